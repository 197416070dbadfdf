import { describe, expect, it } from 'vitest';
import { parseReceiptText } from '../../server/receiptAnalysis/receiptParser';

// Valid Turkish IBANs (mod 97 = 1).
const SENDER_IBAN = 'TR820006200000012345678901';
const RECIPIENT_IBAN = 'TR920006400000112233445566';

describe('label variants: a party word and its qualifier', () => {
  it('reads genitive party words, hyphenated and "ve" name labels and a qualifier with its own colon', () => {
    const text = [
      'Gönderenin Adı-Soyadı : Ayşe Yılmaz',
      `Gönderen IBAN : ${SENDER_IBAN}`,
      'Alıcının Adı ve Soyadı : Mehmet Öztürk',
      `Alıcı Hesap IBAN : ${RECIPIENT_IBAN}`,
      'Aktarılan Tutar : 1.500,00 TL',
      'Gerçekleşme Tarihi : 02.01.2025 10:15',
    ].join('\n');
    expect(parseReceiptText(text)).toEqual({
      gonderici_ismi: 'Ayşe Yılmaz',
      alici_ismi: 'Mehmet Öztürk',
      alici_hesap: RECIPIENT_IBAN,
      tutar: '1.500,00',
      islem_tarihi: '02.01.2025',
      islem_saati: '10:15',
    });
  });

  it("never takes a qualifier ('Kişi', 'Hesap Sahibi') for the name", () => {
    const text = ['Gönderen Kişi: Ayşe Yılmaz', 'Alıcı Hesap Sahibi   Mehmet Öztürk'].join('\n');
    const fields = parseReceiptText(text);
    expect(fields.gonderici_ismi).toBe('Ayşe Yılmaz');
    expect(fields.alici_ismi).toBe('Mehmet Öztürk');
  });

  it('takes the transaction date, not the value date, from "Date & Time" labels', () => {
    const text = ['Value Date: 05.01.2025', 'Date & Time: 03.01.2025 09:30'].join('\n');
    const fields = parseReceiptText(text);
    expect(fields.islem_tarihi).toBe('03.01.2025');
    expect(fields.islem_saati).toBe('09:30');
  });

  it("reads 'Kimden' / 'Kime', 'Havale Eden' / 'Havale Edilen', 'Gönderilen Kişi' and 'Hesap Adı' labels", () => {
    const expected = {
      gonderici_ismi: 'Ayşe Yılmaz',
      alici_ismi: 'Mehmet Öztürk',
      alici_hesap: RECIPIENT_IBAN,
    };
    const tail = ['Tutar: 1.500,00 TL', 'Tarih: 02.01.2025 10:15'];
    for (const [sender, recipient, account] of [
      ['Kimden', 'Kime', 'IBAN'],
      ['Havale Eden', 'Havale Edilen', 'Alıcı IBAN'],
      ['Gönderen Kişi', 'Gönderilen Kişi', 'Gönderilen IBAN'],
      ['Gönderen Hesap Adı', 'Alıcı Hesap Adı', 'Alıcı Hesap No'],
    ]) {
      const text = [
        `${sender}: Ayşe Yılmaz`,
        `${recipient}: Mehmet Öztürk`,
        `${account}: ${RECIPIENT_IBAN}`,
        ...tail,
      ].join('\n');
      expect(parseReceiptText(text), sender).toMatchObject(expected);
    }
  });
});

describe("'Kimden' / 'Kime' over a party's box", () => {
  it('give the box their party, so its bare name and IBAN labels say whose they are', () => {
    const text = [
      'Kimden',
      'Ad Soyad: Ayşe Yılmaz',
      `IBAN: ${SENDER_IBAN}`,
      'Kime',
      'Ad Soyad: Mehmet Öztürk',
      `IBAN: ${RECIPIENT_IBAN}`,
      'Tutar: 1.500,00 TL',
      'Tarih: 02.01.2025 10:15',
    ].join('\n');
    const fields = parseReceiptText(text);
    expect(fields.gonderici_ismi).toBe('Ayşe Yılmaz');
    expect(fields.alici_ismi).toBe('Mehmet Öztürk');
    expect(fields.alici_hesap).toBe(RECIPIENT_IBAN);
  });

  it("stay labels when their value is beside them ('Kime: Mehmet Öztürk')", () => {
    const text = ['Kimden: Ayşe Yılmaz', 'Kime: Mehmet Öztürk', `IBAN: ${RECIPIENT_IBAN}`].join('\n');
    const fields = parseReceiptText(text);
    expect(fields.gonderici_ismi).toBe('Ayşe Yılmaz');
    expect(fields.alici_ismi).toBe('Mehmet Öztürk');
    expect(fields.alici_hesap).toBe(RECIPIENT_IBAN);
  });
});

describe('a fee named after the transfer it is charged for', () => {
  const wallet = (fee: string) =>
    [
      'Örnek Yazılım Ltd. Şti. kişisine gönderdin',
      '₺2.450,00',
      'Kimden',
      'Gülizar Şahin',
      'Kime',
      'Örnek Yazılım Ltd. Şti.',
      fee,
      '₺0,00',
      'Not',
      'Sipariş ödemesi',
    ].join('\n');

  it.each(['Gönderim ücreti', 'EFT Masrafı', 'Havale Komisyonu', 'Transfer Ücreti'])(
    "keeps the fee under '%s' out of an unlabelled amount",
    (fee) => {
      expect(parseReceiptText(wallet(fee)).tutar).toBe('2.450,00');
    },
  );

  it('is no amount beside a transfer told in a sentence', () => {
    const text = [
      'Hesabınızdan Mehmet Öztürk adına 1.150,00 TL gönderilmiştir.',
      'FAST Masrafı : 5,00 TL',
    ].join('\n');
    expect(parseReceiptText(text).tutar).toBe('1.150,00');
  });
});
