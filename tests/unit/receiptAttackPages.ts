/**
 * What attacks 16 to 18 write their pages with: text-layer lines and tables, OCR'd cells, and the two
 * parties' lines most designs print.
 */
import { R, type Cells } from './receiptAttackKit';
import { spaced } from './receiptTestWords';

export const page = (...lines: string[]) => lines.join('\n') + '\n';
/** A text table's line: each cell but the last padded to its column's width. */
export const line = (widths: number[], ...row: string[]) =>
  row.map((cell, index) => (index < row.length - 1 ? cell.padEnd(widths[index]) : cell)).join('');
/** One OCR'd line's cells, each a text then its x: cells('Ad Soyad', 0, 'MEHMET KAYA', 20). */
export const cells = (...parts: Array<string | number>): Cells =>
  parts.flatMap((value, index) => (index % 2 ? [] : [[String(value), Number(parts[index + 1] ?? 0)]]));
export const PARTIES = ['Gönderen: AYŞE YILMAZ', 'Alıcı Adı: MEHMET KAYA', `Alıcı IBAN: ${spaced(R)}`];
export const PARTY_CELLS = [
  cells('Gönderen', 0, 'AYŞE YILMAZ', 24),
  cells('Alıcı Adı', 0, 'MEHMET KAYA', 24),
  cells('Alıcı IBAN', 0, spaced(R), 24),
];
