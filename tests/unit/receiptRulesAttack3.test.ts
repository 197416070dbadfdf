/**
 * An outside attack on three rules (an IBAN read with a group of five, a row that starts with the sender's
 * label, a speck before a party heading): receipts on which the first form of the rules gave a wrong value
 * or lost one read before ('lost (new)', 'WRONG (new)'), and wrong values found on the way that are older
 * ('WRONG (old)'). All read right or stay empty now.
 */
import { describe, expect, it } from 'vitest';
import { parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { rightOrEmpty, spaced as sp, wordRow } from './receiptTestWords';

// Valid Turkish IBANs (mod 97 = 1).
const S1 = 'TR820006200000012345678901'; // the sender's
const R1 = 'TR920006400000112233445566'; // the recipient's
const R2 = 'TR430011106979115500386773'; // a bank's own / a third account

const tail = 'İşlem Tutarı   1.250,00 TL\nİşlem Tarihi   14.03.2025 10:22\n';
const page = (head: string, body: string) => `${head}\n${body}\n${tail}`;
const names = 'Gönderen   Ayşe Yılmaz\nAlıcı   Mehmet Kaya\n';
const ocr = (rows: Array<Array<[string, number]>>) =>
  rows.flatMap((cells, index) => wordRow(index * 2, cells, 1, 0.9));
const ocrKV = (rows: Array<[string, string]>) =>
  ocr(
    [...rows, ['İşlem Tutarı', '1.250,00 TL'], ['İşlem Tarihi', '14.03.2025 10:22']].map(([l, v]) => [
      [l, 0],
      [v, 24],
    ]),
  );
const ibanOfText = (text: string) => parseReceiptText(text).alici_hesap;
const ibanOfWords = (words: ReturnType<typeof ocr>) => parseReceiptWords(words).fields.alici_hesap;

describe('rule 1 (readAllIbans): an IBAN read with a group of five inside it is dropped', () => {
  // lost (new): a PDF text layer that glues the next column or word onto an unspaced IBAN
  it.each([
    ['bank name glued (R1GARANTİ BBVA)', `Alıcı IBAN   ${R1}GARANTİ BBVA`],
    ['next label glued (R1Banka:Akbank)', `Alıcı IBAN:${R1}Banka:Akbank`],
    ['currency glued (R1TRY)', `Alıcı IBAN   ${R1}TRY`],
    ['currency glued (R1TL)', `Alıcı IBAN   ${R1}TL`],
    ['suffix without its apostrophe (R1da)', `Alıcı IBAN   ${R1}da`],
    ['date glued to the last group (…66 14.03.2025)', `Alıcı IBAN   ${sp(R1)}14.03.2025`],
  ])('lost (new): %s', (_, row) => {
    expect(ibanOfText(page('Garanti BBVA\nEFT Dekontu', `${names}${row}`))).toBe(R1);
  });

  // lost (new): a table border or a speck after the last group read as 'l', 'I', 'S' (IBAN look-alikes)
  it.each([['l'], ['I'], ['S']])("lost (new): OCR'd border read as '%s' glued to the last group", (speck) => {
    const words = ocrKV([
      ['Gönderen', 'Ayşe Yılmaz'],
      ['Alıcı', 'Mehmet Kaya'],
      ['Alıcı IBAN', `${sp(R1)}${speck}`],
    ]);
    expect(ibanOfWords(words)).toBe(R1);
  });

  it.each([
    [
      'holder line with the sender IBAN on top',
      `Ayşe Yılmaz   ${sp(S1)}\nAlıcı   Mehmet Kaya\nAlıcı IBAN   ${sp(R1)}l`,
    ],
    ['another column on the row', `${names}Alıcı IBAN   ${sp(R1)}l   ${sp(S1)}`],
    [
      'Alacaklı / Borçlu row',
      `Alacaklı   Mehmet Kaya   Borçlu   Ayşe Yılmaz\nAlacaklı Hesap   ${sp(R1)}l   Borçlu Hesap   ${sp(S1)}`,
    ],
    ['a bank IBAN row below', `${names}Alıcı IBAN   ${sp(R1)}l\nAlıcı Banka IBAN   ${sp(R2)}`],
    [
      'Hesap No of the sender on top, glued bank name',
      `Hesap No   ${sp(S1)}\nAlıcı   Mehmet Kaya\nAlıcı IBAN   ${R1}GARANTİ BBVA`,
    ],
  ])("lost (new): border 'l' / glued word, %s", (_, body) => {
    expect(ibanOfText(page('Garanti BBVA\nEFT Dekontu', body))).toBe(R1);
  });

  it("lost (new, arguably by design): a border read as '1' or an account suffix glued to the last group", () => {
    expect(ibanOfText(page('Şekerbank\nHavale', `${names}Alıcı IBAN   ${sp(R1)}1`))).toBe(R1);
    const words = ocrKV([
      ['Gönderen', 'Ayşe Yılmaz'],
      ['Alıcı', 'Mehmet Kaya'],
      ['Alıcı IBAN', `${sp(R1)}5001`],
    ]);
    expect(ibanOfWords(words)).toBe(R1);
  });

  it("WRONG (new): the recipient's IBAN with a border 'l', the sender's next in the same cell → the sender's", () => {
    const text = page('Garanti BBVA\nEFT Dekontu', `${names}Alıcı IBAN   ${sp(R1)}l ${sp(S1)}`);
    rightOrEmpty(ibanOfText(text), R1);
  });
});

describe("rule 2 (partyRows.ts): a row starting with the sender's label and holding only the sender's name, account and bank is the sender's", () => {
  it.each([
    [
      'Papara: Hesap No of the sender, then Gönderen → recipient',
      `Hesap No   ${sp(S1)}\nGönderen   Ayşe Yılmaz   →   Mehmet Kaya   ${sp(R1)}`,
    ],
    [
      'holder line, then Gönderen → recipient',
      `Ayşe Yılmaz   ${sp(S1)}\nGönderen   Ayşe Yılmaz   →   Mehmet Kaya   ${sp(R1)}`,
    ],
    [
      "Ödeyen … Ödenen … IBAN, then the payer's 'Hesap'",
      `Ödeyen   Ayşe Yılmaz   Ödenen   Mehmet Kaya   ${sp(R1)}\nHesap   ${sp(S1)}`,
    ],
  ])("WRONG (new): the sender's IBAN given as the recipient's — %s", (_, body) => {
    rightOrEmpty(ibanOfText(page('Papara\nTransfer', body)), R1);
  });

  it("WRONG (new, speck rule): a bulleted footnote '• Alıcı hesabına … bank … IBAN' is no longer a bank's line", () => {
    const text = `Garanti BBVA\nEFT Dekontu\n${names}${tail}• Alıcı hesabına aktarımda aracı banka Türkiye İş Bankası A.Ş. IBAN ${sp(R2)}\n`;
    expect(ibanOfText(text)).toBe('Bulunamadı');
  });

  it("WRONG (new, speck rule): OCR'd footnote 'e Alıcı hesabına … bank … IBAN' gives the bank's IBAN", () => {
    const words = [
      ...ocrKV([
        ['Gönderen', 'Ayşe Yılmaz'],
        ['Alıcı', 'Mehmet Kaya'],
      ]),
      ...wordRow(
        12,
        [[`e Alıcı hesabına aktarımda aracı banka Türkiye İş Bankası A.Ş. IBAN ${sp(R2)}`, 0]],
        1,
        0.9,
      ),
    ];
    expect(ibanOfWords(words)).toBe('Bulunamadı');
  });

  it.each([
    ['Gönderen → recipient and IBAN on one row', `Gönderen   Ayşe Yılmaz   →   Mehmet Kaya   ${sp(R1)}`],
    [
      'Borçlu Hesap … Alacak Hesap on one row',
      `Borçlu   Ayşe Yılmaz       Alacaklı   Mehmet Kaya\nBorçlu Hesap   ${sp(S1)}   Alacak Hesap   ${sp(R1)}`,
    ],
    [
      '… and a description with an IBAN',
      `Borçlu   Ayşe Yılmaz       Alacaklı   Mehmet Kaya\nBorçlu Hesap   ${sp(S1)}   Alacak Hesap   ${sp(R1)}\nAçıklama   Kira ${sp(R2)}`,
    ],
    [
      "'Transfer Yapılan IBAN' beside the sender",
      `Gönderen   Ayşe Yılmaz     Transfer Yapılan IBAN   ${sp(R1)}\nAlıcı   Mehmet Kaya`,
    ],
    [
      'two party boxes side by side',
      `GÖNDEREN                              ALICI\nGönderen Adı   Ayşe Yılmaz            Ad Soyad   Mehmet Kaya\nGönderen IBAN   ${sp(S1)}    IBAN   ${sp(R1)}`,
    ],
    [
      'two party boxes and a Referans IBAN',
      `GÖNDEREN                              ALICI\nGönderen Adı   Ayşe Yılmaz            Ad Soyad   Mehmet Kaya\nGönderen IBAN   ${sp(S1)}    IBAN   ${sp(R1)}\nReferans   ${sp(R2)}`,
    ],
    [
      "'Gönderen … Ad Soyad … IBAN' on one row",
      `Gönderen   Ayşe Yılmaz   Ad Soyad   Mehmet Kaya   IBAN   ${sp(R1)}`,
    ],
    ['Ödeyen … Ödenen … IBAN', `Ödeyen   Ayşe Yılmaz   Ödenen   Mehmet Kaya   ${sp(R1)}`],
  ])("lost (new): the recipient's IBAN on a row starting with a sender label — %s", (_, body) => {
    expect(ibanOfText(page('Türkiye Finans\nDekont', body))).toBe(R1);
  });

  it("lost (new): OCR'd party boxes whose rows are offset: 'Gönderen : …' beside the recipient box's 'IBAN'", () => {
    const words = ocr([
      [
        ['GÖNDEREN', 0],
        ['ALICI', 40],
      ],
      [
        ['Gönderen : Ayşe Yılmaz', 0],
        ['IBAN :', 40],
        [sp(R1), 48],
      ],
      [
        ['Gönderen IBAN :', 0],
        [sp(S1), 10],
        ['Ad Soyad : Mehmet Kaya', 40],
      ],
      [
        ['İşlem Tutarı', 0],
        ['1.250,00 TL', 24],
      ],
      [
        ['İşlem Tarihi', 0],
        ['14.03.2025 10:22', 24],
      ],
    ]);
    expect(ibanOfWords(words)).toBe(R1);
  });
});

describe('rule 3 (headingParty) and heading-like values: wrong values that were wrong before the rule too', () => {
  it("WRONG (old): 'Masraf Ödeyen   : ALICI' makes the sender the recipient", () => {
    const text = `Garanti BBVA\nEFT Dekontu\nMasraf Ödeyen      : ALICI\nHesap Sahibi   Ayşe Yılmaz\nIBAN   ${sp(S1)}\nALICI BİLGİLERİ\nAd Soyad   Mehmet Kaya\nIBAN   ${sp(R1)}\n${tail}`;
    rightOrEmpty(parseReceiptText(text).alici_ismi, 'Mehmet Kaya');
  });

  it("WRONG (old): OCR'd 'Masraf Ödeyen   : ALICI' makes the sender the recipient", () => {
    const words = ocr([
      [
        ['Masraf Ödeyen', 0],
        [': ALICI', 24],
      ],
      [
        ['Hesap Sahibi', 0],
        ['Ayşe Yılmaz', 24],
      ],
      [
        ['IBAN', 0],
        [sp(S1), 24],
      ],
      [['ALICI BİLGİLERİ', 0]],
      [
        ['Ad Soyad', 0],
        ['Mehmet Kaya', 24],
      ],
      [
        ['IBAN', 0],
        [sp(R1), 24],
      ],
      [
        ['İşlem Tutarı', 0],
        ['1.250,00 TL', 24],
      ],
      [
        ['İşlem Tarihi', 0],
        ['14.03.2025 10:22', 24],
      ],
    ]);
    rightOrEmpty(parseReceiptWords(words).fields.alici_ismi, 'Mehmet Kaya');
  });

  it("WRONG (old): 'Masraf Ödeyen   : GÖNDEREN' between the boxes makes the recipient the sender", () => {
    const text = `Garanti BBVA\nEFT Dekontu\nGÖNDEREN BİLGİLERİ\nAd Soyad   Ayşe Yılmaz\nIBAN   ${sp(S1)}\nMasraf Ödeyen      : GÖNDEREN\nAd Soyad   Mehmet Kaya\nIBAN   ${sp(R1)}\n${tail}`;
    rightOrEmpty(parseReceiptText(text).gonderici_ismi, 'Ayşe Yılmaz');
  });

  it("WRONG (old): 'Masraf   = GÖNDEREN' over the recipient's 'Alıcı Adı' makes the recipient the sender", () => {
    const text = `Garanti BBVA\nEFT Dekontu\nMasraf      = GÖNDEREN\nAlıcı Adı   Mehmet Kaya\nAd Soyad   Ayşe Yılmaz\nIBAN   ${sp(R1)}\n${tail}`;
    expect(parseReceiptText(text).gonderici_ismi).not.toBe('Mehmet Kaya');
  });
});

describe('outside the three rules: wrong values found on the way (old)', () => {
  it("WRONG (old): a bulk list '# Alıcı   IBAN   Tutar' gives the IBAN's check digits as the amount (92,00)", () => {
    const text = `Garanti BBVA\nToplu EFT\nGönderen   Ayşe Yılmaz\nGönderen IBAN   ${sp(S1)}\n# Alıcı   IBAN   Tutar\n1 Mehmet Kaya   ${sp(R1)}   1.250,00 TL\nİşlem Tarihi   14.03.2025 10:22\n`;
    rightOrEmpty(parseReceiptText(text).tutar, '1.250,00');
  });
});
