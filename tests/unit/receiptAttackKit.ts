/** What the attack designs share: the three IBANs, the fields most designs print and OCR'd rows. */
import { describe, it } from 'vitest';
import { parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { DESIGN_FIELDS, rightOrEmpty, wordRow, type Design, type Fields } from './receiptTestWords';

export type { Design, Fields } from './receiptTestWords';
export const S = 'TR820006200000012345678901'; // the sender's
export const R = 'TR920006400000112233445566'; // the recipient's
export const X = 'TR140001000000998877665544'; // a third party's or the bank's
export const N = 'Bulunamadı';
/** AYŞE YILMAZ pays MEHMET KAYA (account R) 1.150,00 TL on 24.11.2026 at 14:35. */
export const BASE_FIELDS = DESIGN_FIELDS;

export type Cells = Array<[string, number]>;
/** OCR'd rows at their own heights: [y, cells, word height]. */
export const ocrAt = (rows: Array<[number, Cells, number?]>) =>
  rows.flatMap(([y, cells, size]) => wordRow(y, cells, size ?? 1, 0.9));
/** OCR'd lines two apart, each a list of cells. */
export const ocrLines = (...lines: Cells[]) =>
  ocrAt(lines.map((cells, index): [number, Cells] => [index * 2, cells]));

/**
 * One test per design asserting each of its fields right or empty. The suite fails on a skipped test, so
 * the designs still wrong are left out, listed in `knownWrong` (field got → want).
 */
export function describeAttack(name: string, designs: readonly Design[], knownWrong: Record<string, string>) {
  describe(`${name}: every design, each field right or empty`, () => {
    for (const design of designs.filter((entry) => !(entry.id in knownWrong)))
      it(`${design.id} ${design.title}`, () => {
        const fields =
          typeof design.input === 'string'
            ? parseReceiptText(design.input)
            : parseReceiptWords(design.input).fields;
        for (const [field, right] of Object.entries(design.want))
          rightOrEmpty((fields as unknown as Fields)[field], right);
      });
  });
}
