/**
 * An outside attack on older rules of the receipt reader, whose account is whose (names, times and labels
 * parted by '/' are in receiptOlderAttackLabels.test.ts): a party's account heading over its block, incoming
 * pages worded otherwise, a recipient heading under the holder's block. Each asserts the right value or
 * 'Bulunamadı' (rightOrEmpty), and the value a page plainly gives where it must read.
 */
import { describe, it } from 'vitest';
import { checkText, spaced as sp } from './receiptTestWords';

// Valid Turkish IBANs (mod 97 = 1): the sender's (or the holder's) and the recipient's (or the payer's).
const S = 'TR360001000123456789012345';
const R = 'TR780006200009876543210987';

describe("a sender's account heading ('Gönderen Hesabı', 'Hesabımdan') over a name and a bare 'IBAN': the IBAN is the sender's", () => {
  it("'Gönderen Hesabı' over 'Ad Soyad : …' and 'IBAN : …', the recipient named below without an account (wrong IBAN)", () => {
    checkText(
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
    checkText(
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
    checkText(
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
    checkText(
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

/** An incoming page: the holder was paid by the counterparty, whose account is never the recipient's. */
const incoming = (head: string[], extra: string[] = []) =>
  checkText(
    `
${head.join('\n')}
Hesap Sahibi   : AHMET YILMAZ
IBAN           : ${sp(S)}
Karşı Taraf    : FATMA ÖZTÜRK
Karşı IBAN     : ${sp(R)}
${extra.join('\n')}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
    { gonderici_ismi: 'FATMA ÖZTÜRK', alici_ismi: 'AHMET YILMAZ', alici_hesap: S, tutar: '1.150,00' },
  );

describe('incoming pages worded otherwise: the counterparty paid, its account is no recipient account (wrong IBANs)', () => {
  it("heading 'Hesabınıza Para Geldi'", () => incoming(['ÖRNEK BANK', 'Hesabınıza Para Geldi']));
  it("heading 'FAST ile Gelen İşlem'", () => incoming(['ÖRNEK BANK', 'FAST ile Gelen İşlem']));
  it("short notice line 'Hesabınıza havale gelmiştir.'", () =>
    incoming(['ÖRNEK BANK', 'İŞLEM BİLDİRİMİ', 'Hesabınıza havale gelmiştir.']));
  it("heading 'HESABA GİRİŞ (FAST)'", () => incoming(['ÖRNEK BANK HESAP HAREKETİ', 'HESABA GİRİŞ (FAST)']));
  it("'B/A : A' (a credit) beside '+1.150,00 TL'", () =>
    incoming(['HESAP HAREKET DETAYI'], ['B/A            : A', 'İşlem Tutarı   : +1.150,00 TL']));
  it("heading 'GELEN 7/24 FAST'", () => incoming(['ÖRNEK BANK', 'GELEN 7/24 FAST']));
});

describe('outgoing pages near the new incoming wordings stay outgoing', () => {
  const outgoing = (head: string[], extra: string[] = []) =>
    checkText(
      `
${head.join('\n')}
Gönderen       : AHMET YILMAZ
Gönderen IBAN  : ${sp(S)}
Karşı Taraf    : FATMA ÖZTÜRK
Karşı IBAN     : ${sp(R)}
${extra.join('\n')}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK', alici_hesap: R },
      ['alici_hesap'],
    );
  it("'B/A : B' (a debit)", () => outgoing(['HESAP HAREKET DETAYI'], ['B/A            : B']));
  it("a footer sentence 'Hesabınıza para geldiğinde size SMS ile bildirim gönderilir.'", () =>
    outgoing(['FAST DEKONTU'], ['Hesabınıza para geldiğinde size SMS ile bildirim gönderilir.']));
  it("'Açıklama : Hesabınıza havale gelmiştir'", () =>
    outgoing(['FAST DEKONTU'], ['Açıklama       : Hesabınıza havale gelmiştir']));
  it("'HESAPTAN ÇIKIŞ (FAST)'", () => outgoing(['HESAPTAN ÇIKIŞ (FAST)']));
  it("'Hesaba Giriş Tarihi : 24.11.2026' (the recipient's credit date)", () =>
    outgoing(['FAST DEKONTU'], ['Hesaba Giriş Tarihi : 24.11.2026']));
  it("'Alıcının hesabına para gelmiştir.'", () =>
    outgoing(['FAST DEKONTU'], ['Alıcının hesabına para gelmiştir.']));
});

describe("a recipient's heading below the holder's block ('Hesap Sahibi', then a bare 'IBAN' or 'Hesap No'): the holder's account is the sender's", () => {
  it("'Hesap Sahibi' and 'IBAN' over 'ALICI' with 'Ad Soyad' and 'IBAN' (lost IBAN)", () =>
    checkText(
      `
HAVALE DEKONTU
Hesap Sahibi   : AHMET YILMAZ
IBAN           : ${sp(S)}
ALICI
Ad Soyad       : FATMA ÖZTÜRK
IBAN           : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK', alici_hesap: R },
      ['alici_hesap'],
    ));

  it("'Hesap Sahibi' and 'Hesap No' over 'Alıcı Bilgileri' with a name and an IBAN line (lost name and IBAN)", () =>
    checkText(
      `
HAVALE DEKONTU
Hesap Sahibi   : AHMET YILMAZ
Hesap No       : ${sp(S)}
Alıcı Bilgileri
FATMA ÖZTÜRK
${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK', alici_hesap: R },
      ['alici_ismi', 'alici_hesap'],
    ));

  it("a deposit slip's 'IBAN' under 'Hesap Sahibi' with no recipient named stays the recipient's", () =>
    checkText(
      `
NAKİT YATIRMA DEKONTU
Hesap Sahibi   : FATMA ÖZTÜRK
IBAN           : ${sp(R)}
Yatıran        : AHMET YILMAZ
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { alici_hesap: R },
    ));
});

describe("a party's account heading alone on its line governs its block: a bare 'IBAN' under it past other lines is that party's", () => {
  const sender = (lines: string[]) =>
    checkText(
      `
GÜVEN BANK A.Ş.
EFT / FAST İŞLEM DEKONTU
${lines.join('\n')}
IBAN           : ${sp(S)}
Alıcı Adı      : FATMA ÖZTÜRK
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { alici_hesap: 'Bulunamadı', alici_ismi: 'FATMA ÖZTÜRK' },
      ['alici_hesap'],
    );
  it("'Gönderen Hesabı', 'Ad Soyad', 'Şube' (wrong IBAN)", () =>
    sender(['Gönderen Hesabı', 'Ad Soyad       : AHMET YILMAZ', 'Şube           : KADIKÖY']));
  it("'Gönderen Hesabı', a name, 'TCKN' (wrong IBAN)", () =>
    sender(['Gönderen Hesabı', 'AHMET YILMAZ', 'TCKN           : 12*******34']));
  it("'Hesabımdan', 'Müşteri No', 'Ad Soyad' (wrong IBAN)", () =>
    sender(['Hesabımdan', 'Müşteri No     : 12345678', 'Ad Soyad       : AHMET YILMAZ']));
  it("'Gönderen Hesabı', a name, a branch and an account type (wrong IBAN)", () =>
    sender(['Gönderen Hesabı', 'AHMET YILMAZ', 'KADIKÖY ŞUBESİ', 'Vadesiz TL Hesabı']));
  it("'Hesabımdan' over a name line and an unlabelled IBAN line (wrong IBAN)", () =>
    checkText(
      `
HAVALE DEKONTU
Hesabımdan
AHMET YILMAZ - Vadesiz TL
${sp(S)}
Alıcı Adı      : FATMA ÖZTÜRK
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { alici_hesap: 'Bulunamadı' },
      ['alici_hesap'],
    ));
  it("'Alıcı Hesabı' with its value beside it stays a label", () =>
    checkText(
      `
HAVALE DEKONTU
Gönderen       : AHMET YILMAZ
Alıcı Adı      : FATMA ÖZTÜRK
Alıcı Hesabı   : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { alici_hesap: R },
      ['alici_hesap'],
    ));
});
