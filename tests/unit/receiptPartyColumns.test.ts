import { describe, expect, it } from 'vitest';
import { wordsOfText } from '../../server/receiptAnalysis/layout';
import { NOT_FOUND } from '../../server/receiptAnalysis/receiptFields';
import { parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { readAmount, readDate, readName } from '../../server/receiptAnalysis/receiptValues';

// Valid Turkish IBANs (mod 97 = 1).
const IBAN_A = 'TR820006200000012345678901';
const IBAN_B = 'TR920006400000112233445566';
const spaced = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();
const masked = (iban: string) => spaced(`${iban.slice(0, 4)}${'*'.repeat(16)}${iban.slice(20)}`);

describe('a table with one column per party', () => {
  const table = (senderIban: string, recipientIban: string) =>
    [
      '                         GÖNDEREN                           ALICI',
      'Ad Soyad / Unvan         Ayşe Yılmaz                        Güneş Gıda A.Ş.',
      `IBAN                     ${senderIban}    ${recipientIban}`,
      '',
      'İşlem Tutarı             1.234,56 TL',
      'İşlem Tarihi             12.03.2025 14:35',
    ].join('\n');

  it("gives each cell of a row label ('Ad Soyad', 'IBAN') to the party whose column it lies in", () => {
    expect(parseReceiptText(table(masked(IBAN_A), spaced(IBAN_B)))).toEqual({
      gonderici_ismi: 'Ayşe Yılmaz',
      alici_ismi: 'Güneş Gıda A.Ş.',
      alici_hesap: IBAN_B,
      tutar: '1.234,56',
      islem_tarihi: '12.03.2025',
      islem_saati: '14:35',
    });
  });

  it("never answers the sender's column's IBAN for the recipient", () => {
    const fields = parseReceiptText(table(spaced(IBAN_A), masked(IBAN_B)));
    expect(fields.alici_hesap).toBe(NOT_FOUND);
    expect(fields.gonderici_ismi).toBe('Ayşe Yılmaz');
  });

  it("takes the value under a centred header from its own column, not the neighbour's", () => {
    const text = ['      GÖNDEREN                ALICI', 'Ali Veli               Mehmet Kaya'].join('\n');
    expect(parseReceiptText(text)).toMatchObject({ gonderici_ismi: 'Ali Veli', alici_ismi: 'Mehmet Kaya' });
  });
});

describe('party sections', () => {
  it("reads 'Borçlu Hesap' / 'Alacaklı Hesap' sections with 'Hesap Sahibi' labels", () => {
    const text = [
      'BORÇLU HESAP',
      'HESAP SAHİBİ          : AYŞE YILMAZ',
      `IBAN                  : ${spaced(IBAN_A)}`,
      'ALACAKLI HESAP',
      'HESAP SAHİBİ          : MEHMET KAYA',
      `IBAN                  : ${spaced(IBAN_B)}`,
      'TUTAR                 : 250,00 TL',
      'KALAN BAKİYE          : 1.250,00 TL',
    ].join('\n');
    expect(parseReceiptText(text)).toMatchObject({
      gonderici_ismi: 'AYŞE YILMAZ',
      alici_ismi: 'MEHMET KAYA',
      alici_hesap: IBAN_B,
      tutar: '250,00',
    });
  });

  it("reads a heading the OCR parted at a gap ('Gönderen    Bilgileri')", () => {
    const text = [
      'Gönderen      Bilgileri',
      'Ad Soyad   : Ayşe Yılmaz',
      `IBAN       : ${spaced(IBAN_A)}`,
      'Alıcı      Bilgileri',
      'Ad Soyad   : Mehmet Kaya',
      `IBAN       : ${spaced(IBAN_B)}`,
    ].join('\n');
    expect(parseReceiptText(text)).toMatchObject({
      gonderici_ismi: 'Ayşe Yılmaz',
      alici_ismi: 'Mehmet Kaya',
      alici_hesap: IBAN_B,
    });
  });
});

describe('a table with one row per party under a header row of field labels', () => {
  const table = (first: string, second: string) =>
    [
      '             Ad Soyad          IBAN                               Banka',
      first,
      second,
      'İşlem Tutarı     1.234,56 TL',
    ].join('\n');
  const sender = `Gönderen     Ayşe Yılmaz       ${spaced(IBAN_A)}   Akbank`;
  const recipient = `Alıcı        Mehmet Kaya       ${spaced(IBAN_B)}   Ziraat Bankası`;

  it("reads the recipient's row's IBAN, never the sender's, whichever row comes first", () => {
    for (const text of [table(sender, recipient), table(recipient, sender)])
      expect(parseReceiptText(text)).toMatchObject({
        gonderici_ismi: 'Ayşe Yılmaz',
        alici_ismi: 'Mehmet Kaya',
        alici_hesap: IBAN_B,
      });
  });

  it("takes no IBAN from under the 'IBAN' header when the rows' party labels are lost", () => {
    const lost = (row: string) => row.replace(/^\S+/, '        ');
    expect(parseReceiptText(table(lost(sender), lost(recipient))).alici_hesap).toBe(NOT_FOUND);
    expect(parseReceiptText(table(lost(sender), '')).alici_hesap).toBe(NOT_FOUND);
  });
});

describe('a transfer told in a sentence', () => {
  const notice = (amounts: string) =>
    [
      `Sayın Müşterimiz, 12.03.2025 14:35 tarihinde hesabınızdan ${amounts}, TR92 0006 4000`,
      '0011 2233 4455 66 IBAN numaralı hesaba aktarılmıştır.',
      'Alıcı Kişi     Mehmet Kaya',
      `Banka IBAN: ${spaced(IBAN_A)}`,
    ].join('\n');

  it('reads an IBAN wrapped at the end of the line, and the only amount with its currency (to check)', () => {
    const { fields, confidence } = parseReceiptWords(wordsOfText(notice('1.234,56 TL')));
    expect(fields).toMatchObject({ alici_hesap: IBAN_B, tutar: '1.234,56', alici_ismi: 'Mehmet Kaya' });
    expect(confidence.tutar).toBeLessThan(0.75);
  });

  it('answers no amount when the page prints two different ones without a label', () => {
    expect(parseReceiptText(notice('1.234,56 TL ve 5,00 TL masraf')).tutar).toBe(NOT_FOUND);
  });

  it('reads the sentence amount of an OCR reading too, to check, but not when a word nearly reads as an amount label', () => {
    const ocr = (text: string) => wordsOfText(text).map((word) => ({ ...word, conf: 0.92 }));
    const { fields, confidence } = parseReceiptWords(ocr(notice('1.234,56 TL')));
    expect(fields.tutar).toBe('1.234,56');
    expect(confidence.tutar).toBeLessThan(0.75);
    expect(parseReceiptWords(ocr(`${notice('1.234,56 TL')}\nTuiar    1.239,56`)).fields.tutar).toBe(
      NOT_FOUND,
    );
  });

  it("never takes the bank's IBAN under a misread label when a wrapped IBAN has look-alike letters ('TROZ')", () => {
    const ocr = wordsOfText(
      [
        'Sayın Müşterimiz, 02.06.2026 14:36 tarihinde hesabınızdan 52.252,09 TL, TROZ 0006 2062',
        '0267 8768 7336 82 IBAN numaralı hesaba aktarılmıştır.',
        'Alıcı Kişi   Neslihan Koç',
        'Banke IBAN:   TR93 0006 4022 9252 0976 413221',
      ].join('\n'),
    ).map((word) => ({ ...word, conf: 0.92 }));
    expect(parseReceiptWords(ocr).fields.alici_hesap).not.toBe('TR930006402292520976413221');
  });

  it('takes no unlabelled amount from a table cell of an OCR reading', () => {
    const ocr = wordsOfText(['Alıcı Kişi     Mehmet Kaya', 'Tuvar     1.234,56 TL'].join('\n')).map(
      (word) => ({
        ...word,
        conf: 0.92,
      }),
    );
    expect(parseReceiptWords(ocr).fields.tutar).toBe(NOT_FOUND);
  });
});

describe('OCR misreadings', () => {
  it("reads no amount beside a digit and a colon ('2:233,35') or from comma thousands without decimals", () => {
    expect(readAmount('2:233,35 TL')).toBeNull();
    expect(readAmount('682,221TL')).toBeNull();
    expect(readAmount(':682,22 TL')).toBe('682,22');
    expect(readAmount('₺1,234.56')).toBe('1.234,56');
  });

  it("reads a day with look-alike letters before a month name ('Ol Jul 2026')", () => {
    expect(readDate('Ol Jul 2026')).toBe('01.07.2026');
    expect(readDate('IO Kas 2024')).toBe('10.11.2024');
    expect(readDate('Al Jul 2026')).toBeNull();
  });
});

describe('printing variants', () => {
  it("reads thousands parted by spaces whole ('1 234,56 TL' is not '234,56')", () => {
    expect(readAmount('1 234,56 TL')).toBe('1.234,56');
    expect(readAmount('₺12 345 678,90')).toBe('12.345.678,90');
  });

  it("drops a form of address before a name ('Sayın', 'Sn.')", () => {
    expect(readName('Sayın Ayşe Yılmaz')).toBe('Ayşe Yılmaz');
    expect(readName('SN. AYŞE YILMAZ')).toBe('AYŞE YILMAZ');
  });

  it("reads a time written with a dot under a time label ('Saat: 14.35'), never an amount as one", () => {
    const fields = parseReceiptText(
      ['İşlem Tarihi: 12.03.2025', 'Saat: 14.35', 'Tutar: 12.50 TL'].join('\n'),
    );
    expect(fields).toMatchObject({ islem_tarihi: '12.03.2025', islem_saati: '14:35', tutar: '12,50' });
  });
});

describe('label wordings', () => {
  it("reads 'Ödeyen' / 'Ödeme Alan', 'Ad/Soyad' and a 'Tarih-Saat' label", () => {
    const text = [
      'Ödeyen Ad/Soyad   Ayşe Yılmaz',
      'Ödeme Alan        Mehmet Kaya',
      `Alıcı IBAN        ${spaced(IBAN_B)}`,
      'Ödenen Tutar      1.234,56 TL',
      'Tarih-Saat        12.03.2025 14:35',
    ].join('\n');
    expect(parseReceiptText(text)).toEqual({
      gonderici_ismi: 'Ayşe Yılmaz',
      alici_ismi: 'Mehmet Kaya',
      alici_hesap: IBAN_B,
      tutar: '1.234,56',
      islem_tarihi: '12.03.2025',
      islem_saati: '14:35',
    });
  });
});
