import { describe, expect, it } from 'vitest';
import { parseReceiptWords, NOT_FOUND } from '../../server/receiptAnalysis/receiptParser';
import { ocrReceipt, ocrRow } from './receiptTestWords';

describe("an OCR'd figure cut by letters between its digits", () => {
  it("('97L1I7 TL', '1.2S4,56 TL') gives no amount", () => {
    for (const amount of ['97L1I7 TL', '1.2S4,56 TL', '3.9B1,17 TL'])
      expect(parseReceiptWords(ocrReceipt({ 'İşlem Tutarı': amount })).fields.tutar, amount).toBe(NOT_FOUND);
  });

  it("('4.B00,08 TL', '12.S45,10 TL', '7,O50.25 TL') gives no amount, not the part after the letter", () => {
    for (const amount of ['4.B00,08 TL', '12.S45,10 TL', '7,O50.25 TL', '4.B00,08'])
      expect(parseReceiptWords(ocrReceipt({ 'İşlem Tutarı': amount })).fields.tutar, amount).toBe(NOT_FOUND);
  });

  it("still reads an amount on a line with a month's short name between dots ('12.Oca.2024')", () => {
    expect(parseReceiptWords(ocrReceipt({ 'İşlem Tutarı': '4.800,08 TL 12.Oca.2024' })).fields.tutar).toBe(
      '4.800,08',
    );
  });

  it('still reads a sign read as a letter glued after the kuruş', () => {
    expect(parseReceiptWords(ocrReceipt({ 'İşlem Tutarı': '149,29b' })).fields.tutar).toBe('149,29');
  });
});

describe("an OCR'd person's name with a speck read as a short word", () => {
  it("('Büşra A ŞAHİN', 'ço KK', 'Ebru Çınar ri') is no name", () => {
    for (const name of ['Büşra A ŞAHİN', 'ço KK', 'Ebru Çınar ri'])
      expect(parseReceiptWords(ocrReceipt({ Gönderen: name })).fields.gonderici_ismi, name).toBe(NOT_FOUND);
  });

  it("keeps an initial with its dot ('M. Ali Kaya') and a company title", () => {
    expect(parseReceiptWords(ocrReceipt({ Gönderen: 'M. Ali Kaya' })).fields.gonderici_ismi).toBe(
      'M. Ali Kaya',
    );
    expect(parseReceiptWords(ocrReceipt({ 'Alıcı Adı': 'Işık Lojistik A.Ş.' })).fields.alici_ismi).toBe(
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
      ocrReceipt({ Gönderen: 'x' }).concat(
        ocrRow(20, [
          ['Günderen Ad Soyad', 0],
          ['Oğuzhan Koç', 24],
        ]),
      ),
    );
    expect(fields.gonderici_ismi).toBe('Oğuzhan Koç');
  });
});

describe("an OCR'd name with two words glued ('Cengiz ÜmitAksoy')", () => {
  it('is no name: the space the OCR lost may have been anywhere', () => {
    expect(parseReceiptWords(ocrReceipt({ 'Alıcı Adı': 'Cengiz ÜmitAksoy' })).fields.alici_ismi).toBe(
      NOT_FOUND,
    );
  });

  it('leaves a name in capitals whole', () => {
    expect(parseReceiptWords(ocrReceipt({ 'Alıcı Adı': 'CENGİZ ÜMİT AKSOY' })).fields.alici_ismi).toBe(
      'CENGİZ ÜMİT AKSOY',
    );
  });
});
