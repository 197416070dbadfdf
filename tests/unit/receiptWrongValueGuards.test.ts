/**
 * Receipts designed apart from the reader's corpus, as a Turkish bank, wallet or company could print them,
 * on which a wrong value is easy to give: the sender's IBAN where the recipient's account is no IBAN, a
 * fee or a total for the amount, a footer sentence or half a title for a name. Each asserts the value the
 * receipt states or 'Bulunamadı' (a wrong value is worse than none).
 */
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { RECIPIENT_IBAN, SENDER_IBAN, rightOrEmpty, spaced, wordRow as row } from './receiptTestWords';

describe("the recipient's IBAN: the sender's own account is never the recipient's", () => {
  it('havale to an account number: the account holder\'s IBAN under a bare "IBAN" label', () => {
    const fields = parseReceiptText(`
T. ÖRNEK BANKASI A.Ş.
HAVALE DEKONTU
Hesap Sahibi   : AHMET YILMAZ
IBAN           : ${spaced(SENDER_IBAN)}
Alıcı Adı      : AYŞE KAYA
Alıcı Hesap No : 1234-6789012
Tutar          : 500,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`);
    expect(fields.alici_hesap).toBe(NOT_FOUND);
  });

  it('FAST to a Kolay Adres (phone): the sender\'s IBAN under "Hesap" after "Gönderen: name"', () => {
    const fields = parseReceiptText(`
FAST İŞLEM DEKONTU
Gönderen       : AHMET YILMAZ
Hesap          : ${spaced(SENDER_IBAN)}
Alıcı          : AYŞE KAYA
Kolay Adres    : 0532 *** ** 12
Tutar          : 1.250,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`);
    expect(fields.alici_hesap).toBe(NOT_FOUND);
  });

  it("the recipient's IBAN masked as 'TR** **** …' and the sender's in full under a bare 'IBAN'", () => {
    const fields = parseReceiptText(`
EFT DEKONTU
Gönderen       : AHMET YILMAZ
IBAN           : ${spaced(SENDER_IBAN)}
Alıcı          : AYŞE KAYA
Alıcı IBAN     : TR** **** **** **** **** 5566
EFT Tutarı     : 1.250,00 TL
`);
    expect(fields.alici_hesap).toBe(NOT_FOUND);
  });

  it("the recipient's IBAN masked with bullets ('TR92 •••• …') and the sender's in full", () => {
    const fields = parseReceiptText(`
Gönderen       : AHMET YILMAZ
IBAN           : ${spaced(SENDER_IBAN)}
Alıcı          : AYŞE KAYA
Alıcı IBAN     : TR92 •••• •••• •••• •••• 5566
Tutar          : 1.250,00 TL
`);
    expect(fields.alici_hesap).toBe(NOT_FOUND);
  });

  it("a wallet transfer to a Papara number: the sender's IBAN beside an unknown label ('Hesabınızdan')", () => {
    const fields = parseReceiptText(`
Hesabınızdan   : ${spaced(SENDER_IBAN)}
Alıcı Adı      : AYŞE KAYA
Papara No      : 9876543210
Tutar          : 300,00 TL
`);
    expect(fields.alici_hesap).toBe(NOT_FOUND);
  });

  it('an English receipt: "Sender\'s IBAN" and a beneficiary account number', () => {
    const fields = parseReceiptText(`
OUTGOING TRANSFER
Sender's Name        : AHMET YILMAZ
Sender's IBAN        : ${spaced(SENDER_IBAN)}
Beneficiary Name     : AYSE KAYA
Beneficiary Account  : 1234567
Amount               : 100.00 TRY
`);
    expect(fields.alici_hesap).toBe(NOT_FOUND);
  });

  it('a SWIFT-style receipt: "Ordering Account" (the sender\'s) and a beneficiary without IBAN', () => {
    const fields = parseReceiptText(`
Ordering Customer  : AHMET YILMAZ
Ordering Account   : ${spaced(SENDER_IBAN)}
Beneficiary        : AYSE KAYA
Beneficiary Bank   : ZIRAAT BANKASI
Amount             : 100.00 TRY
`);
    expect(fields.alici_hesap).toBe(NOT_FOUND);
  });

  it("an account statement extract: the holder's IBAN at the head, the payment in a row below", () => {
    const fields = parseReceiptText(`
HESAP EKSTRESİ
Hesap Sahibi : AHMET YILMAZ
IBAN         : ${spaced(SENDER_IBAN)}
Tarih        Açıklama                                  Tutar        Bakiye
24.11.2026   FAST GİDEN AYŞE KAYA ${RECIPIENT_IBAN}     -500,00      1.000,00
`);
    rightOrEmpty(fields.alici_hesap, RECIPIENT_IBAN);
  });

  it("a sentence under the recipient's account number naming the sender's IBAN ('… nolu hesabınızdan')", () => {
    const fields = parseReceiptText(`
Alıcı          : AYŞE KAYA
Alıcı Hesap No : 5678-1234567
${spaced(SENDER_IBAN)} nolu hesabınızdan gönderilmiştir.
Tutar          : 100,00 TL
`);
    expect(fields.alici_hesap).toBe(NOT_FOUND);
  });

  it('two receipts on one page: no IBAN of one of them while their names and amounts disagree', () => {
    const fields = parseReceiptText(`
EFT DEKONTU 1/2
Gönderen Adı   : AHMET YILMAZ
Alıcı Adı      : AYŞE KAYA
Alıcı IBAN     : ${spaced(RECIPIENT_IBAN)}
EFT Tutarı     : 100,00 TL

EFT DEKONTU 2/2
Gönderen Adı   : AHMET YILMAZ
Alıcı Adı      : MEHMET ÖZ
Alıcı IBAN     : TR10 0004 **** **** **** 5667
EFT Tutarı     : 200,00 TL
`);
    expect(fields.alici_ismi).toBe(NOT_FOUND);
    expect(fields.alici_hesap).toBe(NOT_FOUND);
  });
});

describe('the amount: never a total or a fee', () => {
  it("'Toplam İşlem Tutarı' (the total with fees) is not the transfer amount", () => {
    const fields = parseReceiptText(`
Alıcı Adı      : AYŞE KAYA
Alıcı IBAN     : ${spaced(RECIPIENT_IBAN)}
Tutar          : 1.000,00 TL
Masraf         : 6,45 TL
BSMV           : 0,32 TL
Toplam İşlem Tutarı : 1.006,77 TL
`);
    rightOrEmpty(fields.tutar, '1.000,00');
  });

  it("a bilingual fee label 'Masraf / Fee Amount' is not the amount", () => {
    const fields = parseReceiptText(`
Alıcı / Beneficiary : AYŞE KAYA
Alıcı IBAN          : ${spaced(RECIPIENT_IBAN)}
Tutar               : 1.000,00 TL
Masraf / Fee Amount : 5,00 TL
`);
    rightOrEmpty(fields.tutar, '1.000,00');
  });

  it("a bilingual commission label 'Komisyon / Commission Amount' is not the amount", () => {
    const fields = parseReceiptText(`
Alıcı / Beneficiary : AYŞE KAYA
IBAN                : ${spaced(RECIPIENT_IBAN)}
Tutar               : 1.000,00 TL
Komisyon / Commission Amount : 5,00 TL
`);
    rightOrEmpty(fields.tutar, '1.000,00');
  });

  it("'Komisyon Dahil Tutar' (the total) is not taken when the transfer's own label is unknown", () => {
    const fields = parseReceiptText(`
Alıcı Adı      : AYŞE KAYA
Alıcı IBAN     : ${spaced(RECIPIENT_IBAN)}
Gönderilen Para : 1.000,00 TL
Komisyon Dahil Tutar : 1.006,45 TL
`);
    rightOrEmpty(fields.tutar, '1.000,00');
  });

  it('a transfer in US dollars is no amount in lira', () => {
    const fields = parseReceiptText(`
Alıcı          : AYŞE KAYA
İşlem Tutarı   : 100,00 USD
Kur            : 34,5000
TL Karşılığı   : 3.450,00 TL
`);
    rightOrEmpty(fields.tutar, '3.450,00');
  });

  it('a transfer in euros is no amount in lira', () => {
    const fields = parseReceiptText(`
Beneficiary     : AYSE KAYA
Transfer Amount : EUR 100,00
`);
    expect(fields.tutar).toBe(NOT_FOUND);
  });
});

describe('names: whole, never a part', () => {
  it("a footer sentence starting with 'Alıcı' gives no recipient name ('bilgilerinin doğruluğundan')", () => {
    const fields = parseReceiptText(`
FAST DEKONTU
Gönderen       : AHMET YILMAZ
Alıcı IBAN     : ${spaced(RECIPIENT_IBAN)}
Tutar          : 100,00 TL
Alıcı bilgilerinin doğruluğundan gönderen sorumludur.
`);
    expect(fields.alici_ismi).toBe(NOT_FOUND);
  });

  it("a footer sentence starting with 'Gönderen' gives no sender name ('tarafından girilen')", () => {
    const fields = parseReceiptText(`
Alıcı          : AYŞE KAYA
Alıcı IBAN     : ${spaced(RECIPIENT_IBAN)}
Tutar          : 100,00 TL
Gönderen tarafından girilen açıklama bilgisi bankamızca kontrol edilmemiştir.
`);
    expect(fields.gonderici_ismi).toBe(NOT_FOUND);
  });

  it("a transfer to one's own account ('Kime: Kendi Hesabım') gives no recipient name", () => {
    const fields = parseReceiptText(`
Kimden         : AHMET YILMAZ
Kime           : Kendi Hesabım
Tutar          : 100,00 TL
`);
    expect(fields.alici_ismi).toBe(NOT_FOUND);
  });

  it('a list of two payments (monospaced rows) does not join both recipients into one name', () => {
    const fields = parseReceiptText(`
TOPLU ÖDEME LİSTESİ
Gönderen: ABC YAZILIM A.Ş.
Tarih        Alıcı Adı Soyadı     IBAN                          Tutar
24.11.2026   AYŞE KAYA            ${RECIPIENT_IBAN}    1.000,00
24.11.2026   MEHMET ÖZ            TR100004600001122334455667    2.000,00
Toplam                                                          3.000,00
`);
    // Two payments: neither is the receipt's; at worst the first row's name, never both rows joined.
    expect([NOT_FOUND, 'AYŞE KAYA']).toContain(fields.alici_ismi);
  });

  it("a surname that is also a label word ('KANAL') is not cut off", () => {
    const fields = parseReceiptText(`
Gönderen Adı   : MEHMET ALİ DEMİR
Alıcı Adı      : AYŞE NUR KANAL
Alıcı IBAN     : ${spaced(RECIPIENT_IBAN)}
Tutar          : 100,00 TL
`);
    rightOrEmpty(fields.alici_ismi, 'AYŞE NUR KANAL');
  });

  it("a company title wrapped after 'ANONİM' is not cut before 'ŞİRKETİ'", () => {
    const fields = parseReceiptText(`
Alıcı Unvanı  : ÖRNEK TEKNOLOJİ HİZMETLERİ ANONİM
                ŞİRKETİ
Tutar         : 100,00 TL
`);
    rightOrEmpty(fields.alici_ismi, 'ÖRNEK TEKNOLOJİ HİZMETLERİ ANONİM ŞİRKETİ');
  });

  it("a company title wrapped after 'SANAYİ VE' is not cut before 'TİCARET A.Ş.'", () => {
    const fields = parseReceiptText(`
Alıcı Unvanı  : ÖZTÜRK GIDA SANAYİ VE
                TİCARET A.Ş.
Tutar         : 100,00 TL
`);
    rightOrEmpty(fields.alici_ismi, 'ÖZTÜRK GIDA SANAYİ VE TİCARET A.Ş.');
  });

  it("a company title wrapped after 'LİMİTED' is not cut before 'ŞİRKETİ'", () => {
    const fields = parseReceiptText(`
Alıcı Unvanı  : ÖZTÜRK GIDA SANAYİ VE TİCARET LİMİTED
                ŞİRKETİ
Tutar         : 100,00 TL
`);
    rightOrEmpty(fields.alici_ismi, 'ÖZTÜRK GIDA SANAYİ VE TİCARET LİMİTED ŞİRKETİ');
  });

  it('a label centred beside a two-line title (a PDF table cell) does not take only its second line', () => {
    // Chromium's text PDF of <td>Alıcı Unvanı</td><td>ÖRNEK TEKNOLOJİ BİLİŞİM HİZMETLERİ ANONİM ŞİRKETİ</td>
    // in a narrow table: the label's baseline lies between the value's two lines.
    const { fields } = parseReceiptWords([
      ...row(0, [
        ['Gönderen', 0],
        ['AHMET YILMAZ', 20],
      ]),
      ...row(2, [['ÖRNEK TEKNOLOJİ BİLİŞİM', 20]]),
      ...row(2.75, [['Alıcı Unvanı', 0]]),
      ...row(3.5, [['HİZMETLERİ ANONİM ŞİRKETİ', 20]]),
      ...row(5, [
        ['Alıcı IBAN', 0],
        [spaced(RECIPIENT_IBAN), 20],
      ]),
      ...row(6.5, [
        ['Tutar', 0],
        ['100,00 TL', 20],
      ]),
    ]);
    rightOrEmpty(fields.alici_ismi, 'ÖRNEK TEKNOLOJİ BİLİŞİM HİZMETLERİ ANONİM ŞİRKETİ');
  });

  it("a title before the name ('AV. AYŞE KAYA') is not kept without its dot", () => {
    const fields = parseReceiptText(`
Gönderen       : DR. AHMET YILMAZ
Alıcı          : AV. AYŞE KAYA
Tutar          : 100,00 TL
`);
    expect(['AYŞE KAYA', 'AV. AYŞE KAYA', NOT_FOUND]).toContain(fields.alici_ismi);
    expect(['AHMET YILMAZ', 'DR. AHMET YILMAZ', NOT_FOUND]).toContain(fields.gonderici_ismi);
  });
});

describe('an IBAN with zero-width spaces between its groups (copied from a web page into a PDF)', () => {
  it('reads whole', () => {
    const fields = parseReceiptText(
      `Alıcı Adı : AYŞE KAYA\nAlıcı IBAN : ${RECIPIENT_IBAN.replace(/(.{4})(?=.)/g, '$1\u200B')}\nTutar : 100,00 TL`,
    );
    expect(fields.alici_hesap).toBe(RECIPIENT_IBAN);
  });
});
