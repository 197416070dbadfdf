import { describe, expect, it } from 'vitest';
import type { Word } from '../../server/receiptAnalysis/layout';
import { NOT_FOUND, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { spaced, RECIPIENT_IBAN, wordRow } from './receiptTestWords';

const ocr = (y: number, cells: Array<[string, number]>, size = 1) => wordRow(y, cells, size, 0.9);

/** A wallet's OCR'd page: its big figure (three times the words' height) under or over a line of its own. */
const walletPage = (figure: string, above: string, below: string, figureSize = 3): Word[] => [
  ...ocr(0, [['PARAM*CEP', 0]]),
  ...ocr(2, [[above, 0]]),
  ...ocr(4, [[figure, 0]], figureSize),
  ...ocr(4 + figureSize + 1, [[below, 0]]),
  ...ocr(10, [['Kime', 0]]),
  ...ocr(12, [['Yiğit Ulaş Çakır', 0]]),
  ...ocr(14, [[spaced(RECIPIENT_IBAN), 0]]),
  ...ocr(16, [['Kimden', 0]]),
  ...ocr(18, [['Tuğba Sevgi Çakır', 0]]),
  ...ocr(20, [
    ['İşlem ücreti', 0],
    ['v0,00', 20],
  ]),
  ...ocr(22, [
    ['Referans no', 0],
    ['FST7512959567', 20],
  ]),
];

const amountOf = (words: Word[]) => parseReceiptWords(words).fields.tutar;

describe("an OCR'd wallet's big figure whose currency sign was lost or misread", () => {
  it("is the amount beside a line saying money was sent ('y4.346,25' over 'Gönderildi')", () => {
    expect(amountOf(walletPage('y4.346,25', 'Fatura', '✓ Gönderildi'))).toBe('4.346,25');
    expect(amountOf(walletPage('b1.763,80', 'Ebru Kaya kişisine gönderdin', 'Fatura'))).toBe('1.763,80');
    expect(amountOf(walletPage('2.450,00', 'Ebru Kaya kişisine gönderdin', 'Fatura'))).toBe('2.450,00');
    expect(amountOf(walletPage('—3.220,29 »', 'Giden transfer', 'Alıcı'))).toBe('3.220,29');
  });

  it('is no amount without such a line, at the words’ own height, or when its first digit may be the sign', () => {
    expect(amountOf(walletPage('y4.346,25', 'Fatura', 'Hesabım'))).toBe(NOT_FOUND);
    expect(amountOf(walletPage('y4.346,25', 'Fatura', '✓ Gönderildi', 1))).toBe(NOT_FOUND);
    expect(amountOf(walletPage('12.450,00', 'Ebru Kaya kişisine gönderdin', 'Fatura'))).toBe(NOT_FOUND);
    expect(amountOf(walletPage('41.000,00', 'Fatura', '✓ Gönderildi'))).toBe(NOT_FOUND);
  });

  it('gives none beside another, different sum said sent, nor on a page with an amount label', () => {
    const words = walletPage('y4.346,25', 'Fatura', '✓ Gönderildi').concat(
      ocr(24, [['150,00 TL tutarındaki ödemeniz gönderildi ve hesaba aktarıldı', 0]]),
    );
    expect(amountOf(words)).toBe(NOT_FOUND);
    const labelled = walletPage('y4.346,25', 'Fatura', '✓ Gönderildi').concat(
      ocr(24, [
        ['Tuiar', 0],
        ['abc', 20],
      ]),
    );
    expect(amountOf(labelled)).toBe(NOT_FOUND);
  });
});
