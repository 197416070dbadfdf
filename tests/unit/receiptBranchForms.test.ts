import { describe, expect, it } from 'vitest';
import type { Word } from '../../server/receiptAnalysis/layout';
import { parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';

const RECIPIENT_IBAN = 'TR920006400000112233445566';

const spaced = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** One OCR row of cells at the given x, words of `size` height (a box's small label is smaller). */
const row = (y: number, cells: Array<[string, number]>, size = 1, conf = 0.9): Word[] =>
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

describe('an all-caps slip whose long labels put their value on the next line', () => {
  const slip = (senderLabel: string, recipientLabel: string) => [
    ...row(0, [[senderLabel, 0]]),
    ...row(1.5, [['GÜLİZAR ARSLAN', 0]]),
    ...row(3, [[recipientLabel, 0]]),
    ...row(4.5, [['IŞIL ERDOĞAN', 0]]),
    ...row(6, [['ALICI IBAN NUMARASI', 0]]),
    ...row(7.5, [[spaced(RECIPIENT_IBAN), 0]]),
    ...row(9, [
      ['EFT TUTARI', 0],
      ['800,00 TL', 30],
    ]),
  ];

  it("reads the name under a label whose tail ('SOYADI', '/ UNVANI') the label wordings leave over", () => {
    const { fields } = parseReceiptWords(slip('GÖNDEREN MÜŞTERİ ADI SOYADI', 'ALICI ADI SOYADI / UNVANI'));
    expect(fields).toMatchObject({
      gonderici_ismi: 'GÜLİZAR ARSLAN',
      alici_ismi: 'IŞIL ERDOĞAN',
      alici_hesap: RECIPIENT_IBAN,
      tutar: '800,00',
    });
  });
});
