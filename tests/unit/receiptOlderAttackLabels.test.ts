/**
 * An outside attack on older rules of the receipt reader, names, times and labels (the accounts are in
 * receiptOlderAttack.test.ts): branch lines under names, a known name under a details heading, dotted
 * times after a reference, labels parted by '/'. Each asserts the right value or 'Bulunamadı'
 * (rightOrEmpty), and the value a page plainly gives where it must read.
 */
import { describe, it } from 'vitest';
import { checkText, spaced as sp } from './receiptTestWords';

// Valid Turkish IBANs (mod 97 = 1): the sender's (or the holder's) and the recipient's (or the payer's).
const S = 'TR360001000123456789012345';
const R = 'TR780006200009876543210987';

describe("a branch's line is no person's name, and a title over 'A.Ş. KADIKÖY ŞUBESİ' keeps its company type", () => {
  it("'KADİR ÇELİK ŞUBESİ' under 'ALICI BİLGİLERİ' beside the sender's details (wrong name)", () => {
    checkText(
      `
FAST DEKONTU
GÖNDEREN BİLGİLERİ            ALICI BİLGİLERİ
AHMET YILMAZ                  KADİR ÇELİK ŞUBESİ
IBAN : ${sp(S)}   IBAN : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { alici_ismi: 'Bulunamadı', gonderici_ismi: 'AHMET YILMAZ' },
      ['alici_ismi'],
    );
  });

  it("'Alıcı : KADİR ÇELİK ŞUBESİ' (wrong name)", () => {
    checkText(
      `
EFT DEKONTU
Gönderen       : AHMET YILMAZ
Alıcı          : KADİR ÇELİK ŞUBESİ
Alıcı IBAN     : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { alici_ismi: 'Bulunamadı', alici_hesap: R },
      ['alici_ismi'],
    );
  });

  it("'… SANAYİ VE TİCARET' over 'A.Ş. KADIKÖY ŞUBESİ' after 'Alıcı :' (cut title)", () => {
    checkText(
      `
EFT DEKONTU
Gönderen       : AHMET YILMAZ
Alıcı          : ÖZTÜRK GIDA SANAYİ VE TİCARET
                 A.Ş. KADIKÖY ŞUBESİ
Alıcı IBAN     : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { alici_ismi: 'ÖZTÜRK GIDA SANAYİ VE TİCARET A.Ş.' },
    );
  });

  it("'… ÜRETİM VE TİCARET' over 'A.Ş. KADIKÖY ŞUBESİ' under 'Alıcı' (cut title)", () => {
    checkText(
      `
EFT DEKONTU
Gönderen
AHMET YILMAZ
Alıcı
KARADENİZ ENERJİ ÜRETİM VE TİCARET
A.Ş. KADIKÖY ŞUBESİ
${sp(R)}
Tutar
1.150,00 TL
İşlem Tarihi
24.11.2026 14:35
`,
      { alici_ismi: 'KARADENİZ ENERJİ ÜRETİM VE TİCARET A.Ş.' },
    );
  });
});

describe("a dotted figure after the date under a label naming a reference or a number ('Tarih / Ref', 'Tarih-No') may be the reference: no time", () => {
  const page = (line: string) => `
FAST DEKONTU
Gönderen       : AHMET YILMAZ
Alıcı          : FATMA ÖZTÜRK
Alıcı IBAN     : ${sp(R)}
Tutar          : 1.150,00 TL
${line}
`;
  it("'Tarih / Ref : 24.11.2026 - 12.34' (wrong time)", () =>
    checkText(
      page('Tarih / Ref    : 24.11.2026 - 12.34'),
      { islem_tarihi: '24.11.2026', islem_saati: 'Bulunamadı' },
      ['islem_saati'],
    ));
  it("'Tarih-No : 24.11.2026-00.17' (wrong time)", () =>
    checkText(
      page('Tarih-No       : 24.11.2026-00.17'),
      { islem_tarihi: '24.11.2026', islem_saati: 'Bulunamadı' },
      ['islem_saati'],
    ));
  it("'Tarih / Saat : 24.11.2026 - 12.34' keeps its time", () =>
    checkText(
      page('Tarih / Saat   : 24.11.2026 - 12.34'),
      { islem_tarihi: '24.11.2026', islem_saati: '12:34' },
      ['islem_tarihi', 'islem_saati'],
    ));
  it("'İşlem Tarihi : 24.11.2026 14.35' keeps its time", () =>
    checkText(
      page('İşlem Tarihi   : 24.11.2026 14.35'),
      { islem_tarihi: '24.11.2026', islem_saati: '14:35' },
      ['islem_tarihi', 'islem_saati'],
    ));
});

describe("labels parted by '/' in one cell over a value not parted alike: no field's value", () => {
  it("'Masraf / Tutar : 5,00 TL' over '1.150,00 TL' (wrong amount)", () =>
    checkText(
      `
FAST DEKONTU
Gönderen       : AHMET YILMAZ
Alıcı          : FATMA ÖZTÜRK
Alıcı IBAN     : ${sp(R)}
Masraf / Tutar : 5,00 TL
                 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { tutar: '1.150,00', alici_hesap: R },
      ['alici_hesap'],
    ));

  it("'Gönderen / Alıcı : AHMET YILMAZ' over 'FATMA ÖZTÜRK' (the sender given as the recipient)", () =>
    checkText(
      `
FAST DEKONTU
Gönderen / Alıcı : AHMET YILMAZ
                   FATMA ÖZTÜRK
Alıcı IBAN     : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK', tutar: '1.150,00' },
      ['tutar'],
    ));

  it("'Gönderen / Alıcı' alone over two name lines (the sender given as the recipient)", () =>
    checkText(
      `
FAST DEKONTU
Gönderen / Alıcı
AHMET YILMAZ
FATMA ÖZTÜRK
Alıcı IBAN     : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK' },
    ));

  it("'Gönderen / Alıcı : AHMET YILMAZ / FATMA ÖZTÜRK' pairs by order", () =>
    checkText(
      `
FAST DEKONTU
Gönderen / Alıcı : AHMET YILMAZ / FATMA ÖZTÜRK
Alıcı IBAN     : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK' },
      ['gonderici_ismi', 'alici_ismi'],
    ));

  it("'Alıcı Adı / IBAN : FATMA ÖZTÜRK / TR78 …' pairs the name and the recipient's account", () =>
    checkText(
      `
FAST DEKONTU
Gönderen       : AHMET YILMAZ
Alıcı Adı / IBAN : FATMA ÖZTÜRK / ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { alici_ismi: 'FATMA ÖZTÜRK', alici_hesap: R },
      ['alici_ismi', 'alici_hesap'],
    ));

  it("'Gönderen / IBAN : AHMET YILMAZ / TR36 …': the IBAN is the sender's", () =>
    checkText(
      `
FAST DEKONTU
Gönderen / IBAN : AHMET YILMAZ / ${sp(S)}
Alıcı          : FATMA ÖZTÜRK
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_hesap: 'Bulunamadı' },
      ['gonderici_ismi', 'alici_hesap'],
    ));

  for (const line of [`Alıcı / Lehtar IBAN : ${sp(R)}`, `Alıcı IBAN / Hesap Numarası : ${sp(R)}`])
    it(`one party's labels of one thing keep their value: '${line.slice(0, 28)}…'`, () =>
      checkText(
        `
FAST DEKONTU
Gönderen       : AHMET YILMAZ
Alıcı          : FATMA ÖZTÜRK
${line}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
        { alici_hesap: R },
        ['alici_hesap'],
      ));

  it("'Tarih / Saat : 24.11.2026 / 14:35' keeps its date and time", () =>
    checkText(
      `
FAST DEKONTU
Gönderen       : AHMET YILMAZ
Alıcı          : FATMA ÖZTÜRK
Tutar          : 1.150,00 TL
Tarih / Saat : 24.11.2026 / 14:35
`,
      { islem_tarihi: '24.11.2026', islem_saati: '14:35' },
      ['islem_tarihi', 'islem_saati'],
    ));
});

describe("a known person's name under a party's details header ('ALICI BİLGİLERİ')", () => {
  it("'ALİ VELİ' under 'ALICI BİLGİLERİ' beside the sender's details (lost name)", () =>
    checkText(
      `
FAST DEKONTU
GÖNDEREN BİLGİLERİ            ALICI BİLGİLERİ
AHMET YILMAZ                  ALİ VELİ
IBAN : ${sp(S)}   IBAN : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'ALİ VELİ', alici_hesap: R },
      ['alici_ismi', 'alici_hesap'],
    ));

  it("'ALICI BİLGİLERİ' alone on its line over 'ALİ VELİ' and a bare 'IBAN' (lost name)", () =>
    checkText(
      `
FAST DEKONTU
GÖNDEREN BİLGİLERİ
AHMET YILMAZ
IBAN           : ${sp(S)}
ALICI BİLGİLERİ
ALİ VELİ
IBAN           : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'ALİ VELİ', alici_hesap: R },
      ['gonderici_ismi', 'alici_ismi', 'alici_hesap'],
    ));

  it("'ALICI BİLGİLERİ' alone on its line over a branch's line is no name", () =>
    checkText(
      `
FAST DEKONTU
GÖNDEREN BİLGİLERİ
AHMET YILMAZ
ALICI BİLGİLERİ
KADIKÖY ŞUBESİ
Ad Soyad       : FATMA ÖZTÜRK
IBAN           : ${sp(R)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`,
      { gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK', alici_hesap: R },
    ));
});
