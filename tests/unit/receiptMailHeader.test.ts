import { describe, expect, it } from 'vitest';
import { NOT_FOUND, parseReceiptText } from '../../server/receiptAnalysis/receiptParser';
import { RECIPIENT_IBAN, rightOrEmpty, spaced } from './receiptTestWords';

describe("a name holding a web or e-mail address, or a bank's name", () => {
  it.each([
    'Akbank bilgilendirmedakbank.com',
    'Ayşe Yılmaz ayse.yilmaz@gmail.com',
    'Ayşe Yılmaz www.ayseyilmaz',
    'Mehmet Kaya mehmetkaya.com.tr',
    'Akbank Bilgilendirme',
    'DENİZBANK Müşteri Hizmetleri',
  ])("'%s' is no party's name", (value) => {
    const fields = parseReceiptText(
      [`Gönderen : ${value}`, `Alıcı : ${value}`, 'Tutar : 100,00 TL'].join('\n'),
    );
    expect(fields.gonderici_ismi).toBe(NOT_FOUND);
    expect(fields.alici_ismi).toBe(NOT_FOUND);
  });
});

describe("a mail's header ('Kimden:' / 'Kime:' followed by an e-mail address)", () => {
  const mail = (from: string, to: string) =>
    [
      'Gmail · ilknur.sahin@gmail.com',
      'Para Transferi Bilgilendirmesi',
      `Kimden: ${from}`,
      `Kime: ${to}`,
      'Tarih: 12 Mart 2025 Çarşamba 10:15',
      'Sayın İLKNUR ŞAHİN,',
      'Alıcı Adı     Mehmet Öztürk',
      `Alıcı IBAN    ${spaced(RECIPIENT_IBAN)}`,
      'Tutar         1.500,00 TL',
    ].join('\n');

  it("names neither party of the transfer: the mail's sender is not the transfer's", () => {
    for (const [from, to] of [
      ['Ahmet Yılmaz <ahmet.yilmaz@gmail.com>', 'Ayşe Kaya <ayse.kaya@gmail.com>'],
      // The address in a cell of its own, apart from the name.
      ['Ahmet Yılmaz      <ahmet.yilmaz@gmail.com>', 'Ayşe Kaya      ayse.kaya@gmail.com'],
    ]) {
      const fields = parseReceiptText(mail(from, to));
      expect(fields.gonderici_ismi, from).toBe(NOT_FOUND);
      expect(fields.alici_ismi).toBe('Mehmet Öztürk');
      expect(fields.alici_hesap).toBe(RECIPIENT_IBAN);
    }
  });

  it("gives no sender from the bank's address as an OCR read it ('Akbank bilgilendirmedakbank.com')", () => {
    const fields = parseReceiptText(mail('Akbank bilgilendirmedakbank.com', 'ilknur.sahin@gmail.com'));
    rightOrEmpty(fields.gonderici_ismi, 'İLKNUR ŞAHİN');
    expect(fields.alici_ismi).toBe('Mehmet Öztürk');
  });
});
