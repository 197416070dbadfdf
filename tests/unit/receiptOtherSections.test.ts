/**
 * A numbered heading naming a party's details ('1. ALICI BİLGİLERİ') heads that party's section on any
 * form, and the account to be debited ('2. BORÇLANDIRILACAK HESAP') is the sender's.
 */
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, parseReceiptText } from '../../server/receiptAnalysis/receiptParser';
import { RECIPIENT_IBAN as R, SENDER_IBAN as S, spaced } from './receiptTestWords';

const tail = `Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`;

describe('numbered sections of a form', () => {
  it("the recipient's bare 'IBAN' inside its own section is still read", () => {
    const fields = parseReceiptText(`1. ALICI BİLGİLERİ
Ad Soyad / Ticari Unvan : MEHMET KAYA
IBAN : ${spaced(R)}
2. ÖDEME BİLGİLERİ
Ödeyen : AYŞE YILMAZ
${tail}`);
    expect(fields.alici_hesap).toBe(R);
    expect(fields.alici_ismi).toBe('MEHMET KAYA');
  });

  it("the account to be debited is the sender's, its heading numbered like the recipient's", () => {
    const fields = parseReceiptText(`1. ALICI
Ad Soyad / Ticari Unvan
MEHMET KAYA
2. BORÇLANDIRILACAK HESAP
IBAN
${spaced(S)}
Müşteri : AYŞE YILMAZ
${tail}`);
    expect(fields.alici_hesap).toBe(NOT_FOUND);
    expect(fields.alici_ismi).toBe('MEHMET KAYA');
  });

  it("an unnumbered transaction section under the parties' sections ends the recipient's", () => {
    const fields = parseReceiptText(`GÖNDEREN BİLGİLERİ
Ad Soyad : AYŞE YILMAZ
ALICI BİLGİLERİ
Ad Soyad : MEHMET KAYA
IBAN : ${spaced(R)}
İŞLEM BİLGİLERİ
Masraf Hesabı IBAN : TR14 0001 0000 0099 8877 6655 44
${tail}`);
    expect(fields.alici_hesap).toBe(R);
    expect(fields.gonderici_ismi).toBe('AYŞE YILMAZ');
  });
});
