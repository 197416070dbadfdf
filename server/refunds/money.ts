import { MAX_AMOUNT_LIRA_DIGITS } from '../../contract/refunds.js';

/** Money travels as TL with at most two decimals and is stored as integer kuruş. */

const AMOUNT_PATTERN = new RegExp(`^(\\d{1,${MAX_AMOUNT_LIRA_DIGITS}})(?:[.,](\\d{1,2}))?$`);
const ANY_LENGTH_AMOUNT = /^0*(\d+)(?:[.,]\d{1,2})?$/;

/** A well-formed amount with more lira digits than the store keeps (refused with its own message). */
export function isAmountTooLarge(input: string): boolean {
  const match = ANY_LENGTH_AMOUNT.exec(input.trim());
  return match !== null && match[1].length > MAX_AMOUNT_LIRA_DIGITS;
}

/** '1234.56', '1234,5' or '1234' → kuruş; null when not a non-negative amount with ≤ 2 decimals. */
export function parseAmountToKurus(input: string): number | null {
  const match = AMOUNT_PATTERN.exec(input.trim());
  if (!match) return null;
  const [, lira, fraction = ''] = match;
  return Number(lira) * 100 + Number(fraction.padEnd(2, '0'));
}

export const kurusToAmount = (kurus: number): number => Math.round(kurus) / 100;

/** 123456 → '1.234,56' (Turkish grouping and decimal comma), for CSV and messages. */
export function formatKurus(kurus: number): string {
  const lira = Math.trunc(kurus / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${lira},${String(kurus % 100).padStart(2, '0')}`;
}
