import { describe, expect, it } from 'vitest';
import { parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { NOT_FOUND } from '../../server/receiptAnalysis/receiptFields';
import { checkText, RECIPIENT_IBAN, SENDER_IBAN, spaced, wordRow } from './receiptTestWords';

/** An IBAN printed one character per box: each character its own word, a box's width apart. */
const charBoxes = (y: number, iban: string, pitch = 1.7) =>
  wordRow(
    y,
    [...iban].map((char, index): [string, number] => [char, index * pitch]),
  );

/** A branch's transfer form: numbered party headings, a corner label over each box, IBANs in boxes. */
const charBoxForm = (
  recipientIban: string,
  senderHeading = '1. TALİMATI VEREN',
  recipientHeading = '2. LEHDAR',
) => [
  ...wordRow(0, [['EFT / HAVALE TALİMAT FORMU', 10]]),
  ...wordRow(2, [[senderHeading, 0]]),
  ...wordRow(
    3.5,
    [
      ['Ad Soyad / Ticari Unvan', 0],
      ['Müşteri No', 36],
    ],
    0.7,
  ),
  ...wordRow(4.5, [
    ['Şükrü Türkmen', 0],
    ['302381612', 36],
  ]),
  ...wordRow(6, [['Borçlandırılacak Hesap IBAN', 0]], 0.7),
  ...charBoxes(7, SENDER_IBAN),
  ...wordRow(9, [[recipientHeading, 0]]),
  ...wordRow(
    10.5,
    [
      ['Ad Soyad / Ticari Unvan', 0],
      ['Banka / Şube', 36],
    ],
    0.7,
  ),
  ...wordRow(11.5, [
    ['Sevgi Eylül İnce', 0],
    ['İş Bankası', 36],
  ]),
  ...wordRow(13, [['IBAN', 0]], 0.7),
  ...charBoxes(14, recipientIban),
  ...wordRow(16, [['3. İŞLEM', 0]]),
  ...wordRow(
    17.5,
    [
      ['Tutar (Rakamla)', 0],
      ['Tarih', 36],
    ],
    0.7,
  ),
  ...wordRow(18.5, [
    ['1.259,53 TL', 0],
    ['16.12.2024', 36],
  ]),
];

describe('a transfer form with the IBAN in character boxes and numbered party headings', () => {
  it('joins a run of single characters that reads as a valid IBAN, and reads the numbered sections', () => {
    const { fields } = parseReceiptWords(charBoxForm(RECIPIENT_IBAN));
    expect(fields).toMatchObject({
      gonderici_ismi: 'Şükrü Türkmen',
      alici_ismi: 'Sevgi Eylül İnce',
      alici_hesap: RECIPIENT_IBAN,
      islem_tarihi: '16.12.2024',
    });
  });

  it("reads numbered headings as an OCR reads them: glued to the number, a speck after ('2.LEHDAR (e')", () => {
    const { fields } = parseReceiptWords(charBoxForm(RECIPIENT_IBAN, '1.TALİMATI VEREN', '2.LEHDAR (e'));
    expect(fields).toMatchObject({
      gonderici_ismi: 'Şükrü Türkmen',
      alici_ismi: 'Sevgi Eylül İnce',
      alici_hesap: RECIPIENT_IBAN,
    });
  });

  it('takes no word of letters after a party word for a speck: the line is no heading', () => {
    const { fields } = parseReceiptWords(charBoxForm(RECIPIENT_IBAN, '1. TALİMATI VEREN', '2. LEHDAR Ali'));
    expect([NOT_FOUND, 'Sevgi Eylül İnce']).toContain(fields.alici_ismi);
    expect([NOT_FOUND, 'Şükrü Türkmen']).toContain(fields.gonderici_ismi);
    expect([NOT_FOUND, RECIPIENT_IBAN]).toContain(fields.alici_hesap);
  });

  it('never joins characters that fail the mod 97 check', () => {
    const broken = `${RECIPIENT_IBAN.slice(0, 25)}${(Number(RECIPIENT_IBAN[25]) + 1) % 10}`;
    expect(parseReceiptWords(charBoxForm(broken)).fields.alici_hesap).toBe(NOT_FOUND);
  });

  it('joins no run of characters that is not TR and 24 digits', () => {
    const words = [...wordRow(0, [['IBAN', 0]], 0.7), ...charBoxes(1, `X${RECIPIENT_IBAN.slice(1)}`)];
    expect(parseReceiptWords(words).fields.alici_hesap).toBe(NOT_FOUND);
  });
});

/** A narrow branch slip: 'LABEL ....: value' rows, the recipient's label a bare 'ALAN'. */
const dottedSlip = (senderRow: string, recipientRow: string) =>
  [
    'VAKIFBANK ÇANKAYA ŞUBESİ',
    'TARİH/SAAT ....: 08.08.2024-07:32:48',
    senderRow,
    `BORÇLU IBAN ...: ${spaced(SENDER_IBAN)}`,
    recipientRow,
    `ALACAKLI IBAN .: ${spaced(RECIPIENT_IBAN)}`,
    'HAVALE TUTARI .: 3.600,00 TL',
  ].join('\n');

describe("a slip whose recipient's label is a bare 'ALAN' before a dotted leader", () => {
  it("reads 'ALAN' as the recipient's label beside the sender's 'GÖNDEREN' label", () => {
    const text = dottedSlip('GÖNDEREN ......: RÜYA İNCE', 'ALAN ..........: IŞIK LOJİSTİK A.Ş.');
    checkText(text, { gonderici_ismi: 'RÜYA İNCE', alici_ismi: 'IŞIK LOJİSTİK A.Ş.' }, ['alici_ismi']);
    checkText(
      dottedSlip('HAVALE VEREN : RÜYA İNCE', 'ALAN ......: SEVGİ KARAGÖZ'),
      { alici_ismi: 'SEVGİ KARAGÖZ' },
      ['alici_ismi'],
    );
  });

  it("reads a leader an OCR read with a colon among its dots ('ALAN :.........:', 'ALAN .:........:')", () => {
    for (const leader of [':.........:', '.:........:', '..:.......:'])
      checkText(
        dottedSlip('GÖNDEREN ......: RÜYA İNCE', `ALAN ${leader} YİĞİT DOĞAN`),
        { alici_ismi: 'YİĞİT DOĞAN' },
        ['alici_ismi'],
      );
  });

  it("reads no 'ALAN' before a bare colon, nor beside a 'VEREN' that is no sender ('KARAR VEREN')", () => {
    const field = dottedSlip('GÖNDEREN : RÜYA İNCE', 'ALAN : MAKİNE MÜHENDİSLİĞİ');
    expect(parseReceiptText(field).alici_ismi).toBe(NOT_FOUND);
    const board = dottedSlip('KARAR VEREN ....: BURS KURULU', 'ALAN ......: SEVGİ KARAGÖZ');
    expect(parseReceiptText(board).alici_ismi).toBe(NOT_FOUND);
  });

  it("reads no 'ALAN' without a sender's label of the same form, nor one inside a cell", () => {
    const alone = dottedSlip('MÜŞTERİ NO ....: 12345', 'ALAN ..........: IŞIK LOJİSTİK A.Ş.');
    expect(parseReceiptText(alone).alici_ismi).toBe(NOT_FOUND);
    const inside = dottedSlip('GÖNDEREN ......: RÜYA İNCE', 'KULLANIM ALAN ....: IŞIK LOJİSTİK A.Ş.');
    expect(parseReceiptText(inside).alici_ismi).toBe(NOT_FOUND);
    const sentence = dottedSlip(
      'GÖNDEREN ......: RÜYA İNCE',
      'ALAN KİŞİ BİLGİSİ GİZLİDİR: IŞIK LOJİSTİK A.Ş.',
    );
    expect(parseReceiptText(sentence).alici_ismi).toBe(NOT_FOUND);
  });
});

/** A wallet's cards: 'Kimden' over the wallet's own account, 'Kime' over a bare 'IBAN' row. */
const walletCards = (recipientCard: string) =>
  [
    'Mehmet Kaya kişisine gönderdin',
    'Kimden          Gülizar Şahin',
    'Hesap           Cüzdan •••• 3348',
    '',
    recipientCard,
    'Banka           Halkbank',
    'İşlem zamanı    22 Eylül 2023 Cuma, 00:18',
  ].join('\n');

describe("a wallet's 'Kime' card with a bare 'IBAN' row", () => {
  it("reads the IBAN on the line right under the recipient's 'Kime' row as the recipient's", () => {
    const card = `Kime            Mehmet Kaya\nIBAN            ${spaced(RECIPIENT_IBAN)}`;
    checkText(walletCards(card), { alici_ismi: 'Mehmet Kaya', alici_hesap: RECIPIENT_IBAN }, ['alici_hesap']);
  });

  it("reads no IBAN a line away from the 'Kime' row, nor under the sender's 'Kimden' row", () => {
    const apart = `Kime            Mehmet Kaya\nBanka           Halkbank\nIBAN            ${spaced(RECIPIENT_IBAN)}`;
    expect(parseReceiptText(walletCards(apart)).alici_hesap).toBe(NOT_FOUND);
    const sender = [
      'Kimden          Gülizar Şahin',
      `IBAN            ${spaced(SENDER_IBAN)}`,
      'Kime            Mehmet Kaya',
      'Hesap           Cüzdan •••• 3348',
    ].join('\n');
    expect(parseReceiptText(sender).alici_hesap).toBe(NOT_FOUND);
  });
});

/** A bulk payment report: the paying company's head over a list of payments to recipients. */
const bulkReport = (head: string) =>
  [
    'Nakit Yönetimi · Toplu Ödeme',
    head,
    `Borçlu Hesap: ${spaced(SENDER_IBAN)}`,
    '',
    '#   Ödeme Tipi   Alıcı         Alıcı IBAN                   Açıklama      Gönderim',
    `1   EFT          Çiçek Kılıç   ${RECIPIENT_IBAN}   Borç iadesi   20.04.2024 14:25`,
  ].join('\n');

describe("a bulk payment list's 'Firma:' head", () => {
  it("reads 'Firma:' above a list of payments to recipients as the paying company, the sender", () => {
    checkText(
      bulkReport('Firma: Büşra Türkmen'),
      { gonderici_ismi: 'Büşra Türkmen', alici_ismi: 'Çiçek Kılıç' },
      ['gonderici_ismi'],
    );
  });

  it("reads no sender from 'Firma:' on a page without such a list (a bill's payee company)", () => {
    const bill = ['Fatura Ödeme Dekontu', 'Firma: Turkcell İletişim A.Ş.', 'Tutar: 250,00 TL'].join('\n');
    expect(parseReceiptText(bill).gonderici_ismi).toBe(NOT_FOUND);
    expect(parseReceiptText(bill).alici_ismi).toBe(NOT_FOUND);
  });
});

describe("a header whose last word an OCR parted into a cell of its own ('ALICI ADI' ‖ 'SOYADI')", () => {
  it('reads the whole name under it, not the words left of the parted cell', () => {
    const words = [
      ...wordRow(0, [['E-DEKONT : GİDEN EFT', 0]]),
      ...wordRow(
        2,
        [
          ['ALICI ADI', 0],
          ['SOYADI', 5],
          ['ALICI BANKASI', 30],
        ],
        0.7,
      ),
      ...wordRow(3, [
        ['Ulaş Tarık Şahin', 0],
        ['Ziraat Bankası', 30],
      ]),
      ...wordRow(5, [['ALICI IBAN', 0]], 0.7),
      ...wordRow(6, [[spaced(RECIPIENT_IBAN), 0]]),
    ];
    expect(parseReceiptWords(words).fields).toMatchObject({
      alici_ismi: 'Ulaş Tarık Şahin',
      alici_hesap: RECIPIENT_IBAN,
    });
  });
});
