import type { ReceiptFieldValues } from '../../../contract/receipts';
import type { ReceiptAnalysisConfidence } from '../../providers/receiptCalls';

/** The analysis service's word for a field it could not find. */
export const NOT_FOUND = 'Bulunamadı';

/** The form fields a receipt can fill: refund name, IBAN and amount. */
export interface ReceiptFormFill {
  refund_name?: string;
  banveri?: string;
  amount?: number;
}

/** A reported value, or null when it is missing, empty or 'Bulunamadı'. */
export function foundValue(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || text.toLocaleLowerCase('tr') === NOT_FOUND.toLocaleLowerCase('tr') ? null : text;
}

/** Splits the amount text at its decimal separator, if it has one. */
function splitDecimals(text: string): { integer: string; fraction: string } {
  const decimalAt = Math.max(text.lastIndexOf(','), text.lastIndexOf('.'));
  if (decimalAt < 0) return { integer: text, fraction: '' };
  const separator = text[decimalAt];
  const other = separator === ',' ? '.' : ',';
  if (!text.includes(other)) {
    // Only one kind of separator: several of them ('1.000.000'), or one before exactly three digits
    // ('1.000'), group thousands; otherwise it is the decimal separator ('250,00', '12.5').
    const parts = text.split(separator);
    if (parts.length > 2 || parts[1].length === 3) return { integer: text, fraction: '' };
  }
  // Both kinds: the later one separates the decimals, the other groups thousands.
  return { integer: text.slice(0, decimalAt), fraction: text.slice(decimalAt + 1) };
}

/**
 * The receipt's amount as a number with at most two decimals: every character other than digits,
 * comma and dot is dropped, then the separators are read the Turkish way —
 * '1.234,56' → 1234.56, '250,00' → 250, '1.000' → 1000 — or the English way ('1,234.56').
 * Null when nothing usable is left or the thousands groups make no sense ('12.34,5').
 */
export function parseReceiptAmount(raw: string): number | null {
  const text = raw.replace(/[^\d.,]/g, '').replace(/^[.,]+|[.,]+$/g, '');
  if (!/\d/.test(text)) return null;
  const { integer, fraction } = splitDecimals(text);
  const groups = integer.split(/[.,]/);
  const oddGroups =
    groups.length > 1 && (groups[0].length > 3 || groups.slice(1).some((g) => g.length !== 3));
  if (oddGroups || groups.some((group) => group === '')) return null;
  const value = Number(`${groups.join('')}.${fraction || '0'}`);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

/**
 * What the form takes from an analysis: the refund name from the sender's name, only
 * when the recipient's name was found too; the IBAN from the recipient's account; the amount. A field
 * the service did not find is left out, so that it never overwrites what the user typed.
 */
export function receiptFormFill(data: Partial<ReceiptFieldValues> | null): ReceiptFormFill {
  if (!data) return {};
  const fill: ReceiptFormFill = {};
  const sender = foundValue(data.gonderici_ismi);
  if (sender && foundValue(data.alici_ismi)) fill.refund_name = sender;
  const account = foundValue(data.alici_hesap);
  if (account) fill.banveri = account;
  const amountText = foundValue(data.tutar);
  const amount = amountText === null ? null : parseReceiptAmount(amountText);
  if (amount !== null) fill.amount = amount;
  return fill;
}

/** A filled value the reader is less sure of than this is marked 'Kontrol edin' (check it). */
export const CHECK_BELOW_CONFIDENCE = 0.75;

/** Which analysis field fills which form field. */
const SOURCES: Record<keyof ReceiptFormFill, keyof ReceiptFieldValues> = {
  refund_name: 'gonderici_ismi',
  banveri: 'alici_hesap',
  amount: 'tutar',
};

/**
 * The filled form fields whose value the reader reported a confidence below the threshold for; a
 * reader that reports no confidence marks nothing.
 */
export function fieldsToCheck(
  fill: ReceiptFormFill,
  confidence: ReceiptAnalysisConfidence,
): Array<keyof ReceiptFormFill> {
  return (Object.keys(fill) as Array<keyof ReceiptFormFill>).filter((name) => {
    const value = confidence[SOURCES[name]];
    return typeof value === 'number' && value < CHECK_BELOW_CONFIDENCE;
  });
}
