import { describe, expect, it } from 'vitest';
import { parseReceiptWords, NOT_FOUND } from '../../server/receiptAnalysis/receiptParser';
import { RECIPIENT_IBAN, SENDER_IBAN, spaced, wordRow } from './receiptTestWords';

/** An OCR'd row (word confidence 0.9). */
const ocrRow = (y: number, cells: Array<[string, number]>) => wordRow(y, cells, 1, 0.9);

/** A 'label   value' receipt read by OCR, with `rows` replacing or adding rows by label. */
const receipt = (changes: Record<string, string> = {}) => {
  const rows: Record<string, string> = {
    Gönderen: 'Ayşe Yılmaz',
    'Alıcı Adı': 'Mehmet Kaya',
    'Alıcı IBAN': spaced(RECIPIENT_IBAN),
    'Gönderen IBAN': spaced(SENDER_IBAN),
    'İşlem Tutarı': '1.250,00 TL',
    'İşlem Tarihi': '14.03.2025 10:22',
    ...changes,
  };
  return Object.entries(rows).flatMap(([label, value], index) =>
    ocrRow(index * 2, [
      [label, 0],
      [value, 24],
    ]),
  );
};

describe("an OCR'd figure cut by letters between its digits", () => {
  it("('97L1I7 TL', '1.2S4,56 TL') gives no amount", () => {
    for (const amount of ['97L1I7 TL', '1.2S4,56 TL', '3.9B1,17 TL'])
      expect(parseReceiptWords(receipt({ 'İşlem Tutarı': amount })).fields.tutar, amount).toBe(NOT_FOUND);
  });

  it('still reads a sign read as a letter glued after the kuruş', () => {
    expect(parseReceiptWords(receipt({ 'İşlem Tutarı': '149,29b' })).fields.tutar).toBe('149,29');
  });
});

describe("an OCR'd person's name with a speck read as a short word", () => {
  it("('Büşra A ŞAHİN', 'ço KK', 'Ebru Çınar ri') is no name", () => {
    for (const name of ['Büşra A ŞAHİN', 'ço KK', 'Ebru Çınar ri'])
      expect(parseReceiptWords(receipt({ Gönderen: name })).fields.gonderici_ismi, name).toBe(NOT_FOUND);
  });

  it("keeps an initial with its dot ('M. Ali Kaya') and a company title", () => {
    expect(parseReceiptWords(receipt({ Gönderen: 'M. Ali Kaya' })).fields.gonderici_ismi).toBe('M. Ali Kaya');
    expect(parseReceiptWords(receipt({ 'Alıcı Adı': 'Işık Lojistik A.Ş.' })).fields.alici_ismi).toBe(
      'Işık Lojistik A.Ş.',
    );
  });
});

describe('a label an OCR read with a speck or a letter wrong', () => {
  it("('Gönderen,') takes the name under it as the label does", () => {
    const words = [
      ...ocrRow(0, [['Gönderen,', 0]]),
      ...ocrRow(2, [['Çiçek Aydın', 0]]),
      ...ocrRow(4, [['Alıcı', 0]]),
      ...ocrRow(6, [['Mehmet Kaya', 0]]),
    ];
    expect(parseReceiptWords(words).fields).toMatchObject({
      gonderici_ismi: 'Çiçek Aydın',
      alici_ismi: 'Mehmet Kaya',
    });
  });

  it("('Günderen Ad Soyad': ö read as ü) is the sender's", () => {
    const { fields } = parseReceiptWords(
      receipt({ Gönderen: 'x' }).concat(
        ocrRow(20, [
          ['Günderen Ad Soyad', 0],
          ['Oğuzhan Koç', 24],
        ]),
      ),
    );
    expect(fields.gonderici_ismi).toBe('Oğuzhan Koç');
  });
});
