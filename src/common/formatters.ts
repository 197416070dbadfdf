import { format, isValid, parseISO, type Month } from 'date-fns';
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

/** `1.234,56`: an amount as the form shows it (no currency); '' for none. */
export function formatAmountInput(value: unknown): string {
  const amount = parseAmount(value);
  return amount === null ? '' : amountFormat.format(amount);
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

/** Dates are shown in Turkish time whatever the browser's time zone: filters, reports and CSV use the Turkish day. */
export const TURKISH_TIME_ZONE = 'Europe/Istanbul';

const turkishClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TURKISH_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The calendar day and clock time in Turkey at an instant. */
export function turkishWallClock(date: Date): WallClock {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(turkishClock.formatToParts(date).find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const monthName = (month: number, width: 'abbreviated' | 'wide') =>
  String(tr.localize.month((month - 1) as Month, { width }));

/**
 * Formats an instant in Turkish time with the tokens yyyy, MMMM (Mart), MMM (Mar), MM, dd, HH, mm, ss;
 * other characters are kept. Read from the time-zone database, not from the browser's zone.
 */
export function formatTurkishTime(date: Date, pattern: string): string {
  const clock = turkishWallClock(date);
  const tokens: Record<string, () => string> = {
    yyyy: () => String(clock.year),
    MMMM: () => monthName(clock.month, 'wide'),
    MMM: () => monthName(clock.month, 'abbreviated'),
    MM: () => twoDigits(clock.month),
    dd: () => twoDigits(clock.day),
    HH: () => twoDigits(clock.hour),
    mm: () => twoDigits(clock.minute),
    ss: () => twoDigits(clock.second),
  };
  return pattern.replace(/yyyy|MMMM|MMM|MM|dd|HH|mm|ss/g, (token) => tokens[token]());
}

/** Today's date in Turkey as yyyy-MM-dd. */
export const turkishToday = (now: Date = new Date()): string => formatTurkishTime(now, 'yyyy-MM-dd');

const formatWith = (pattern: string) => (value: unknown) => {
  const date = toDate(value);
  return date ? formatTurkishTime(date, pattern) : EMPTY_VALUE;
};

/** List and dashboard: '05 Mar 2024' (Turkish time, as every formatter below). */
export const formatListDate = formatWith('dd MMM yyyy');
/** List and dashboard: '14:30'. */
export const formatListTime = formatWith('HH:mm');
/** Detail: '05 Mart 2024 14:30'. */
export const formatDetailDateTime = formatWith('dd MMMM yyyy HH:mm');
/** Elsewhere: '05.03.2024'. */
export const formatShortDate = formatWith('dd.MM.yyyy');
/** A clock time with seconds: '14:30:05'. */
export const formatClockTime = formatWith('HH:mm:ss');

/**
 * yyyy-MM-dd, the date format of the list's start_date and end_date filters, from a picked day. A date
 * picker's day is a local date (its calendar fields are the day shown), so its local fields are the day.
 */
export const toFilterDate = (date: Date): string => format(date, 'yyyy-MM-dd');

/** Reads a yyyy-MM-dd filter value back as a picker day (local fields); null when absent or malformed. */
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
