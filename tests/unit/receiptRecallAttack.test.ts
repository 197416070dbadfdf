/**
 * Text-PDF receipts, designed apart from the reader's corpus, on which a field is plainly printed but the
 * reader answers 'Bulunamadı' (or a cut company title). Each asserts what a staffer reads on the page.
 * These fail on purpose: they show where the reader's rules leave a field empty that it could fill.
 */
import { describe, expect, it } from 'vitest';
import { parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { spaced as sp, wordRow as row } from './receiptTestWords';

// Valid Turkish IBANs (mod 97 = 1): the sender's, a recipient's, and a Garanti account whose IBAN holds
// branch 1234 and account 6789012 with zeros between ('…2000 1234 0006 7890 12').
const S = 'TR360001000123456789012345';
const R2 = 'TR780006200009876543210987';
const G = 'TR930006200012340006789012';

/** An IBAN as apps print the sender's: its first and last digits shown. */
const mask = (iban: string) =>
  `${iban.slice(0, 4)} **** **** **** **** ${iban.slice(-4, -2)} ${iban.slice(-2)}`;

describe("a label's leftover words before a column of aligned colons are taken for the value (the value after ': ' is lost)", () => {
  it("'Gönderen Hesap Sahibi Adı   : …' / 'Alıcı Hesap Sahibi Adı   : …'", () => {
    expect(
      parseReceiptText(`
Gönderen Hesap Sahibi Adı   : AHMET YILMAZ
Alıcı Hesap Sahibi Adı      : FATMA ÖZTÜRK
Alıcı IBAN                  : ${sp(R2)}
Tutar                       : 1.150,00 TL
İşlem Tarihi                : 24.11.2026 14:35
`),
    ).toMatchObject({ gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK' });
  });

  it("'Alıcı Kişi/Kurum   : …' (a name label ending in 'Kişi/Kurum')", () => {
    expect(
      parseReceiptText(`
Gönderen Kişi/Kurum      : AHMET YILMAZ
Alıcı Kişi/Kurum         : FATMA ÖZTÜRK
Alıcı IBAN               : ${sp(R2)}
Tutar                    : 1.150,00 TL
İşlem Tarihi             : 24.11.2026 14:35
`),
    ).toMatchObject({ gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK' });
  });

  it("'Alıcı (Ad Soyad)   : …' (the label's kind in brackets)", () => {
    expect(
      parseReceiptText(`
Gönderen (Ad Soyad)   : AHMET YILMAZ
Alıcı (Ad Soyad)      : FATMA ÖZTÜRK
Alıcı (IBAN)          : ${sp(R2)}
Tutar                 : 1.150,00 TL
İşlem Tarihi          : 24.11.2026 14:35
`),
    ).toMatchObject({ gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK' });
  });

  it("'Alıcı Adı Soyadı-Unvanı   : …' (the title joined by a hyphen)", () => {
    expect(
      parseReceiptText(`
Gönderen Adı Soyadı         : AHMET YILMAZ
Alıcı Adı Soyadı-Unvanı     : FATMA ÖZTÜRK
Alıcı IBAN                  : ${sp(R2)}
Tutar                       : 1.150,00 TL
İşlem Tarihi                : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_ismi: 'FATMA ÖZTÜRK' });
  });

  it("'Tutar / Döviz Cinsi   : 1.150,00 / TRY'", () => {
    expect(
      parseReceiptText(`
Gönderen               : AHMET YILMAZ
Alıcı                  : FATMA ÖZTÜRK
Alıcı IBAN             : ${sp(R2)}
Tutar / Döviz Cinsi    : 1.150,00 / TRY
İşlem Tarihi           : 24.11.2026 14:35
`),
    ).toMatchObject({ tutar: '1.150,00' });
  });

  it("'Alıcı Hesabı   : TR…' beside 'Gönderen Hesabı   : TR** ****' (the possessive 'Hesabı')", () => {
    expect(
      parseReceiptText(`
Gönderen Hesabı  : ${mask(S)}
Gönderen         : AHMET YILMAZ
Alıcı            : FATMA ÖZTÜRK
Alıcı Hesabı     : ${sp(R2)}
Tutar            : 1.150,00 TL
İşlem Tarihi     : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_hesap: R2 });
  });

  it("'Hesabınızdan' without a colon and 'Alıcı hesabı  TR…' on a wallet card", () => {
    expect(
      parseReceiptText(`
Hesabınızdan      ${mask(S)}
Gönderen          Ahmet Yılmaz
Alıcı             Fatma Öztürk
Alıcı hesabı      ${sp(R2)}
Tutar             1.150,00 TL
Tarih             24.11.2026 14:35
`),
    ).toMatchObject({ alici_hesap: R2 });
  });
});

describe("a masked sender's IBAN outside a recognised sender section counts as a second account and empties the recipient's", () => {
  it("a mobile card: 'Gönderen' over the name and the masked IBAN, 'Alıcı' over the name and the full IBAN", () => {
    expect(
      parseReceiptText(`
Gönderen
Ahmet Yılmaz
TR36 **** **** **** **** 23 45
Alıcı
Fatma Öztürk
${sp(R2)}
Tutar
1.150,00 TL
İşlem tarihi
24.11.2026 14:35
`),
    ).toMatchObject({ alici_hesap: R2 });
  });

  it("a two-column card: the masked IBAN under the sender's name, the full one under the recipient's", () => {
    expect(
      parseReceiptText(`
Gönderen                       Ahmet Yılmaz
                               ${mask(S)}
Alıcı                          Fatma Öztürk
                               ${sp(R2)}
Tutar                          1.150,00 TL
İşlem tarihi                   24.11.2026 14:35
`),
    ).toMatchObject({ alici_hesap: R2 });
  });

  it("'Hesabınızdan   : TR** ****' and 'Hesaba   : TR…' with aligned colons", () => {
    expect(
      parseReceiptText(`
Hesabınızdan     : ${mask(S)}
Hesaba           : ${sp(R2)}
Alıcı            : FATMA ÖZTÜRK
Gönderen         : AHMET YILMAZ
Tutar            : 1.150,00 TL
İşlem Tarihi     : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_hesap: R2 });
  });
});

describe("the rival-account veto fires on the recipient's own account number or on an amount", () => {
  it("'Alıcı Hesap No: 1234-6789012' (branch-account) beside the IBAN that holds it zero-padded", () => {
    expect(
      parseReceiptText(`
Gönderen              : MEHMET DEMİR
Alıcı                 : ELİF ŞAHİN
Alıcı Hesap No        : 1234-6789012
Alıcı IBAN            : ${sp(G)}
Tutar                 : 3.400,00 TL
İşlem Tarihi          : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_hesap: G });
  });

  it("a notice sentence '… TR78 … IBAN numaralı … alıcıya 1.150,00 TL …': the amount's digits count as an account", () => {
    expect(
      parseReceiptText(`
Sayın AHMET YILMAZ,
24.11.2026 14:35 tarihinde ${sp(R2)} IBAN numaralı FATMA ÖZTÜRK adlı alıcıya 1.150,00 TL
tutarında FAST işleminiz gerçekleştirilmiştir.
`),
    ).toMatchObject({ alici_hesap: R2 });
  });
});

describe("party wordings the reader does not know: 'Karşı Hesap', 'Kaynak/Hedef Hesap', an account holder with no section", () => {
  it("'Hesap Sahibi' and 'Karşı Hesap Adı' / 'Karşı Hesap IBAN'", () => {
    expect(
      parseReceiptText(`
Hesap Sahibi       : AHMET YILMAZ
Karşı Hesap Adı    : FATMA ÖZTÜRK
Karşı Hesap IBAN   : ${sp(R2)}
İşlem Tutarı       : 2.000,00 TL
İşlem Tarihi       : 24.11.2026 14:35
`),
    ).toMatchObject({ gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK' });
  });

  it("'Karşı Taraf' / 'Karşı IBAN'", () => {
    expect(
      parseReceiptText(`
Gönderen         : AHMET YILMAZ
Karşı Taraf      : FATMA ÖZTÜRK
Karşı IBAN       : ${sp(R2)}
Tutar            : 1.150,00 TL
İşlem Tarihi     : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_ismi: 'FATMA ÖZTÜRK' });
  });

  it("a statement line's detail: 'Hesap Sahibi', 'Hesap', 'Karşı Hesap Sahibi', 'Karşı Hesap'", () => {
    expect(
      parseReceiptText(`
HESAP HAREKETİ DETAYI
Hesap Sahibi         : AHMET YILMAZ
Hesap                : ${mask(S)}
İşlem                : FAST Giden
Karşı Hesap Sahibi   : FATMA ÖZTÜRK
Karşı Hesap          : ${sp(R2)}
Tutar                : -1.150,00 TL
İşlem Tarihi         : 24.11.2026 14:35
`),
    ).toMatchObject({ gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK', alici_hesap: R2 });
  });

  it("'Kaynak Hesap' (full) and 'Hedef Hesap' (full)", () => {
    expect(
      parseReceiptText(`
Para Transferi
Kaynak Hesap     : ${sp(S)}
Gönderen         : ALİ KOÇ
Hedef Hesap      : ${sp(R2)}
Alıcı            : CAN ERDEM
Tutar            : 900,00 TL
İşlem Tarihi     : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_hesap: R2 });
  });

  it("'Kaynak Hesap' masked and 'Hedef Hesap' full", () => {
    expect(
      parseReceiptText(`
Kaynak Hesap     : ${mask(S)}
Hedef Hesap      : ${sp(R2)}
Gönderen         : ALİ KOÇ
Alıcı            : CAN ERDEM
Tutar            : 900,00 TL
İşlem Tarihi     : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_hesap: R2 });
  });

  it("'Hesabınızdan' then 'Hesap Sahibi' (the holder, the sender) above 'Alıcı Hesap Sahibi'", () => {
    expect(
      parseReceiptText(`
Hesabınızdan       : ${mask(S)}
Hesap Sahibi       : AHMET YILMAZ
Alıcı Hesap Sahibi : FATMA ÖZTÜRK
Alıcı IBAN         : ${sp(R2)}
Tutar              : 1.150,00 TL
İşlem Tarihi       : 24.11.2026 14:35
`),
    ).toMatchObject({ gonderici_ismi: 'AHMET YILMAZ' });
  });

  it("the page head's 'Hesap Sahibi' / 'Hesap No' above a 'FAST GİDEN' block", () => {
    expect(
      parseReceiptText(`
ÖRNEK BANK
Hesap Sahibi     : AHMET YILMAZ
Hesap No         : ${mask(S)}
FAST GİDEN
Alıcı Adı        : FATMA ÖZTÜRK
Alıcı IBAN       : ${sp(R2)}
Tutar            : 1.150,00 TL
İşlem Tarihi     : 24.11.2026 14:35
`),
    ).toMatchObject({ gonderici_ismi: 'AHMET YILMAZ' });
  });

  it("'Müşteri Adı' above 'ALICI BİLGİLERİ'", () => {
    expect(
      parseReceiptText(`
Müşteri Adı       : AHMET YILMAZ
Müşteri No        : 12345678
ALICI BİLGİLERİ
Hesap Sahibi      : FATMA ÖZTÜRK
IBAN              : ${sp(R2)}
Banka             : QNB Finansbank
Tutar             : 1.150,00 TL
İşlem Tarihi      : 24.11.2026 14:35
`),
    ).toMatchObject({ gonderici_ismi: 'AHMET YILMAZ' });
  });
});

describe('company titles wrapped onto a second line: cut (a wrong value) or emptied', () => {
  it("'Alıcı Ünvanı : ÖZTÜRK GIDA SANAYİ VE TİCARET' over 'LİMİTED ŞİRKETİ'", () => {
    expect(
      parseReceiptText(`
Gönderen       : AHMET YILMAZ
Alıcı Ünvanı   : ÖZTÜRK GIDA SANAYİ VE TİCARET
                 LİMİTED ŞİRKETİ
Alıcı IBAN     : ${sp(R2)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_ismi: 'ÖZTÜRK GIDA SANAYİ VE TİCARET LİMİTED ŞİRKETİ' });
  });

  it("'ÖZGÜR BİLİŞİM HİZMETLERİ' over 'LTD. ŞTİ.'", () => {
    expect(
      parseReceiptText(`
Gönderen        : AHMET YILMAZ
Alıcı Ünvanı    : ÖZGÜR BİLİŞİM HİZMETLERİ
                  LTD. ŞTİ.
Alıcı IBAN      : ${sp(R2)}
Tutar           : 1.150,00 TL
İşlem Tarihi    : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_ismi: 'ÖZGÜR BİLİŞİM HİZMETLERİ LTD. ŞTİ.' });
  });

  it("a stacked card: '… SANAYİ VE TİCARET' over 'ANONİM ŞİRKETİ' under 'Alıcı Ünvanı'", () => {
    expect(
      parseReceiptText(`
Gönderen Adı Soyadı
AHMET YILMAZ
Alıcı Ünvanı
BEYAZ EŞYA PAZARLAMA SANAYİ VE TİCARET
ANONİM ŞİRKETİ
Alıcı IBAN
${sp(R2)}
Tutar
1.150,00 TL
İşlem Tarihi
24.11.2026 14:35
`),
    ).toMatchObject({ alici_ismi: 'BEYAZ EŞYA PAZARLAMA SANAYİ VE TİCARET ANONİM ŞİRKETİ' });
  });

  it("'KARADENİZ ENERJİ ÜRETİM VE' over 'DAĞITIM A.Ş.'", () => {
    expect(
      parseReceiptText(`
Gönderen       : AHMET YILMAZ
Alıcı Ünvanı   : KARADENİZ ENERJİ ÜRETİM VE
                 DAĞITIM A.Ş.
Alıcı IBAN     : ${sp(R2)}
Tutar          : 1.150,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_ismi: 'KARADENİZ ENERJİ ÜRETİM VE DAĞITIM A.Ş.' });
  });

  it("a PDF's 'Alıcı Unvanı' whose title goes on under its value ('… GIDA' over 'SANAYİ VE TİCARET A.Ş.')", () => {
    const words = [
      ...row(
        100,
        [
          ['Gönderen', 40],
          ['AHMET YILMAZ', 180],
        ],
        9,
      ),
      ...row(
        116,
        [
          ['Alıcı Unvanı', 40],
          ['YEŞİL VADİ TARIM HAYVANCILIK GIDA', 180],
        ],
        9,
      ),
      ...row(127, [['SANAYİ VE TİCARET A.Ş.', 180]], 9),
      ...row(
        143,
        [
          ['Alıcı IBAN', 40],
          [sp(R2), 180],
        ],
        9,
      ),
      ...row(
        159,
        [
          ['Tutar', 40],
          ['1.150,00 TL', 180],
        ],
        9,
      ),
      ...row(
        175,
        [
          ['İşlem Tarihi', 40],
          ['24.11.2026 14:35', 180],
        ],
        9,
      ),
    ];
    expect(parseReceiptWords(words).fields.alici_ismi).toBe(
      'YEŞİL VADİ TARIM HAYVANCILIK GIDA SANAYİ VE TİCARET A.Ş.',
    );
  });
});

describe("the name check refuses real names: surnames that are label words, digits and '&' in a title, more than six words", () => {
  it("surnames 'Yalnız' and 'Genel'", () => {
    expect(
      parseReceiptText(`
Gönderen   : MEHMET YALNIZ
Alıcı      : AYŞE GENEL
Alıcı IBAN : ${sp(R2)}
Tutar      : 1.150,00 TL
Tarih      : 24.11.2026 14:35
`),
    ).toMatchObject({ gonderici_ismi: 'MEHMET YALNIZ', alici_ismi: 'AYŞE GENEL' });
  });

  it("surname 'Kat' reads; a name ending in 'Saat' is left empty, not cut", () => {
    expect(
      parseReceiptText(`
Gönderen   : ALİ KAT
Alıcı      : ZEYNEP SAAT
Alıcı IBAN : ${sp(R2)}
Tutar      : 1.150,00 TL
Tarih      : 24.11.2026 14:35
`),
      // 'SAAT' at the end of a name cell reads as a time column's label: the name is left empty, since
      // taking it would also take 'AHMET YILMAZ SAAT' from a cell merged with a 'Saat' header.
    ).toMatchObject({ gonderici_ismi: 'ALİ KAT', alici_ismi: 'Bulunamadı' });
  });

  it("'A101 YENİ MAĞAZACILIK A.Ş.'", () => {
    expect(
      parseReceiptText(`
Gönderen   : AHMET YILMAZ
Alıcı      : A101 YENİ MAĞAZACILIK A.Ş.
Alıcı IBAN : ${sp(R2)}
Tutar      : 1.150,00 TL
Tarih      : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_ismi: 'A101 YENİ MAĞAZACILIK A.Ş.' });
  });

  it("'D&R KÜLTÜR YAYINCILIK A.Ş.'", () => {
    expect(
      parseReceiptText(`
Gönderen   : AHMET YILMAZ
Alıcı      : D&R KÜLTÜR YAYINCILIK A.Ş.
Alıcı IBAN : ${sp(R2)}
Tutar      : 1.150,00 TL
Tarih      : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_ismi: 'D&R KÜLTÜR YAYINCILIK A.Ş.' });
  });

  it("'A&B 3D BASKI TEKNOLOJİLERİ LTD. ŞTİ.'", () => {
    expect(
      parseReceiptText(`
Gönderen        : AHMET YILMAZ
Alıcı           : A&B 3D BASKI TEKNOLOJİLERİ LTD. ŞTİ.
Alıcı IBAN      : ${sp(R2)}
Tutar           : 1.150,00 TL
İşlem Tarihi    : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_ismi: 'A&B 3D BASKI TEKNOLOJİLERİ LTD. ŞTİ.' });
  });

  it("a title of seven words before 'A.Ş.'", () => {
    expect(
      parseReceiptText(`
Gönderen   : AHMET YILMAZ
Alıcı      : ANADOLU TARIM ÜRÜNLERİ GIDA İTHALAT İHRACAT PAZARLAMA A.Ş.
Alıcı IBAN : ${sp(R2)}
Tutar      : 1.150,00 TL
Tarih      : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_ismi: 'ANADOLU TARIM ÜRÜNLERİ GIDA İTHALAT İHRACAT PAZARLAMA A.Ş.' });
  });

  it("a title of seven words before 'SANAYİ VE TİCARET LTD. ŞTİ.'", () => {
    expect(
      parseReceiptText(`
Gönderen   : AHMET YILMAZ
Alıcı      : KARADENİZ OTOMOTİV YEDEK PARÇA İNŞAAT İTHALAT İHRACAT SANAYİ VE TİCARET LTD. ŞTİ.
Alıcı IBAN : ${sp(R2)}
Tutar      : 1.150,00 TL
Tarih      : 24.11.2026 14:35
`),
    ).toMatchObject({
      alici_ismi: 'KARADENİZ OTOMOTİV YEDEK PARÇA İNŞAAT İTHALAT İHRACAT SANAYİ VE TİCARET LTD. ŞTİ.',
    });
  });

  it("'Alıcı : FATMA ÖZTÜRK - TR78 …' (the account after the name)", () => {
    expect(
      parseReceiptText(`
Gönderen         : AHMET YILMAZ - ${mask(S)}
Alıcı            : FATMA ÖZTÜRK - ${sp(R2)}
Tutar            : 1.150,00 TL
İşlem Tarihi     : 24.11.2026 14:35
`),
    ).toMatchObject({ gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK' });
  });

  it("'Alıcı : FATMA ÖZTÜRK (QNB Finansbank)'", () => {
    expect(
      parseReceiptText(`
Gönderen         : AHMET YILMAZ
Alıcı            : FATMA ÖZTÜRK (QNB Finansbank)
Alıcı IBAN       : ${sp(R2)}
Tutar            : 1.150,00 TL
İşlem Tarihi     : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_ismi: 'FATMA ÖZTÜRK' });
  });
});

describe('other layouts', () => {
  it("an 'Açıklama' that says 'Alıcı: Mehmet Kaya adına kira' empties the labelled recipient", () => {
    expect(
      parseReceiptText(`
Gönderen          : AHMET YILMAZ
Alıcı             : FATMA ÖZTÜRK
Alıcı IBAN        : ${sp(R2)}
Tutar             : 1.150,00 TL
Açıklama          : Alıcı: Mehmet Kaya adına kira
İşlem Tarihi      : 24.11.2026 14:35
`),
    ).toMatchObject({ alici_ismi: 'FATMA ÖZTÜRK' });
  });

  it("an 'Açıklama' that says 'Gönderen Mehmet Yılmaz adına' empties the labelled sender", () => {
    expect(
      parseReceiptText(`
Gönderen          : AHMET YILMAZ
Alıcı             : FATMA ÖZTÜRK
Alıcı IBAN        : ${sp(R2)}
Tutar             : 1.150,00 TL
Açıklama          : Gönderen Mehmet Yılmaz adına
İşlem Tarihi      : 24.11.2026 14:35
`),
    ).toMatchObject({ gonderici_ismi: 'AHMET YILMAZ' });
  });

  it("'Gönderen Bilgileri' and 'Alıcı Bilgileri' side by side with the names right under them", () => {
    expect(
      parseReceiptText(`
Gönderen Bilgileri                    Alıcı Bilgileri
AHMET YILMAZ                          FATMA ÖZTÜRK
${mask(S)}        ${sp(R2)}
Tutar            1.150,00 TL
İşlem Tarihi     24.11.2026 14:35
`),
    ).toMatchObject({ gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK' });
  });

  it("a card with the IBAN above the name under 'ALICI' / 'GÖNDEREN'", () => {
    expect(
      parseReceiptText(`
ALICI
${sp(R2)}
FATMA ÖZTÜRK
GÖNDEREN
${mask(S)}
AHMET YILMAZ
TUTAR                 1.150,00 TL
İŞLEM TARİHİ          24.11.2026 14:35
`),
    ).toMatchObject({ gonderici_ismi: 'AHMET YILMAZ', alici_ismi: 'FATMA ÖZTÜRK' });
  });

  it("'İşlem Zamanı : 24.11.2026 14.35' (the time with a dot)", () => {
    expect(
      parseReceiptText(`
Gönderen       : AHMET YILMAZ
Alıcı          : FATMA ÖZTÜRK
Alıcı IBAN     : ${sp(R2)}
Tutar          : 1.150,00 TL
İşlem Zamanı   : 24.11.2026 14.35
`),
    ).toMatchObject({ islem_saati: '14:35' });
  });

  it("'İşlem Tarihi : 24.11.2026 - 14.35.07'", () => {
    expect(
      parseReceiptText(`
Gönderen         : AHMET YILMAZ
Alıcı            : FATMA ÖZTÜRK
Alıcı IBAN       : ${sp(R2)}
Tutar            : 1.150,00 TL
İşlem Tarihi     : 24.11.2026 - 14.35.07
`),
    ).toMatchObject({ islem_saati: '14:35' });
  });

  it("'Tutar / Masraf : 1.150,00 TL / 0,00 TL'", () => {
    expect(
      parseReceiptText(`
Gönderen             : AHMET YILMAZ
Alıcı                : FATMA ÖZTÜRK
Alıcı IBAN           : ${sp(R2)}
Tutar / Masraf       : 1.150,00 TL / 0,00 TL
İşlem Tarihi         : 24.11.2026 14:35
`),
    ).toMatchObject({ tutar: '1.150,00' });
  });
});
