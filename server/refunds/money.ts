/** Money travels as TL with at most two decimals and is stored as integer kuruş. */

const AMOUNT_PATTERN = /^(\d{1,13})(?:[.,](\d{1,2}))?$/;

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
