import { describe, expect, it } from 'vitest';
import { buildRows, type Word } from '../../server/receiptAnalysis/layout';
import { parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';

const SENDER_IBAN = 'TR820006200000012345678901';
const RECIPIENT_IBAN = 'TR920006400000112233445566';

/** One OCR line: [text, x, confidence] words, one unit high, at row y. */
const line = (y: number, words: Array<[string, number, number?]>): Word[] =>
  words.map(([text, x, conf = 0.95]) => ({
    text,
    x0: x,
    x1: x + text.length * 0.6,
    y0: y,
    y1: y + 1,
    conf,
    line: `l${y}`,
  }));

const spaced = (iban: string) =>
  iban
    .replace(/(.{4})/g, '$1 ')
    .trim()
    .split(' ');
const ibanWords = (iban: string, x: number): Array<[string, number]> =>
  spaced(iban).map((group, index) => [group, x + index * 3]);

describe('boxes drawn around the parties, read by OCR', () => {
  it('splits segments at box borders read as words, and drops them', () => {
    const [row] = buildRows(
      line(0, [
        ['|', 0],
        ['Ad', 1],
        ['Soyad', 3],
        ['|', 7],
        ['Ali', 8],
        ['Kaya', 10],
      ]),
    );
    expect(row.segments.map((segment) => segment.text)).toEqual(['Ad Soyad', 'Ali Kaya']);
    const [letters] = buildRows(
      line(0, [
        ['Ali', 0],
        ['I', 2.2, 0.3],
        ['Kaya', 3.2],
      ]),
    );
    expect(letters.segments.map((segment) => segment.text)).toEqual(['Ali', 'Kaya']);
    const [sure] = buildRows(
      line(0, [
        ['Ali', 0],
        ['I', 2.2, 0.97],
        ['Kaya', 3.2],
      ]),
    );
    expect(sure.segments.map((segment) => segment.text)).toEqual(['Ali I Kaya']);
  });

  it('gives each box its party though a rule sits between the headings and specks under them', () => {
    const words = [
      ...line(0, [
        ['GÖNDEREN', 1],
        ['/', 30, 0],
        ['ALICI', 40],
      ]),
      ...line(1.5, [['il', 36, 0.4]]),
      ...line(3, [
        ['|', 0],
        ['Ad', 1],
        ['Soyad', 3],
        ['Ayşe', 9],
        ['Yılmaz', 12],
        ['|', 38],
        ['Ad', 40],
        ['Soyad', 42],
        ['Mehmet', 48],
        ['Öztürk', 52],
      ]),
      ...line(4.5, [
        ['IBAN', 1],
        ...ibanWords(SENDER_IBAN, 9),
        ['IBAN', 40],
        ...ibanWords(RECIPIENT_IBAN, 48),
      ]),
      ...line(6, [
        ['İşlem', 1],
        ['Tutarı:', 5],
        ['250,00', 10],
        ['TL', 14],
      ]),
    ];
    const { fields } = parseReceiptWords(words);
    expect(fields.gonderici_ismi).toBe('Ayşe Yılmaz');
    expect(fields.alici_ismi).toBe('Mehmet Öztürk');
    expect(fields.alici_hesap).toBe(RECIPIENT_IBAN);
  });
});

describe('a header row the OCR misread', () => {
  it('takes the value under a label whose right cell is no value (a misread header), and its capitals', () => {
    const words = [
      ...line(0, [
        ['Gönderen', 0],
        ['bale', 14],
        ['Tutar', 30],
      ]),
      ...line(1.5, [
        ['Ulaş', 0],
        ['işık', 3],
        ['Çağdaş', 14],
        ['İnşaat', 19],
        ['250,00', 30],
        ['TL', 35],
      ]),
    ];
    const { fields } = parseReceiptWords(words);
    expect(fields.gonderici_ismi).toBe('Ulaş Işık');
    expect(fields.tutar).toBe('250,00');
  });
});
