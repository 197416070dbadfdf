/**
 * An outside attack on older rules of the receipt reader: a sender's account heading over a name line and
 * a bare 'IBAN', incoming pages worded otherwise, branch lines under names, dotted times after a reference,
 * labels parted by '/', a recipient heading under the holder's block. Each asserts the right value or
 * 'Bulunamadı' (rightOrEmpty), and the value a page plainly gives where it must read.
 */
import { describe, expect, it } from 'vitest';
import { parseReceiptText } from '../../server/receiptAnalysis/receiptParser';
import { rightOrEmpty, spaced as sp } from './receiptTestWords';

// Valid Turkish IBANs (mod 97 = 1): the sender's (or the holder's) and the recipient's (or the payer's).
const S = 'TR360001000123456789012345';
const R = 'TR780006200009876543210987';

type Fields = Record<string, string>;

/** Fields in `mustRead` must read exactly; every other field of `want` is right or empty. */
const check = (text: string, want: Fields, mustRead: string[] = []) => {
  const fields = parseReceiptText(text) as unknown as Fields;
  for (const [field, right] of Object.entries(want))
    if (mustRead.includes(field)) expect(fields[field], field).toBe(right);
    else rightOrEmpty(fields[field], right);
};

describe("a sender's account heading ('Gönderen Hesabı', 'Hesabımdan') over a name and a bare 'IBAN': the IBAN is the sender's", () => {
  it("'Gönderen Hesabı' over 'Ad Soyad : …' and 'IBAN : …', the recipient named below without an account (wrong IBAN)", () => {
    check(
      `
GÜVEN BANK A.Ş.
EFT / FAST İŞLEM DEKONTU
Gönderen Hesabı
Ad Soyad       : AHMET YILMAZ
IBAN           : ${sp(S)}
Alıcı Adı      : FATMA ÖZTÜRK
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { alici_hesap: 'Bulunamadı', alici_ismi: 'FATMA ÖZTÜRK', tutar: '1.150,00' },
      ['alici_hesap'],
    );
  });

  it("'Hesabımdan' over 'Ad Soyad : …' and 'IBAN : …' (wrong IBAN)", () => {
    check(
      `
HAVALE DEKONTU
Hesabımdan
Ad Soyad       : AHMET YILMAZ
IBAN           : ${sp(S)}
Alıcı Adı Soyadı : FATMA ÖZTÜRK
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { alici_hesap: 'Bulunamadı', alici_ismi: 'FATMA ÖZTÜRK' },
      ['alici_hesap'],
    );
  });

  it("'Gönderen Hesabı' over a name line and a bare 'IBAN', a recipient's block below: the recipient's IBAN", () => {
    check(
      `
GÜVEN BANK A.Ş.
EFT / FAST İŞLEM DEKONTU
Gönderen Hesabı
AHMET YILMAZ
IBAN           : ${sp(S)}
Alıcı Bilgileri
FATMA ÖZTÜRK
IBAN           : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { alici_hesap: R, alici_ismi: 'FATMA ÖZTÜRK' },
      ['alici_hesap'],
    );
  });

  it("'Hesabımdan' over a name line and a bare 'IBAN', then 'Alıcı Hesabı' over the recipient's", () => {
    check(
      `
HAVALE DEKONTU
Hesabımdan
AHMET YILMAZ
IBAN           : ${sp(S)}
Alıcı Hesabı
FATMA ÖZTÜRK
IBAN           : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { alici_hesap: R, alici_ismi: 'FATMA ÖZTÜRK' },
      ['alici_hesap'],
    );
  });
});
