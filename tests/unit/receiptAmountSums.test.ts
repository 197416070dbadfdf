import { describe, expect, it } from 'vitest';
import { wordsOfText } from '../../server/receiptAnalysis/layout';
import { NOT_FOUND } from '../../server/receiptAnalysis/receiptFields';
import { parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';

/** The words of a text as an OCR would give them (confidence below 1). */
const ocrWords = (text: string) => wordsOfText(text).map((word) => ({ ...word, conf: 0.9 }));

const page = (amount: string) =>
  [
    'Havale Tutarı : ' + amount + ' TL',
    'Masraf       : 11,63 TL',
    'BSMV         : 0,58 TL',
    'Toplam       : 2.662,21 TL',
  ].join('\n');

describe('an OCR-read amount checked by the page’s fee and total sums', () => {
  it('keeps an amount that the total less some fees makes', () => {
    expect(parseReceiptWords(ocrWords(page('2.650,00'))).fields.tutar).toBe('2.650,00');
  });

  it('answers nothing for an amount one digit away from what the sums make', () => {
    expect(parseReceiptWords(ocrWords(page('2.650,06'))).fields.tutar).toBe(NOT_FOUND);
  });

  it('keeps an amount the sums say nothing about, and never checks a text layer', () => {
    expect(parseReceiptWords(ocrWords(page('1.234,56'))).fields.tutar).toBe('1.234,56');
    expect(parseReceiptWords(wordsOfText(page('2.650,06'))).fields.tutar).toBe('2.650,06');
  });
});

describe('a figure alone on its row, its label lost to the noise', () => {
  const lostLabel = (amount: string) => page(amount).replace('BSMV         :', '             :');

  it('counts among the fees that check the amount', () => {
    expect(parseReceiptWords(ocrWords(lostLabel('2.650,06'))).fields.tutar).toBe(NOT_FOUND);
    expect(parseReceiptWords(ocrWords(lostLabel('2.650,00'))).fields.tutar).toBe('2.650,00');
  });
});
