/**
 * An outside attack on the reader's OCR-noise rules: positioned-word pages as an OCR gives them
 * (confidence 0.9) where a rule picks a wrong value or loses one a staffer reads plainly. Each test
 * states the right outcome (the right value, or none where the page prints none); all fail today.
 */
import { describe, expect, it } from 'vitest';
import { parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { RECIPIENT_IBAN, SENDER_IBAN, ocrReceipt, ocrRow, rightOrEmpty, spaced } from './receiptTestWords';

const fieldsOf = (changes: Record<string, string>) => parseReceiptWords(ocrReceipt(changes)).fields;
/** What a field must be where the page prints none: only 'Bulunamadı' is right. */
const NONE = 'none printed';

describe("a word one letter from a party's word, alone in its cell, is not that party's label", () => {
  it("'Kalıcı' (a standing order's type) beside its label does not take the approver under it", () => {
    const words = [
      ...ocrReceipt({ 'Alıcı Adı': '' }),
      ...ocrRow(20, [
        ['Talimat Türü', 0],
        ['Kalıcı', 24],
      ]),
      ...ocrRow(22, [
        ['Onaylayan', 0],
        ['Zeynep Arslan', 24],
      ]),
    ];
    rightOrEmpty(parseReceiptWords(words).fields.alici_ismi, NONE);
  });

  it("'Alçı' (plaster, the goods paid for) in a card does not name the recipient", () => {
    const words = [
      ...ocrRow(0, [
        ['Gönderen', 0],
        ['Açıklama', 30],
      ]),
      ...ocrRow(2, [
        ['Ayşe Yılmaz', 0],
        ['Alçı', 30],
      ]),
      ...ocrRow(4, [
        ['Alıcı IBAN', 0],
        ['Teslim Alan', 30],
      ]),
      ...ocrRow(6, [
        [spaced(RECIPIENT_IBAN), 0],
        ['Hasan Demir', 30],
      ]),
    ];
    rightOrEmpty(parseReceiptWords(words).fields.alici_ismi, NONE);
  });

  it("the surname 'Alıç' of a sender's name wrapped in its cell does not name the recipient", () => {
    const words = [
      ...ocrRow(0, [['Gönderen', 0]]),
      ...ocrRow(2, [['Hüseyin', 0]]),
      ...ocrRow(4, [['Alıç', 0]]),
      ...ocrRow(6, [['Ayten Korkmaz', 0]]),
      ...ocrRow(8, [['Alıcı IBAN', 0]]),
      ...ocrRow(10, [[spaced(RECIPIENT_IBAN), 0]]),
    ];
    rightOrEmpty(parseReceiptWords(words).fields.alici_ismi, NONE);
  });

  it("a first name 'Alicia' wrapped alone in the sender's cell does not name the recipient", () => {
    const words = [
      ...ocrRow(0, [['Gönderen', 0]]),
      ...ocrRow(2, [['Alicia', 0]]),
      ...ocrRow(4, [['Fernandez Lopez', 0]]),
      ...ocrRow(6, [['Alıcı IBAN', 0]]),
      ...ocrRow(8, [[spaced(RECIPIENT_IBAN), 0]]),
    ];
    rightOrEmpty(parseReceiptWords(words).fields.alici_ismi, NONE);
  });

  it("'ALICE' over 'MARY JOHNSON' in the sender's cell does not name the recipient", () => {
    const words = [
      ...ocrRow(0, [['GÖNDEREN', 0]]),
      ...ocrRow(2, [['ALICE', 0]]),
      ...ocrRow(4, [['MARY JOHNSON', 0]]),
      ...ocrRow(6, [['ALICI IBAN', 0]]),
      ...ocrRow(8, [[spaced(RECIPIENT_IBAN), 0]]),
    ];
    rightOrEmpty(parseReceiptWords(words).fields.alici_ismi, NONE);
  });

  it("'Kalıcı' alone on a row in the sender's section does not make the sender's IBAN the recipient's", () => {
    const words = [
      ...ocrRow(0, [['Gönderen Bilgileri', 0]]),
      ...ocrRow(2, [
        ['Ad Soyad', 0],
        ['Ayşe Yılmaz', 24],
      ]),
      ...ocrRow(4, [['Kalıcı', 0]]),
      ...ocrRow(6, [
        ['IBAN', 0],
        [spaced(SENDER_IBAN), 24],
      ]),
      ...ocrRow(8, [
        ['Tutar', 0],
        ['1.250,00 TL', 24],
      ]),
    ];
    rightOrEmpty(parseReceiptWords(words).fields.alici_hesap, NONE);
  });

  it("'Alımı' ('Döviz Alımı', parted at a gap) does not name the recipient under it", () => {
    const words = [
      ...ocrReceipt({ 'Alıcı Adı': '' }),
      ...ocrRow(20, [
        ['İşlem Türü', 0],
        ['Döviz', 24],
        ['Alımı', 34],
      ]),
      ...ocrRow(22, [['Kemal Sunal', 34]]),
    ];
    rightOrEmpty(parseReceiptWords(words).fields.alici_ismi, NONE);
  });

  it("'Gönderin' (a button's 'send') does not name the sender beside it", () => {
    const words = [
      ...ocrReceipt({ Gönderen: '' }),
      ...ocrRow(20, [
        ['Gönderin', 0],
        ['Selin Ateş', 24],
      ]),
    ];
    rightOrEmpty(parseReceiptWords(words).fields.gonderici_ismi, NONE);
  });

  it("'Gönderene' (a refund's direction) does not name the courier under it the sender", () => {
    const words = [
      ...ocrReceipt({ Gönderen: '' }),
      ...ocrRow(20, [
        ['İade Yönü', 0],
        ['Gönderene', 24],
      ]),
      ...ocrRow(22, [['Hasan Demir', 24]]),
    ];
    rightOrEmpty(parseReceiptWords(words).fields.gonderici_ismi, NONE);
  });
});

describe('four OCR digits beside a time label are not always a time', () => {
  const timeWith = (label: string, value: string, changes: Record<string, string> = {}) =>
    parseReceiptWords([
      ...ocrReceipt(changes),
      ...ocrRow(20, [
        [label, 0],
        [value, 24],
      ]),
    ]).fields.islem_saati;

  it("'Talimat Saati 0915' (the order's time) does not beat the transaction's 10:22", () => {
    expect(timeWith('Talimat Saati', '0915')).toBe('10:22');
  });

  it("'Son Ödeme Saati 2359' (a bill's due time) is no time", () => {
    rightOrEmpty(timeWith('Son Ödeme Saati', '2359', { 'İşlem Tarihi': '14.03.2025' }), NONE);
  });

  it("'Şube Çalışma Saati 0900' (branch hours) is no time", () => {
    rightOrEmpty(timeWith('Şube Çalışma Saati', '0900', { 'İşlem Tarihi': '14.03.2025' }), NONE);
  });

  it("'Kur Saati 1100' (the exchange rate's time) is no time", () => {
    rightOrEmpty(timeWith('Kur Saati', '1100', { 'İşlem Tarihi': '14.03.2025' }), NONE);
  });

  it("'Saat 2024', the year of a date parted over rows ('Tarih 14 Mart'), is no time", () => {
    const words = [
      ...ocrReceipt({ 'İşlem Tarihi': '' }),
      ...ocrRow(20, [
        ['Tarih', 0],
        ['14 Mart', 24],
      ]),
      ...ocrRow(22, [
        ['Saat', 0],
        ['2024', 24],
      ]),
    ];
    rightOrEmpty(parseReceiptWords(words).fields.islem_saati, NONE);
  });

  it("'Time 2025' under 'Date 14 Mar' is no time", () => {
    const words = [
      ...ocrReceipt({ 'İşlem Tarihi': '' }),
      ...ocrRow(20, [
        ['Date', 0],
        ['14 Mar', 24],
      ]),
      ...ocrRow(22, [
        ['Time', 0],
        ['2025', 24],
      ]),
    ];
    rightOrEmpty(parseReceiptWords(words).fields.islem_saati, NONE);
  });
});

describe("a mark after an OCR'd amount's kuruş is not always the '₺' printed after it", () => {
  const amountWith = (value: string, note = '') =>
    parseReceiptWords([...ocrReceipt({ 'İşlem Tutarı': value }), ...(note ? ocrRow(20, [[note, 0]]) : [])])
      .fields.tutar;

  it("'₺57,92*' read '157,92*', with a footnote '* Masraf hariçtir.', is not 157,92", () => {
    rightOrEmpty(amountWith('157,92*', '* Masraf hariçtir.'), '57,92');
    rightOrEmpty(amountWith('157,92 *', '* Masraf hariçtir.'), '57,92');
  });

  it("an app row's '₺27,92' and chevron read '427,92 »' is not 427,92", () => {
    rightOrEmpty(amountWith('427,92 »'), '27,92');
  });

  it("'₺18,00 %18 KDV' read '118,00 %18 KDV' is not 118,00", () => {
    rightOrEmpty(amountWith('118,00 %18 KDV'), '18,00');
  });

  it("'₺27,92 #1' (an instalment's number) read '127,92 #1' is not 127,92", () => {
    rightOrEmpty(amountWith('127,92 #1'), '27,92');
  });

  it("a '?' or '©' an OCR left for a speck after '₺57,92' read '157,92' is not 157,92", () => {
    for (const amount of ['157,92?', '157,92©']) rightOrEmpty(amountWith(amount), '57,92');
  });

  it("other marks after '₺57,92' read '157,92' ('&', '~', '<', '>', '@', '^') are not 157,92", () => {
    for (const amount of ['157,92&', '157,92~', '157,92<', '157,92>', '157,92@', '157,92^'])
      rightOrEmpty(amountWith(amount), '57,92');
  });

  it("a euro or dollar sign after an OCR'd figure ('157,92 €', '127,92 $') gives no lira amount", () => {
    for (const amount of ['157,92 €', '127,92 $']) rightOrEmpty(amountWith(amount), NONE);
  });
});

describe("a '©' in an OCR'd IBAN read as 0", () => {
  it("a digit lost and a '©' speck after the IBAN give no other valid IBAN", () => {
    // TR67 0001 0000 0000 0000 2771 65 is printed; its '1' lost and a '©' after it, …2776 50 passes mod 97.
    const { fields } = parseReceiptWords(ocrReceipt({ 'Alıcı IBAN': 'TR67 0001 0000 0000 0000 2776 5©' }));
    rightOrEmpty(fields.alici_hesap, 'TR670001000000000000277165');
  });

  it("a '©' for a digit other than 0, beside a look-alike letter, gives no other valid IBAN", () => {
    // TR82 0006 2000 … 5678 901 read with its '2' as '©' and its '6' as 'G': TR82 0006 0000 … 9789 01 passes.
    const { fields } = parseReceiptWords(
      ocrReceipt({ 'Alıcı IBAN': 'TR82 0006 ©000 0001 2345 G789 01', 'Gönderen IBAN': '' }),
    );
    rightOrEmpty(fields.alici_hesap, SENDER_IBAN);
  });
});

describe("a short word in an OCR'd person's name", () => {
  const sender = (name: string) => fieldsOf({ Gönderen: name }).gonderici_ismi;

  it("keeps a name with a lower-case particle ('Maria de Souza', 'Ayşe de Souza')", () => {
    for (const name of ['Maria de Souza', 'Ayşe de Souza']) expect(sender(name), name).toBe(name);
  });

  it("keeps a name with a word without a Turkish vowel ('Ng Wei Lun', 'Lynn Parker', 'Ali Ng')", () => {
    for (const name of ['Ng Wei Lun', 'Lynn Parker', 'Ali Ng']) expect(sender(name), name).toBe(name);
  });

  it("keeps an institution's name with an abbreviation ('PTT Kargo Müdürlüğü')", () => {
    expect(fieldsOf({ 'Alıcı Adı': 'PTT Kargo Müdürlüğü' }).alici_ismi).toBe('PTT Kargo Müdürlüğü');
  });

  it("a speck read as a lower-case letter and a dot ('e.', 'ı.', 'ş.') is no initial", () => {
    for (const name of ['Ebru Çınar e.', 'ı. Ebru Çınar', 'Ebru ş. Çınar'])
      rightOrEmpty(sender(name), 'Ebru Çınar');
  });
});

describe("an OCR'd figure with letters between its digits", () => {
  it("'1.2S4,56 TL (1 adet)' gives no amount, not the count", () => {
    rightOrEmpty(fieldsOf({ 'İşlem Tutarı': '1.2S4,56 TL (1 adet)' }).tutar, '1.254,56');
  });

  it("'97L1I7 TL / 3 taksit' gives no amount, not the instalments", () => {
    rightOrEmpty(fieldsOf({ 'İşlem Tutarı': '97L1I7 TL / 3 taksit' }).tutar, '971,17');
  });
});

describe("a time followed by a full stop and four digits is not the head of a date ('10: 08. 2023')", () => {
  it("'… saat 10:08. 2023 yılı …' in a sentence gives no date 10.08.2023", () => {
    const words = [
      ...ocrReceipt({ 'İşlem Tarihi': '' }),
      ...ocrRow(20, [['İşleminiz saat 10:08. 2023 yılı kampanyası kapsamındadır.', 0]]),
    ];
    rightOrEmpty(parseReceiptWords(words).fields.islem_tarihi, NONE);
  });

  it("'İşlem Saati 10:22. 2025' keeps the time", () => {
    expect(fieldsOf({ 'İşlem Tarihi': '14.03.2025', 'İşlem Saati': '10:22. 2025' }).islem_saati).toBe(
      '10:22',
    );
  });

  it("'İşlem Saati 10:22. 1234' (a reference after the full stop) keeps the time", () => {
    expect(fieldsOf({ 'İşlem Tarihi': '14.03.2025', 'İşlem Saati': '10:22. 1234' }).islem_saati).toBe(
      '10:22',
    );
  });
});
