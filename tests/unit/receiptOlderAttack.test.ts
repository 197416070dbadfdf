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

/** An incoming page: the holder was paid by the counterparty, whose account is never the recipient's. */
const incoming = (head: string[], extra: string[] = []) =>
  check(
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
  it("short notice line 'Hesabınıza 1.150,00 TL gelmiştir.'", () =>
    incoming(['ÖRNEK BANK', 'Hesabınıza 1.150,00 TL gelmiştir.']));
  it("title 'EFT ALACAK DEKONTU'", () => incoming(['ÖRNEK BANK', 'EFT ALACAK DEKONTU']));
});

describe('outgoing pages near the new incoming wordings stay outgoing', () => {
  const outgoing = (head: string[], extra: string[] = []) =>
    check(
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
  it("'BORÇ DEKONTU' with a footer 'Alacak dekontu alıcıya iletilir.'", () =>
    outgoing(['EFT BORÇ DEKONTU'], ['Alacak dekontu alıcıya iletilir.']));
  it("'İade halinde tutar hesabınıza aktarılır.'", () =>
    outgoing(['FAST DEKONTU'], ['İade halinde tutar hesabınıza aktarılır.']));
  it("'Alıcının hesabına para gelmiştir.'", () =>
    outgoing(['FAST DEKONTU'], ['Alıcının hesabına para gelmiştir.']));
});

describe("a branch's line is no person's name, and a title over 'A.Ş. KADIKÖY ŞUBESİ' keeps its company type", () => {
  it("'KADİR ÇELİK ŞUBESİ' under 'ALICI BİLGİLERİ' beside the sender's details (wrong name)", () => {
    check(
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
    check(
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
    check(
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
    check(
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
    check(
      page('Tarih / Ref    : 24.11.2026 - 12.34'),
      { islem_tarihi: '24.11.2026', islem_saati: 'Bulunamadı' },
      ['islem_saati'],
    ));
  it("'Tarih-No : 24.11.2026-00.17' (wrong time)", () =>
    check(
      page('Tarih-No       : 24.11.2026-00.17'),
      { islem_tarihi: '24.11.2026', islem_saati: 'Bulunamadı' },
      ['islem_saati'],
    ));
  it("'Tarih / Saat : 24.11.2026 - 12.34' keeps its time", () =>
    check(page('Tarih / Saat   : 24.11.2026 - 12.34'), { islem_tarihi: '24.11.2026', islem_saati: '12:34' }, [
      'islem_tarihi',
      'islem_saati',
    ]));
  it("'İşlem Tarihi : 24.11.2026 14.35' keeps its time", () =>
    check(page('İşlem Tarihi   : 24.11.2026 14.35'), { islem_tarihi: '24.11.2026', islem_saati: '14:35' }, [
      'islem_tarihi',
      'islem_saati',
    ]));
});

describe("labels parted by '/' in one cell over a value not parted alike: no field's value", () => {
  it("'Masraf / Tutar : 5,00 TL' over '1.150,00 TL' (wrong amount)", () =>
    check(
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
    check(
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
    check(
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
    check(
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
    check(
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
    check(
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
      check(
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
    check(
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

describe("a recipient's heading below the holder's block ('Hesap Sahibi', then a bare 'IBAN' or 'Hesap No'): the holder's account is the sender's", () => {
  it("'Hesap Sahibi' and 'IBAN' over 'ALICI' with 'Ad Soyad' and 'IBAN' (lost IBAN)", () =>
    check(
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
    check(
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
    check(
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

describe("a known person's name under a party's details header ('ALICI BİLGİLERİ')", () => {
  it("'ALİ VELİ' under 'ALICI BİLGİLERİ' beside the sender's details (lost name)", () =>
    check(
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
    check(
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
    check(
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

describe("a party's account heading alone on its line governs its block: a bare 'IBAN' under it past other lines is that party's", () => {
  const sender = (lines: string[]) =>
    check(
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
    check(
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
    check(
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
