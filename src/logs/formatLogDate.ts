import { EMPTY_VALUE, formatListDate, formatListTime } from '../common/formatters';

/** Logs: day, abbreviated month, year, hour and minute ('05 Mar 2024 14:30'). */
export function formatLogDate(value: unknown): string {
  const date = formatListDate(value);
  return date === EMPTY_VALUE ? date : `${date} ${formatListTime(value)}`;
}
