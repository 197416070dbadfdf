/**
 * Outgoing transfer pages that mention 'gelen' or 'alacak' away from the transaction's type (a footer, a
 * description, a status, a code): they are no incoming pages, so 'Karşı …' stays the recipient. From an
 * outside attack on the incoming-page rule.
 */
import { describe, it } from 'vitest';
import { checkText, spaced as sp } from './receiptTestWords';

// Valid Turkish IBANs (mod 97 = 1): the sender's and the recipient's.
const S = 'TR360001000123456789012345';
const R = 'TR780006200009876543210987';

describe("outgoing pages that mention 'gelen' or 'alacak' elsewhere (footer, description, status, code): the page is taken as incoming", () => {
  it("footer 'Gelen FAST işlemleriniz için…' (lost)", () => {
    checkText(
      `
Gönderen       : AHMET YILMAZ
Gönderen IBAN  : ${sp(S)}
Karşı Hesap    : FATMA ÖZTÜRK
Karşı IBAN     : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
Gelen FAST işlemleriniz için bildirim ayarlarınızı kontrol ediniz.
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK', alici_hesap: R },
      // 'Karşı Hesap' alone labels an account, so the name beside it is not read; the IBAN must be.
      ['alici_hesap'],
    );
  });

  it("'GİDEN EFT' page with 'Bakiye Türü : ALACAK BAKİYE' (wrong)", () => {
    checkText(
      `
GİDEN EFT
Hesap Sahibi   : AHMET YILMAZ
Hesap No       : ${sp(S)}
Karşı Taraf    : FATMA ÖZTÜRK
Karşı IBAN     : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
Bakiye Türü    : ALACAK BAKİYE
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK', alici_hesap: R },
      ['alici_ismi', 'alici_hesap'],
    );
  });

  it("'GİDEN FAST' page, footer '(Alacak dekontu alıcıya iletilir)' (wrong)", () => {
    checkText(
      `
GİDEN FAST
Hesap Sahibi   : AHMET YILMAZ
Karşı Taraf    : FATMA ÖZTÜRK
Karşı IBAN     : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
Dekontunuz Gelen Kutusu'na ve e-posta adresinize gönderilmiştir (Alacak dekontu alıcıya iletilir)
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK', alici_hesap: R },
      ['alici_ismi', 'alici_hesap'],
    );
  });

  it("footer note 'Alıcı hesabına (Alacak) kaydı…' (lost)", () => {
    checkText(
      `
Gönderen       : AHMET YILMAZ
Karşı Taraf    : FATMA ÖZTÜRK
Karşı IBAN     : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
Not: Alıcı hesabına (Alacak) kaydı aynı gün yapılır.
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK', alici_hesap: R },
      ['gonderici_ismi', 'alici_ismi', 'alici_hesap'],
    );
  });

  it("'GİDEN FAST' page, 'Açıklama : kira gelen para iadesi' (lost)", () => {
    checkText(
      `
GİDEN FAST İŞLEMİ
Gönderen Adı   : AHMET YILMAZ
Karşı Hesap Adı: FATMA ÖZTÜRK
Karşı IBAN     : ${sp(R)}
Açıklama       : kira gelen para iadesi
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK', alici_hesap: R },
      ['gonderici_ismi', 'alici_ismi', 'alici_hesap'],
    );
  });

  it("'GİDEN HAVALE' page, 'Açıklama : GELEN HAVALE İADESİ' (wrong)", () => {
    checkText(
      `
GİDEN HAVALE
Hesap Sahibi   : AHMET YILMAZ
Karşı Taraf    : FATMA ÖZTÜRK
Karşı IBAN     : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
Açıklama       : GELEN HAVALE İADESİ
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK', alici_hesap: R },
      ['alici_ismi', 'alici_hesap'],
    );
  });

  it("'GİDEN FAST' page, status 'Karşı bankadan gelen onay: ALACAK KAYDEDİLDİ' (lost)", () => {
    checkText(
      `
GİDEN FAST
Gönderen       : AHMET YILMAZ
Karşı Taraf    : FATMA ÖZTÜRK
Karşı IBAN     : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
Durum          : Karşı bankadan gelen onay: ALACAK KAYDEDİLDİ
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK', alici_hesap: R },
      ['gonderici_ismi', 'alici_ismi', 'alici_hesap'],
    );
  });

  it("'GİDEN HAVALE' page, 'İşlem Kodu : HAVALE GELEN-GİDEN 041' (wrong)", () => {
    checkText(
      `
GİDEN HAVALE
Hesap Sahibi   : AHMET YILMAZ
Karşı Taraf    : FATMA ÖZTÜRK
Karşı IBAN     : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
İşlem Kodu     : HAVALE GELEN-GİDEN 041
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK', alici_hesap: R },
      ['alici_ismi', 'alici_hesap'],
    );
  });
});
