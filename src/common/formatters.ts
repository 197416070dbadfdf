import { format, isValid, parseISO } from 'date-fns';
import { tr } from 'date-fns/locale/tr';
import type { TranslateFunction } from 'react-admin';

/** The one place that formats money, numbers and dates: Turkish grouping and decimal comma. */

const amountFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
const HOURS_PER_DAY = 24;

/** Placeholder shown for a value that is missing or cannot be read. */
export const EMPTY_VALUE = '—';

/** Parses an amount given as a number or as text ('1234.56' or '1234,56'); null when it is none. */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const normalised = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  const parsed = Number(normalised);
  return Number.isFinite(parsed) ? parsed : null;
}

/** `1.234,56 TL`: Turkish grouping, two decimals, suffix TL. */
export function formatAmount(value: unknown): string {
  const amount = parseAmount(value);
  return amount === null ? EMPTY_VALUE : `${amountFormat.format(amount)} TL`;
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = parseISO(value);
  return isValid(parsed) ? parsed : null;
}

const formatWith = (pattern: string) => (value: unknown) => {
  const date = toDate(value);
  return date ? format(date, pattern, { locale: tr }) : EMPTY_VALUE;
};

/** List and dashboard: '05 Mar 2024'. */
export const formatListDate = formatWith('dd MMM yyyy');
/** List and dashboard: '14:30'. */
export const formatListTime = formatWith('HH:mm');
/** Detail: '05 Mart 2024 14:30'. */
export const formatDetailDateTime = formatWith('dd MMMM yyyy HH:mm');
/** Elsewhere: '05.03.2024'. */
export const formatShortDate = formatWith('dd.MM.yyyy');

/** yyyy-MM-dd, the date format of the list's start_date and end_date filters. */
export const toFilterDate = (date: Date): string => format(date, 'yyyy-MM-dd');

/** Reads a yyyy-MM-dd filter value back as a local date; null when absent or malformed. */
export function fromFilterDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** '45,5': Turkish decimal comma, one decimal. */
export function formatOneDecimal(value: unknown): string {
  const number = parseAmount(value);
  return number === null ? EMPTY_VALUE : oneDecimal.format(number);
}

/** '1.234': a count with Turkish grouping. */
export function formatCount(value: unknown): string {
  const number = parseAmount(value);
  return number === null ? EMPTY_VALUE : wholeNumber.format(number);
}

/** '%45,5' in Turkish, '45,5%' in English: one decimal. */
export function formatPercent(value: unknown, translate: TranslateFunction): string {
  const number = parseAmount(value);
  return number === null ? EMPTY_VALUE : translate('reports.percent', { value: oneDecimal.format(number) });
}

/**
 * A completion time given in hours: under 24 hours in hours, otherwise in days, one decimal each
 * ('5,5 saat', '2,3 gün'). Missing when nothing has been completed.
 */
export function formatDuration(hours: unknown, translate: TranslateFunction): string {
  const value = parseAmount(hours);
  if (value === null) return EMPTY_VALUE;
  return value < HOURS_PER_DAY
    ? translate('reports.hours', { value: oneDecimal.format(value) })
    : translate('reports.days', { value: oneDecimal.format(value / HOURS_PER_DAY) });
}
