import { describe, expect, it } from 'vitest';
import { voteFields } from '../../server/receiptAnalysis/ocrPasses';
import {
  emptyReceiptFields,
  NOT_FOUND,
  type ReceiptFields,
} from '../../server/receiptAnalysis/receiptFields';
import { parseReceiptText, type FieldConfidence } from '../../server/receiptAnalysis/receiptParser';
import {
  readAmount,
  readDate,
  readIban,
  readName,
  readTime,
} from '../../server/receiptAnalysis/receiptValues';

// Valid Turkish IBANs (mod 97 = 1), computed for these tests.
const IBAN_A = 'TR820006200000012345678901';
const IBAN_B = 'TR920006400000112233445566';
const IBAN_C = 'TR890001000000987654321098';
const spaced = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

describe('parseReceiptText: layouts', () => {
  it('title case, label and value on one line, sender IBAN and fee as distractors', () => {
    const text = [
      'T.C. ZİRAAT BANKASI A.Ş.',
      'Gönderen Adı: Ayşe Yılmaz',
      `Gönderen IBAN: ${spaced(IBAN_A)}`,
      'Alıcı Adı Soyadı: Mehmet Çağrı Öztürk',
      `Alıcı IBAN: ${spaced(IBAN_B)}`,
      'Alıcı Banka: Türkiye Garanti Bankası A.Ş.',
      'İşlem Tutarı: 1.234,56 TL',
      'İşlem Ücreti: 4,50 TL',
      'İşlem Tarihi: 12.03.2025 14:35:12',
    ].join('\n');
    expect(parseReceiptText(text)).toEqual({
      gonderici_ismi: 'Ayşe Yılmaz',
      alici_ismi: 'Mehmet Çağrı Öztürk',
      alici_hesap: IBAN_B,
      tutar: '1.234,56',
      islem_tarihi: '12.03.2025',
      islem_saati: '14:35',
    });
  });

  it('upper case labels with the value on the next line, TRY before the amount, dd/MM/yyyy', () => {
    const text = [
      'GÖNDEREN AD SOYAD/UNVAN',
      'İLKNUR ŞAHİN',
      'ALICI AD SOYAD / UNVAN',
      'GÜLŞEN IŞIK',
      'ALICI HESAP',
      spaced(IBAN_C),
      'EFT TUTARI',
      'TRY 12.500,00',
      'İŞLEM TARİHİ',
      '05/11/2024 09:05',
    ].join('\n');
    expect(parseReceiptText(text)).toEqual({
      gonderici_ismi: 'İLKNUR ŞAHİN',
      alici_ismi: 'GÜLŞEN IŞIK',
      alici_hesap: IBAN_C,
      tutar: '12.500,00',
      islem_tarihi: '05.11.2024',
      islem_saati: '09:05',
    });
  });

  it('LEHDAR labels, HAVALE TUTARI and a combined date/time label', () => {
    const text = [
      'GÖNDEREN           : ÖMER UĞURLU',
      'LEHDAR ADI         : ÇAĞDAŞ İNŞAAT LTD. ŞTİ.',
      `LEHDAR IBAN        : ${spaced(IBAN_A)}`,
      'HAVALE TUTARI      : 268,56 TL',
      'İŞLEM TARİHİ/SAATİ : 11.12.2023 / 19:58',
      'AÇIKLAMA           : AİDAT',
    ].join('\n');
    expect(parseReceiptText(text)).toMatchObject({
      gonderici_ismi: 'ÖMER UĞURLU',
      alici_ismi: 'ÇAĞDAŞ İNŞAAT LTD. ŞTİ.',
      alici_hesap: IBAN_A,
      tutar: '268,56',
      islem_tarihi: '11.12.2023',
      islem_saati: '19:58',
    });
  });

  it('two labels side by side on one line (YARARLANICI, Transfer Tutarı with ₺, dd-MM-yyyy and Saat)', () => {
    const text = [
      'Gönderen: Barış Kılıç          Yararlanıcı: Nilüfer Ünal',
      `Gönderen Banka: Yapı Kredi     Alıcı Hesap No: ${spaced(IBAN_B)}`,
      'Transfer Tutarı: ₺48.965,45    Tarih: 01-02-2025   Saat: 23:59:01',
    ].join('\n');
    expect(parseReceiptText(text)).toEqual({
      gonderici_ismi: 'Barış Kılıç',
      alici_ismi: 'Nilüfer Ünal',
      alici_hesap: IBAN_B,
      tutar: '48.965,45',
      islem_tarihi: '01.02.2025',
      islem_saati: '23:59',
    });
  });

  it('takes Gönderilen Tutar over Toplam Tutar, and İşlem Saati on its own label', () => {
    const text = [
      'GÖNDEREN ADI SOYADI:',
      'Rüya Yıldız',
      'ALICI ADI SOYADI:',
      'Doğan Işık',
      'ALICI HESAP NO:',
      spaced(IBAN_C),
      'TOPLAM TUTAR:',
      'TL 752,35',
      'GÖNDERİLEN TUTAR:',
      'TL 732,71',
      'MASRAF:',
      'TL 19,64',
      'İŞLEM TARİHİ:',
      '08.08.2026',
      'İŞLEM SAATİ:',
      '04:21:26',
    ].join('\n');
    expect(parseReceiptText(text)).toEqual({
      gonderici_ismi: 'Rüya Yıldız',
      alici_ismi: 'Doğan Işık',
      alici_hesap: IBAN_C,
      tutar: '732,71',
      islem_tarihi: '08.08.2026',
      islem_saati: '04:21',
    });
  });
});

describe('parseReceiptText: casing, gaps and what is not found', () => {
  it.each([
    ['ALICI: ZEYNEP KAYA', 'ZEYNEP KAYA'],
    ['alıcı: Zeynep Kaya', 'Zeynep Kaya'],
    ['Alici Adi Soyadi: Zeynep Kaya', 'Zeynep Kaya'],
    ['ALİCİ : Zeynep Kaya', 'Zeynep Kaya'],
    ['Yararlanıcı Adı Soyadı Zeynep Kaya', 'Zeynep Kaya'],
  ])('reads the recipient from %j', (line, name) => {
    expect(parseReceiptText(line).alici_ismi).toBe(name);
  });

  it('does not take a section heading for a name', () => {
    const fields = parseReceiptText('GÖNDEREN BİLGİLERİ\nALICI BİLGİLERİ\nAlıcı Banka: Akbank');
    expect(fields.gonderici_ismi).toBe(NOT_FOUND);
    expect(fields.alici_ismi).toBe(NOT_FOUND);
  });

  it('answers Bulunamadı for every field of a text without them', () => {
    expect(parseReceiptText('')).toEqual(emptyReceiptFields());
    expect(parseReceiptText('Merhaba dünya\nBu bir dekont değil')).toEqual(emptyReceiptFields());
  });

  it('reports an IBAN that fails the mod 97 check as Bulunamadı', () => {
    const wrongCheck = IBAN_B.replace(/^TR92/, 'TR93');
    expect(parseReceiptText(`Alıcı IBAN: ${spaced(wrongCheck)}`).alici_hesap).toBe(NOT_FOUND);
    expect(parseReceiptText(`Alıcı IBAN: ${spaced(IBAN_B).slice(0, -2)}`).alici_hesap).toBe(NOT_FOUND);
  });

  it('falls back to the only IBAN that is not the sender’s, and to the only date and time', () => {
    const text = `Gönderen IBAN: ${IBAN_A}\nHesap: ${IBAN_B}\nDüzenlenme 03.04.2025 saat bilgisi yok 10:15`;
    const fields = parseReceiptText(text);
    expect(fields.alici_hesap).toBe(IBAN_B);
    expect(fields.islem_tarihi).toBe('03.04.2025');
    expect(fields.islem_saati).toBe('10:15');
  });
});

describe('value readers', () => {
  it.each([
    ['1.234,56 TL', '1.234,56'],
    ['TL 1.234,56', '1.234,56'],
    ['₺1.234,56', '1.234,56'],
    ['1.234,56 TRY', '1.234,56'],
    ['TRY 1,234.56', '1.234,56'],
    ['250 TL', '250,00'],
    ['12.500', '12.500,00'],
    ['1234,5', '1.234,50'],
    ['1.234.567,89 TL', '1.234.567,89'],
    ['1 4.922,97 TL', '4.922,97'],
  ])('amount %j → %j', (text, amount) => {
    expect(readAmount(text)).toBe(amount);
  });

  it.each([
    ['₺ 2 .424, 2 7', '2.424,27'],
    ['1.150,5 0 TL', '1.150,50'],
    ['4 50,00 TL', '50,00'],
    [', 1.150,00 TL', '1.150,00'],
  ])('amount %j, its kuruş parted or one lone character before it → %j', (text, amount) => {
    expect(readAmount(text)).toBe(amount);
  });

  it.each([['₺ 3 , 8 1 2, 42'], ['₺ 2 , 947, 66'], ['₺ 4 , 7 67, 48'], ['₺ 3 . 812,42']])(
    'no amount in the pieces of a letter-spaced figure %j',
    (text) => {
      expect(readAmount(text)).toBeNull();
    },
  );

  it('no amount in text without a positive number', () => {
    expect(readAmount('TL')).toBeNull();
    expect(readAmount('0,00 TL')).toBeNull();
  });

  it.each([
    ['12.03.2025', '12.03.2025'],
    ['12/03/2025 14:35', '12.03.2025'],
    ['12-03-2025', '12.03.2025'],
    ['2025-03-12', '12.03.2025'],
    ['1.3.2025', '01.03.2025'],
    ['12 Mart 2025', '12.03.2025'],
    ['29 ŞUBAT 2024', '29.02.2024'],
  ])('date %j → %j', (text, date) => {
    expect(readDate(text)).toBe(date);
  });

  it('no date for impossible days', () => {
    expect(readDate('31.02.2025')).toBeNull();
    expect(readDate('12.13.2025')).toBeNull();
  });

  it.each([
    ['14:35:12', '14:35'],
    ['9:05', '09:05'],
    ['12.03.2025 / 23:59', '23:59'],
  ])('time %j → %j', (text, time) => {
    expect(readTime(text)).toBe(time);
  });

  it('no time from 24:00 or a date', () => {
    expect(readTime('24:00')).toBeNull();
    expect(readTime('12.03.2025')).toBeNull();
  });

  it('IBANs: spaces, lower case, letters an OCR reads for digits, and no guess between two', () => {
    expect(readIban(spaced(IBAN_A))).toBe(IBAN_A);
    expect(readIban(spaced(IBAN_A).toLowerCase())).toBe(IBAN_A);
    expect(readIban('TR82 OOO6 2OOO OOO1 2345 6789 O1')).toBe(IBAN_A);
    // 'S' stands for 5 or 8: only one of the readings passes mod 97.
    expect(readIban('TR080011101307410095823519'.replace(/^TR08/, 'TROS'))).toBe(
      'TR080011101307410095823519',
    );
    expect(readIban('TR82 0006 2000 0001 2345 6789')).toBeNull();
  });

  it('IBANs: a reading with a group of five inside it is no IBAN (a character too many)', () => {
    // An OCR read a group of four as five characters; its first 24 characters passed mod 97 by chance.
    expect(readIban('IBAN   YTR7L B0l1 1016 BilA4 6255 7013 60')).toBeNull();
    // What follows the IBAN after a space, a dash or a bracket is not part of it.
    expect(readIban(`${spaced(IBAN_A)} 13:35:42`)).toBe(IBAN_A);
    expect(readIban(`${IBAN_A}-5001`)).toBe(IBAN_A);
    expect(readIban(`(${IBAN_A})`)).toBe(IBAN_A);
    // Groups read together or parted, and what an OCR glued after the last group, change nothing.
    expect(readIban('TR82 00062000 0001 2345 6789 01')).toBe(IBAN_A);
    expect(readIban('TR82 0006 20 00 0001 2345 6789 01')).toBe(IBAN_A);
    expect(readIban(`${spaced(IBAN_A)}l`)).toBe(IBAN_A);
    expect(readIban(`${spaced(IBAN_A)}14.03.2025`)).toBe(IBAN_A);
  });

  it('names: single spaces, trimmed punctuation, no numbers or IBANs', () => {
    expect(readName('  Ayşe    Nur  Yılmaz |')).toBe('Ayşe Nur Yılmaz');
    expect(readName('Güneş Gıda A.Ş.')).toBe('Güneş Gıda A.Ş.');
    expect(readName('GÜNEŞ GIDA A;Ş.')).toBe('GÜNEŞ GIDA A.Ş.');
    expect(readName(IBAN_A)).toBeNull();
    expect(readName('1234567890')).toBeNull();
    expect(readName('AD SOYAD/UNVAN')).toBeNull();
    // Table rules read as letters around a name.
    expect(readName('i ŞEYMA IŞIL ÖZTÜRK')).toBe('ŞEYMA IŞIL ÖZTÜRK');
    expect(readName('| GÜLŞEN KOÇ li')).toBe('GÜLŞEN KOÇ');
    expect(readName('İlkay İnce')).toBe('İlkay İnce');
  });
});

describe('voteFields', () => {
  const reading = (fields: Partial<ReceiptFields>, confidence: FieldConfidence) => ({
    fields: { ...emptyReceiptFields(), ...fields },
    confidence,
  });

  it('keeps what one pass found and what the passes agree on', () => {
    const first = reading({ tutar: '300,00', alici_ismi: 'Ali Veli' }, { tutar: 0.9, alici_ismi: 0.8 });
    const second = reading({ tutar: '300,00', islem_saati: '10:00' }, { tutar: 0.7, islem_saati: 0.9 });
    const voted = voteFields([first, second]);
    expect(voted.fields).toMatchObject({ tutar: '300,00', alici_ismi: 'Ali Veli', islem_saati: '10:00' });
    expect(voted.confidence.tutar).toBeCloseTo(0.8);
  });

  it('answers Bulunamadı when passes disagree without a clear winner, the better one otherwise', () => {
    const a = reading({ alici_hesap: 'TR820006200000012345678901' }, { alici_hesap: 0.9 });
    const b = reading({ alici_hesap: 'TR920006400000112233445566' }, { alici_hesap: 0.85 });
    expect(voteFields([a, b]).fields.alici_hesap).toBe(NOT_FOUND);
    const weak = reading({ alici_hesap: 'TR920006400000112233445566' }, { alici_hesap: 0.3 });
    const voted = voteFields([a, weak]);
    expect(voted.fields.alici_hesap).toBe('TR820006200000012345678901');
    expect(voted.confidence.alici_hesap).toBeLessThan(0.9);
  });
});
