import { format, isValid, parseISO } from 'date-fns';
import { tr } from 'date-fns/locale/tr';

/** The one place that formats money and dates for the refund screens (spec section 9). */

const amountFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
