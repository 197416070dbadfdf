/**
 * What the attack designs share: the three IBANs, the fields most designs print, OCR'd rows, the list the
 * designs are added to, the base receipt as a form, and the suite that runs them.
 */
import { describe, it } from 'vitest';
import { parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import type { Word } from '../../server/receiptAnalysis/layout';
import { DESIGN_FIELDS, rightOrEmpty, spaced, wordRow, type Design, type Fields } from './receiptTestWords';

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

/**
 * A list of designs and the function that adds one: its id is its rule and its place in the list, its
 * fields the base ones (BASE_FIELDS) changed by `want`.
 */
export function designBook() {
  const designs: Design[] = [];
  const add = (rule: string, title: string, input: string | Word[], want: Fields = {}) =>
    designs.push({
      id: `${rule}-${designs.length + 1}`,
      rule,
      title,
      input,
      want: { ...BASE_FIELDS, ...want },
    });
  return { designs, add };
}

/** The base receipt's rows, label then value, each replaced or dropped ('') by label. */
const baseRows = (changes: Record<string, string>) =>
  Object.entries({
    Gönderen: 'AYŞE YILMAZ',
    'Alıcı Adı': 'MEHMET KAYA',
    'Alıcı IBAN': spaced(R),
    Tutar: '1.150,00 TL',
    'İşlem Tarihi': '24.11.2026 14:35',
    ...changes,
  }).filter(([, value]) => value !== '');

/** The base receipt OCR'd as 'label   value' rows, changed by label; `more` adds lines at the end. */
export const ocrForm = (changes: Record<string, string> = {}, more: Cells[] = []): Word[] =>
  ocrLines(
    ...baseRows(changes).map(([label, value]): Cells => [
      [label, 0],
      [value, 24],
    ]),
    ...more,
  );

/** The base receipt as a text layer's 'Label: value' lines, changed by label, with lines before and after. */
export const textForm = (changes: Record<string, string> = {}, more: string[] = [], before: string[] = []) =>
  [...before, ...baseRows(changes).map(([label, value]) => `${label}: ${value}`), ...more].join('\n') + '\n';

/** The base receipt OCR'd, its amount cell reading `value`. */
export const ocrAmount = (value: string) => ocrForm({ Tutar: value });
