/**
 * The recipient's account printed in forms other than an IBAN (account numbers with slashes, dots, 'Ek
 * No', masks with '#', a last-digits tail, a Kolay Adres e-mail) must keep the sender's IBAN out; the same
 * account printed again, or a Papara No in the sender's section, must not empty a right IBAN; and names
 * must neither take a neighbour's line nor lose a company's 'DR.'. Each asserts the value the receipt
 * states, or 'Bulunamadı' where a value would be wrong.
 */
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { RECIPIENT_IBAN, SENDER_IBAN, rightOrEmpty, spaced, wordRow as row } from './receiptTestWords';

/** A Ziraat-style IBAN whose account part is 12345678-5001. */
const ZIRAAT_IBAN = 'TR160001000000123456785001';

/** The sender's IBAN under a bare 'IBAN' label, the recipient's account in a form given by the case. */
const senderIbanAnd = (label: string, account: string) => `
HAVALE DEKONTU
Gönderen       : AHMET YILMAZ
IBAN           : ${spaced(SENDER_IBAN)}
Alıcı Adı      : AYŞE KAYA
${label.padEnd(15)}: ${account}
Tutar          : 500,00 TL
İşlem Tarihi   : 24.11.2026 14:35
`;

describe("rival-account veto: the recipient's account in a form it does not see as an account", () => {
  it.each([
    ['account number with a slash', 'Alıcı Hesap No', '1234/6789012'],
    ['account number with a dot', 'Alıcı Hesap No', '1234.6789012'],
    ["account number with its 'Ek No'", 'Alıcı Hesap No', '12345678 Ek No: 5001'],
    ['branch name before the account number', 'Lehtar Hesap', 'KADIKÖY/1234-6789012'],
    ['account number followed by its currency', 'Alıcı Hesap No', '6789012 TL'],
    ["IBAN masked with '#'", 'Alıcı IBAN', 'TR## #### #### #### #### 5566'],
    ["only the last digits ('*5566')", 'Alıcı IBAN', '*5566'],
    ["only the last digits in words ('Son 4 hane 5566')", 'Alıcı IBAN', 'Son 4 hane 5566'],
  ])("%s: the sender's IBAN is not given as the recipient's", (_, label, account) => {
    expect(parseReceiptText(senderIbanAnd(label, account)).alici_hesap).toBe(NOT_FOUND);
  });

  it.each([
    ['an e-mail', 'ayse.kaya@example.com'],
    ["a phone with '+90 (532)'", '+90 (532) *** ** 12'],
  ])("a Kolay Adres that is %s: the sender's IBAN is not given as the recipient's", (_, address) => {
    expect(parseReceiptText(senderIbanAnd('Kolay Adres', address)).alici_hesap).toBe(NOT_FOUND);
  });
});

describe('labels', () => {
  it("'Sender’s IBAN' with a typographic apostrophe is the sender's", () => {
    const fields = parseReceiptText(`
Sender’s Name    : AHMET YILMAZ
Sender’s IBAN    : ${spaced(SENDER_IBAN)}
Beneficiary Name : AYSE KAYA
Amount           : 100,00 TRY
`);
    expect(fields.alici_hesap).toBe(NOT_FOUND);
  });

  it("'3.450,00 TL (100,00 EUR karşılığı)': the lira amount is the amount", () => {
    const fields = parseReceiptText(`
Alıcı Adı      : AYŞE KAYA
Alıcı IBAN     : ${spaced(RECIPIENT_IBAN)}
Tutar          : 3.450,00 TL (100,00 EUR karşılığı)
`);
    expect(fields.tutar).toBe('3.450,00');
  });
});

describe('rival-account veto: a right IBAN emptied on an ordinary receipt', () => {
  it("'Alıcı Hesap No' is the account part of the printed 'Alıcı IBAN'", () => {
    const fields = parseReceiptText(`
T.C. ZİRAAT BANKASI A.Ş.
HAVALE DEKONTU
Gönderen Adı Soyadı : AHMET YILMAZ
Alıcı Adı Soyadı    : AYŞE KAYA
Alıcı Hesap No      : 12345678-5001
Alıcı IBAN          : ${spaced(ZIRAAT_IBAN)}
Tutar               : 500,00 TL
İşlem Tarihi        : 24.11.2026 14:35
`);
    expect(fields.alici_hesap).toBe(ZIRAAT_IBAN);
  });

  it("the same IBAN printed again masked with 'X' ('TR92 XXXX … 5566')", () => {
    const fields = parseReceiptText(`
Gönderen            : AHMET YILMAZ
Alıcı               : AYŞE KAYA
Alıcı IBAN          : ${spaced(RECIPIENT_IBAN)}
Alıcı Hesap         : TR92 XXXX XXXX XXXX XXXX 5566
Tutar               : 500,00 TL
`);
    expect(fields.alici_hesap).toBe(RECIPIENT_IBAN);
  });

  it("the sender's Papara No in the GÖNDEREN section (a Papara-to-IBAN transfer)", () => {
    const fields = parseReceiptText(`
PAPARA İŞLEM DEKONTU
GÖNDEREN
Ad Soyad       : AHMET YILMAZ
Papara No      : 1234567890
ALICI
Ad Soyad       : AYŞE KAYA
IBAN           : ${spaced(RECIPIENT_IBAN)}
Tutar          : 500,00 TL
`);
    expect(fields.alici_hesap).toBe(RECIPIENT_IBAN);
  });

  it("a receipt with a balance line table under it: the IBAN after 'Alıcı' is still the recipient's", () => {
    const fields = parseReceiptText(`
HAVALE DEKONTU
Gönderen       : AHMET YILMAZ
Alıcı          : AYŞE KAYA
IBAN           : ${spaced(RECIPIENT_IBAN)}
Açıklama       : KIRA

İşlem Tarihi       Açıklama            Tutar          Bakiye
24.11.2026         Giden Havale        -500,00 TL     1.250,00 TL
`);
    expect(fields.alici_hesap).toBe(RECIPIENT_IBAN);
  });
});

describe('names', () => {
  it('a label wrapped over two lines beside a one-line value does not take the row above too', () => {
    const { fields } = parseReceiptWords([
      ...row(0, [['DEKONT', 0]]),
      ...row(0.8, [
        ['Gönderen', 0],
        ['AHMET YILMAZ', 20],
      ]),
      ...row(2, [['Alıcı Adı', 0]]),
      ...row(2.6, [['AYŞE KAYA', 20]]),
      ...row(3.2, [['Soyadı', 0]]),
      ...row(4.4, [
        ['Tutar', 0],
        ['500,00 TL', 20],
      ]),
    ]);
    rightOrEmpty(fields.alici_ismi, 'AYŞE KAYA');
  });

  it("'DR.' that is part of a company's name ('DR. OETKER …') is not dropped", () => {
    const fields = parseReceiptText(`
Gönderen       : AHMET YILMAZ
Alıcı Unvanı   : DR. OETKER GIDA SANAYİ VE TİCARET A.Ş.
Tutar          : 500,00 TL
`);
    rightOrEmpty(fields.alici_ismi, 'DR. OETKER GIDA SANAYİ VE TİCARET A.Ş.');
  });

  it('a list whose first column holds the date over the time: a wrapped title is not cut at the time', () => {
    const fields = parseReceiptText(`
GİDEN EFT LİSTESİ
Tarih        Alıcı Adı Soyadı / Unvanı     Alıcı IBAN                          Tutar (TL)
24.11.2026   ÖRNEK TEKNOLOJİ BİLİŞİM       ${spaced(RECIPIENT_IBAN)}    1.250,00
14:35        HİZMETLERİ ANONİM ŞİRKETİ
`);
    rightOrEmpty(fields.alici_ismi, 'ÖRNEK TEKNOLOJİ BİLİŞİM HİZMETLERİ ANONİM ŞİRKETİ');
  });
});
