import { describe, expect, it } from 'vitest';
import type { Word } from '../../server/receiptAnalysis/layout';
import { parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';

const SENDER_IBAN = 'TR820006200000012345678901';
const RECIPIENT_IBAN = 'TR920006400000112233445566';

/** One OCR row of cells at the given x: the label, the column of colons, the value. */
const row = (y: number, cells: Array<[string, number]>, conf = 0.9): Word[] =>
  cells.flatMap(([text, x]) => {
    let at = x;
    return text.split(' ').map((part) => {
      const word = { text: part, x0: at, x1: at + part.length * 0.6, y0: y, y1: y + 1, conf, line: `l${y}` };
      at = word.x1 + 0.4;
      return word;
    });
  });

const spaced = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** A debit/credit printout by fax: the colons after 'HESAP SAHİBİ' and 'IBAN' read as '3' or 'S'. */
const printout = (colon: string) => [
  ...row(0, [['BORÇLU HESAP', 0]]),
  ...row(2, [
    ['HESAP SAHİBİ', 0],
    [colon, 14],
    ['İSMAİL ARSLAN', 17],
  ]),
  ...row(4, [
    ['IBAN', 0],
    [colon, 14],
    [spaced(SENDER_IBAN), 17],
  ]),
  ...row(6, [['ALACAKLI HESAP', 0]]),
  ...row(8, [
    ['HESAP SAHİBİ', 0],
    [':', 14],
    ['BÜŞRA YILMAZ', 17],
  ]),
  ...row(10, [
    ['IBAN', 0],
    [':', 14],
    [spaced(RECIPIENT_IBAN), 17],
  ]),
  ...row(12, [
    ['TUTAR', 0],
    [':', 14],
    ['2.620,83 TL', 17],
  ]),
];

describe("a colon an OCR misread between a label and its value ('HESAP SAHİBİ   3   İSMAİL ARSLAN')", () => {
  it('is passed over like the colon it is, for the value in the next cell', () => {
    for (const colon of ['3', 'S', ';']) {
      const { fields } = parseReceiptWords(printout(colon));
      expect(fields, colon).toMatchObject({
        gonderici_ismi: 'İSMAİL ARSLAN',
        alici_ismi: 'BÜŞRA YILMAZ',
        alici_hesap: RECIPIENT_IBAN,
        tutar: '2.620,83',
      });
    }
  });
});

/** 'LABEL : value' rows: the colons in one column, the values a little right of it. */
const colonRow = (y: number, label: string, value: string) =>
  row(y, [
    [label, 0],
    [':', 20],
    [value, 21],
  ]);

const colonColumn = (amountCell: [string, number]) => [
  ...colonRow(0, 'GÖNDEREN', 'İSMAİL ARSLAN'),
  ...colonRow(2, 'LEHDAR IBAN', spaced(RECIPIENT_IBAN)),
  ...row(4, [['HAVALE TUTARI', 0], amountCell]),
  ...row(6, [
    ['İŞLEM TARİHİ', 0],
    [':12.03.2025', 20],
  ]),
];

describe("an amount that starts in the page's column of colons", () => {
  it("begins with its colon misread ('14.922,97' for ': 4.922,97'): no amount", () => {
    expect(parseReceiptWords(colonColumn(['14.922,97 TL', 20])).fields.tutar).toBe('Bulunamadı');
  });

  it('is read when it starts where the values do', () => {
    expect(parseReceiptWords(colonColumn(['4.922,97 TL', 21])).fields.tutar).toBe('4.922,97');
  });
});
