import { describe, expect, it } from 'vitest';
import { parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { RECIPIENT_IBAN, SENDER_IBAN, spaced, wordRow } from './receiptTestWords';

/** One OCR row of cells (words read at confidence 0.9). */
const row = (y: number, cells: Array<[string, number]>, size = 1, conf = 0.9) =>
  wordRow(y, cells, size, conf);

describe('an all-caps slip whose long labels put their value on the next line', () => {
  const slip = (senderLabel: string, recipientLabel: string) => [
    ...row(0, [[senderLabel, 0]]),
    ...row(1.5, [['GÜLİZAR ARSLAN', 0]]),
    ...row(3, [[recipientLabel, 0]]),
    ...row(4.5, [['IŞIL ERDOĞAN', 0]]),
    ...row(6, [['ALICI IBAN NUMARASI', 0]]),
    ...row(7.5, [[spaced(RECIPIENT_IBAN), 0]]),
    ...row(9, [
      ['EFT TUTARI', 0],
      ['800,00 TL', 30],
    ]),
  ];

  it("reads the name under a label whose tail ('SOYADI', '/ UNVANI') the label wordings leave over", () => {
    const { fields } = parseReceiptWords(slip('GÖNDEREN MÜŞTERİ ADI SOYADI', 'ALICI ADI SOYADI / UNVANI'));
    expect(fields).toMatchObject({
      gonderici_ismi: 'GÜLİZAR ARSLAN',
      alici_ismi: 'IŞIL ERDOĞAN',
      alici_hesap: RECIPIENT_IBAN,
      tutar: '800,00',
    });
  });
});

/** A transfer order of boxes: each label small in its box's top-left corner, the value under it. */
const transferOrder = (senderHeading: string, recipientHeading: string, recipientIban: string) => [
  ...row(0, [['PARA TRANSFER TALİMATI', 10]]),
  ...row(2, [['İşlem Türü: [X] EFT [ ] Havale [ ] FAST', 0]]),
  ...row(4, [[senderHeading, 0]]),
  ...row(
    5.5,
    [
      ['Adı Soyadı / Unvanı', 0],
      ['Müşteri No', 30],
      ['Şube Kodu', 45],
    ],
    0.7,
  ),
  ...row(6.5, [
    ['Büşra Özdemir', 0],
    ['96682572', 30],
    ['8257', 45],
  ]),
  ...row(
    8,
    [
      ['IBAN', 0],
      ['T.C. Kimlik No', 36],
    ],
    0.7,
  ),
  ...row(9, [
    [spaced(SENDER_IBAN), 0],
    ['682******72', 36],
  ]),
  ...row(11, [[recipientHeading, 0]]),
  ...row(
    12.5,
    [
      ['Adı Soyadı / Unvanı', 0],
      ['Banka', 34],
    ],
    0.7,
  ),
  ...row(13.5, [
    ['Şeyma Ümit Şahin', 0],
    ['Ziraat Bankası', 34],
  ]),
  ...row(15, [['IBAN', 0]], 0.7),
  ...row(16, [[recipientIban, 0]]),
  ...row(18, [['İŞLEM BİLGİLERİ', 0]]),
  ...row(
    19.5,
    [
      ['Tutar', 0],
      ['Yazıyla', 20],
    ],
    0.7,
  ),
  ...row(20.5, [
    ['3.003,66 TL', 0],
    ['ÜÇBİNÜÇ TÜRK LİRASI ALTMIŞALTI KURUŞ', 20],
  ]),
];

describe('a branch transfer order of boxed fields under party headings', () => {
  it("gives each box's value under its small label to the party of the heading ('LEHTAR (ALICI)')", () => {
    const { fields } = parseReceiptWords(
      transferOrder('TALİMAT VEREN (GÖNDEREN)', 'LEHTAR (ALICI)', spaced(RECIPIENT_IBAN)),
    );
    expect(fields).toMatchObject({
      gonderici_ismi: 'Büşra Özdemir',
      alici_ismi: 'Şeyma Ümit Şahin',
      alici_hesap: RECIPIENT_IBAN,
      tutar: '3.003,66',
    });
  });

  it("never takes the sender's IBAN when the recipient's is misread", () => {
    const misread = spaced(RECIPIENT_IBAN).replace('TR92', 'IR9Z');
    const { fields } = parseReceiptWords(
      transferOrder('TALİMAT VEREN (GÖNDEREN)', 'LEHTAR (ALICI)', misread),
    );
    expect(fields.alici_hesap).toBe('Bulunamadı');
    // Headings the OCR lost: two 'IBAN' labels that say nobody's name, and only one reads as an account.
    const lost = parseReceiptWords(transferOrder('T4L1M4T V3R3N', 'L3HT4R', misread));
    expect(lost.fields.alici_hesap).toBe('Bulunamadı');
  });
});

describe("a page whose title or button starts with 'IBAN'", () => {
  it("counts only 'IBAN' labels that stand before an account, not 'IBAN'a Para Gönder' or 'IBAN Kopyala'", () => {
    for (const title of ["IBAN'a Para Gönder", 'IBAN ile Transfer', 'IBAN Kopyala']) {
      const card = [
        ...row(0, [[title, 0]]),
        ...row(2, [
          ['Alıcı Adı', 0],
          ['Mehmet Kaya', 20],
        ]),
        ...row(3.5, [
          ['IBAN', 0],
          [spaced(RECIPIENT_IBAN), 20],
        ]),
        ...row(5, [
          ['Tutar', 0],
          ['1.250,00 TL', 20],
        ]),
        ...row(6.5, [
          ['Gönderen', 0],
          ['Ayşe Yılmaz', 20],
        ]),
      ];
      expect(parseReceiptWords(card).fields.alici_hesap, title).toBe(RECIPIENT_IBAN);
    }
  });

  it("still leaves two bare 'IBAN' labels, each before an account, untrusted", () => {
    const card = [
      ...row(0, [
        ['Alıcı Adı', 0],
        ['Mehmet Kaya', 20],
      ]),
      ...row(1.5, [
        ['IBAN', 0],
        [spaced(RECIPIENT_IBAN), 20],
      ]),
      ...row(3, [
        ['IBAN', 0],
        ['TR', 20],
      ]),
      ...row(4.5, [
        ['Tutar', 0],
        ['1.250,00 TL', 20],
      ]),
    ];
    expect(parseReceiptWords(card).fields.alici_hesap).toBe('Bulunamadı');
  });
});
