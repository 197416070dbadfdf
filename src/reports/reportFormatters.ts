import type { TranslateFunction } from 'react-admin';
import { EMPTY_VALUE, parseAmount } from '../refunds/formatters';

/** Number formats of the report screens (spec section 9); amounts use formatAmount of the refunds. */

const HOURS_PER_DAY = 24;

const oneDecimal = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });

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
