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

describe('a date whose first dot an OCR read as a colon, with spaces beside it', () => {
  it("('10: 08. 2023 18:28') is the date, and its head is no time", () => {
    const { fields } = parseReceiptWords(receipt({ 'İşlem Tarihi': '10: 08. 2023 18:28' }));
    expect(fields.islem_tarihi).toBe('10.08.2023');
    expect(fields.islem_saati).toBe('18:28');
  });

  it('gives no time when the date is all the label offers', () => {
    const { fields } = parseReceiptWords(receipt({ 'İşlem Tarihi': '10:08 .2023' }));
    expect(fields.islem_saati).toBe(NOT_FOUND);
  });
});

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
  it("('Büşra A ŞAHİN', 'ço KK', 'Ayşe Yılmaz ri') is no name", () => {
    for (const name of ['Büşra A ŞAHİN', 'ço KK', 'Ebru Çınar ri', 'Ayşe Yılmaz RR'])
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

describe("an OCR'd IBAN digit read as '©'", () => {
  it('is the 0 it looks like, when the IBAN then passes its check', () => {
    const read = spaced(RECIPIENT_IBAN).replace(' 0', ' ©');
    expect(read).toContain('©');
    expect(parseReceiptWords(receipt({ 'Alıcı IBAN': read })).fields.alici_hesap).toBe(RECIPIENT_IBAN);
  });
});

describe("an OCR'd time whose colon was lost ('0531')", () => {
  it('is the time beside its time label', () => {
    const words = receipt({ 'İşlem Tarihi': '17.01.2023', 'İşlem Saati': '0531' });
    expect(parseReceiptWords(words).fields.islem_saati).toBe('05:31');
  });

  it('is no time when it cannot be one, nor under a date label', () => {
    for (const read of ['2531', '0575', '20531', '531'])
      expect(
        parseReceiptWords(receipt({ 'İşlem Tarihi': '17.01.2023', 'İşlem Saati': read })).fields.islem_saati,
        read,
      ).toBe(NOT_FOUND);
    expect(parseReceiptWords(receipt({ 'İşlem Tarihi': '17.01.2023 0531' })).fields.islem_saati).toBe(
      NOT_FOUND,
    );
  });
});

describe("a currency sign after an OCR'd figure read as a mark ('427,92»' for '427,92 ₺')", () => {
  it('means no sign stood before it: a leading 4 or 1 is a digit', () => {
    for (const amount of ['427,92»', '427,92 »', '127,92#'])
      expect(parseReceiptWords(receipt({ 'İşlem Tutarı': amount })).fields.tutar, amount).toBe(
        amount.slice(0, 6),
      );
  });

  it('still gives no amount for a leading 4 or 1 with nothing after the kuruş', () => {
    for (const amount of ['427,92', '127,92 4', '427,92|'])
      expect(parseReceiptWords(receipt({ 'İşlem Tutarı': amount })).fields.tutar, amount).toBe(NOT_FOUND);
  });
});

describe('a party word alone in its cell, read with one letter wrong', () => {
  const cards = (sender: string, recipient: string) => [
    ...ocrRow(0, [
      [sender, 0],
      [recipient, 30],
    ]),
    ...ocrRow(2, [
      ['Oğuzhan Bağcı', 0],
      ['Gökhan Aydın', 30],
    ]),
  ];

  it("('Alicr', 'Alcı', 'Göndere', 'Gönderem') is that party's label", () => {
    for (const [sender, recipient] of [
      ['Gönderen', 'Alicr'],
      ['Göndere', 'Alcı'],
      ['Gönderem,', 'Lehtor'],
    ])
      expect(parseReceiptWords(cards(sender, recipient)).fields, `${sender} ${recipient}`).toMatchObject({
        gonderici_ismi: 'Oğuzhan Bağcı',
        alici_ismi: 'Gökhan Aydın',
      });
  });

  it('is not one beside other words, nor two letters away', () => {
    expect(parseReceiptWords(cards('Gönderen', 'Alicr Banka')).fields.alici_ismi).toBe(NOT_FOUND);
    expect(parseReceiptWords(cards('Gönderen', 'Alım')).fields.alici_ismi).toBe(NOT_FOUND);
  });
});
