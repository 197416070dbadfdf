import { describe, expect, it } from 'vitest';
import { wordsOfText } from '../../server/receiptAnalysis/layout';
import { parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';

/** Text laid out as OCR'd words (a confidence below a text layer's 1). */
const ocr = (text: string) =>
  parseReceiptWords(wordsOfText(text).map((word) => ({ ...word, conf: 0.9 }))).fields;

const table = (speckLine: string) =>
  [
    'VakıfBank',
    'Havale Dekontu',
    'Tutar          Masraf     İşlem Tarihi   Saat',
    speckLine,
    '71.875,11 TL   10,93 TL   02.04.2025     11:11',
  ].join('\n');

describe('a line of specks between a header row and its values (grain on a grey cell)', () => {
  it('is passed over: the values under the header are read', () => {
    for (const specks of ['LE', '”    —   e', 'a   ,   Ee'])
      expect(ocr(table(specks)), specks).toMatchObject({
        tutar: '71.875,11',
        islem_tarihi: '02.04.2025',
        islem_saati: '11:11',
      });
  });

  it('is not passed over when it holds a word: that is the value under the header', () => {
    expect(ocr(table('Gönderildi'))).toMatchObject({ tutar: 'Bulunamadı' });
  });

  it('is passed over before a wrapped label tail too', () => {
    const text = ['Alıcı: Mehmet Kaya', 'Tutar', 'LE', '(TL)', '1.234,56'].join('\n');
    expect(ocr(text).tutar).toBe('1.234,56');
  });
});
