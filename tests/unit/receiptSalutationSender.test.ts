import { describe, expect, it } from 'vitest';
import { NOT_FOUND, parseReceiptText } from '../../server/receiptAnalysis/receiptParser';
import { RECIPIENT_IBAN, spaced } from './receiptTestWords';

/** A bank's notice to its customer: the salutation over a sentence telling what was done. */
const notice = (salutation: string, sentence: string, extra: string[] = []) =>
  [
    'AKBANK',
    salutation,
    sentence,
    'Kılıç adına 1.830,64 TL tutarında FAST işlemi gerçekleştirilmiştir.',
    'Alıcı Adı   Tarık Kılıç',
    `Alıcı IBAN   ${spaced(RECIPIENT_IBAN)}`,
    'Tutar   1.830,64 TL',
    ...extra,
  ].join('\n');

const FROM_YOURS = '12.09.2026 22:04 tarihinde TR16 **** 3559 73 IBANlı hesabınızdan Tarık';

describe("a notice's salutation ('Sayın İLKNUR ŞAHİN,') over a transfer from the addressee's account", () => {
  it("names the sender: the addressee's account ('hesabınızdan') paid", () => {
    const fields = parseReceiptText(notice('Sayın İLKNUR ŞAHİN,', FROM_YOURS));
    expect(fields.gonderici_ismi).toBe('İLKNUR ŞAHİN');
    expect(fields.alici_ismi).toBe('Tarık Kılıç');
  });

  it('names no one for money paid in, a customer greeted as such, or beside a sender labelled', () => {
    const into = '12.09.2026 22:04 tarihinde hesabınıza Tarık';
    expect(parseReceiptText(notice('Sayın İLKNUR ŞAHİN,', into)).gonderici_ismi).toBe(NOT_FOUND);
    expect(parseReceiptText(notice('Sayın Müşterimiz,', FROM_YOURS)).gonderici_ismi).toBe(NOT_FOUND);
    const labelled = notice('Sayın İLKNUR ŞAHİN,', FROM_YOURS, ['Gönderen   AYŞE KAYA']);
    expect(parseReceiptText(labelled).gonderici_ismi).toBe('AYŞE KAYA');
    const farBelow = notice('Sayın İLKNUR ŞAHİN,', 'Bilgilerinize sunarız.', ['', '', '', FROM_YOURS]);
    expect(parseReceiptText(farBelow).gonderici_ismi).toBe(NOT_FOUND);
  });
});
