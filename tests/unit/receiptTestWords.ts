/** Receipts as the parser's unit tests build them: two valid IBANs, positioned words, the two right outcomes. */
import { expect } from 'vitest';
import type { Word } from '../../server/receiptAnalysis/layout';
import { NOT_FOUND, parseReceiptText } from '../../server/receiptAnalysis/receiptParser';

// Valid Turkish IBANs (mod 97 = 1).
export const SENDER_IBAN = 'TR820006200000012345678901';
export const RECIPIENT_IBAN = 'TR920006400000112233445566';

/** An IBAN printed in groups of four. */
export const spaced = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** The right answer, or none: the only two acceptable outcomes for a field. */
export const rightOrEmpty = (value: string, right: string) => expect([right, NOT_FOUND]).toContain(value);

/** A text receipt's fields: those in `mustRead` must read exactly; every other field of `want` is right or empty. */
export const checkText = (text: string, want: Record<string, string>, mustRead: string[] = []) => {
  const fields = parseReceiptText(text) as unknown as Record<string, string>;
  for (const [field, right] of Object.entries(want))
    if (mustRead.includes(field)) expect(fields[field], field).toBe(right);
    else rightOrEmpty(fields[field], right);
};

/**
 * One row of cells at the given x, words of `size` height (a box's small label is smaller) and confidence
 * `conf` (a text layer's 1 by default).
 */
export const wordRow = (y: number, cells: Array<[string, number]>, size = 1, conf = 1): Word[] =>
  cells.flatMap(([text, x]) => {
    let at = x;
    return text.split(' ').map((part) => {
      const word = {
        text: part,
        x0: at,
        x1: at + part.length * 0.6 * size,
        y0: y,
        y1: y + size,
        conf,
        line: `l${y}-${x}`,
      };
      at = word.x1 + 0.4 * size;
      return word;
    });
  });

/** An OCR'd row (word confidence 0.9). */
export const ocrRow = (y: number, cells: Array<[string, number]>) => wordRow(y, cells, 1, 0.9);

/**
 * A 'label   value' receipt read by OCR: sender, recipient, both IBANs, amount and date, with rows
 * replaced or added by label (an empty value drops the row).
 */
export const ocrReceipt = (changes: Record<string, string> = {}): Word[] =>
  Object.entries({
    Gönderen: 'Ayşe Yılmaz',
    'Alıcı Adı': 'Mehmet Kaya',
    'Alıcı IBAN': spaced(RECIPIENT_IBAN),
    'Gönderen IBAN': spaced(SENDER_IBAN),
    'İşlem Tutarı': '1.250,00 TL',
    'İşlem Tarihi': '14.03.2025 10:22',
    ...changes,
  })
    .filter(([, value]) => value !== '')
    .flatMap(([label, value], index) =>
      ocrRow(index * 2, [
        [label, 0],
        [value, 24],
      ]),
    );

/** A designed receipt of an attack on the reader's rules, with the fields it must give right or empty. */
export type Fields = Record<string, string>;
export interface Design {
  id: string;
  rule: string;
  title: string;
  input: string | Word[];
  want: Fields;
}

/** The fields most attack designs print: AYŞE YILMAZ pays MEHMET KAYA 1.150,00 TL on 24.11.2026 at 14:35. */
export const DESIGN_FIELDS: Fields = {
  gonderici_ismi: 'AYŞE YILMAZ',
  alici_ismi: 'MEHMET KAYA',
  alici_hesap: RECIPIENT_IBAN,
  tutar: '1.150,00',
  islem_tarihi: '24.11.2026',
  islem_saati: '14:35',
};
