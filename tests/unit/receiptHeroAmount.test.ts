import { describe, expect, it } from 'vitest';
import { parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { N, R, ocrAt, type Cells } from './receiptAttackKit';

const grouped = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** A wallet screen read by OCR: a status line, the big figure (three times the text's height), the parties. */
function walletScreen(figure: string, status = 'Gönderildi', figureSize = 3) {
  const rows: Array<[number, Cells, number?]> = [
    [0, [['PARAM CEP', 0]]],
    [3, [[figure, 4]], figureSize],
    [8, [[status, 4]]],
    [10, [['24 Kasım 2026, 14:35', 4]]],
    [13, [['KİME', 0]]],
    [15, [['Mehmet Kaya', 0]]],
    [17, [[grouped(R), 0]]],
    [20, [['KİMDEN', 0]]],
    [22, [['Ayşe Yılmaz', 0]]],
    [
      25,
      [
        ['İşlem ücreti', 0],
        ['5,00', 20],
      ],
    ],
  ];
  return parseReceiptWords(ocrAt(rows)).fields;
}

describe('the big figure of an OCR’d wallet screen', () => {
  it('is the amount when its ₺ was read as a letter', () => {
    expect(walletScreen('b3.450,00').tutar).toBe('3.450,00');
  });

  it('is the amount when its ₺ was lost, or read after it', () => {
    expect(walletScreen('3.450,00').tutar).toBe('3.450,00');
    expect(walletScreen('—3.220,29 »', 'Giden transfer').tutar).toBe('3.220,29');
  });

  it('is no amount when it starts with a 1 or a 4, which may be the ₺ misread', () => {
    expect(walletScreen('13.450,00').tutar).toBe(N);
    expect(walletScreen('43.450,00').tutar).toBe(N);
  });

  it('is no amount when a letter a digit is read as stands before it', () => {
    expect(walletScreen('A.295,17').tutar).toBe(N);
    expect(walletScreen('S3.450,00').tutar).toBe(N);
    expect(walletScreen('3.450,00S').tutar).toBe(N);
  });

  it('is no amount without a line near it saying money was sent', () => {
    expect(walletScreen('b3.450,00', 'Hesap özeti').tutar).toBe(N);
  });

  it('is no amount in the page’s ordinary type', () => {
    expect(walletScreen('b3.450,00', 'Gönderildi', 1).tutar).toBe(N);
  });

  it('is no amount beside a word that reads nearly as an amount label', () => {
    const rows: Array<[number, Cells, number?]> = [
      [0, [['b3.450,00', 4]], 3],
      [5, [['Gönderildi', 4]]],
      [
        8,
        [
          ['Tuiar', 0],
          ['350,00', 20],
        ],
      ],
    ];
    expect(parseReceiptWords(ocrAt(rows)).fields.tutar).toBe(N);
  });

  it('is no amount when two figures are printed that large', () => {
    const rows: Array<[number, Cells, number?]> = [
      [0, [['b3.450,00', 4]], 3],
      [5, [['Gönderildi', 4]]],
      [8, [['b2.100,00', 4]], 3],
      [13, [['Mehmet Kaya', 0]]],
    ];
    expect(parseReceiptWords(ocrAt(rows)).fields.tutar).toBe(N);
  });
});
