import { describe, expect, it } from 'vitest';
import { amountInWords, numberOfWords } from '../../server/receiptAnalysis/amountWords';
import { type Word } from '../../server/receiptAnalysis/layout';
import { NOT_FOUND } from '../../server/receiptAnalysis/receiptFields';
import { parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { amountWordsLine } from '../receiptCorpus/moreTunedLayouts';

const IBAN = 'TR920006400000112233445566';

describe('amounts written in words', () => {
  it('reads Turkish number words glued or spaced', () => {
    expect(numberOfWords('BINIKIYUZOTUZDORT')).toBe(1234);
    expect(numberOfWords('IKI YUZ ELLI BIN ALTMIS')).toBe(250_060);
    expect(numberOfWords('BIR MILYON IKIYUZBIN')).toBe(1_200_000);
    expect(numberOfWords('ONALTI')).toBe(16);
    expect(numberOfWords('ALTMISALTI')).toBe(66);
    expect(numberOfWords('YUZBIN')).toBe(100_000);
  });

  it('reads no number from other words or from an order numbers are never written in', () => {
    expect(numberOfWords('IKI YUZ ELL')).toBeNull();
    expect(numberOfWords('BES ON')).toBeNull();
    expect(numberOfWords('BIN BIN')).toBeNull();
    expect(numberOfWords('UC DORT')).toBeNull();
    expect(numberOfWords('')).toBeNull();
  });

  it('reads the lira and kuruş of a YALNIZ line in any case and with Turkish letters', () => {
    expect(amountInWords('YALNIZ BİNİKİYÜZOTUZDÖRT TÜRK LİRASI ELLİALTI KURUŞ')).toBe(123_456);
    expect(amountInWords('Yalnız: İki Bin Beş Yüz TL')).toBe(250_000);
    expect(amountInWords('YALNIZ#ONBEŞ#TL#YİRMİ#KR#')).toBe(1_520);
    expect(amountInWords("Yalnız yüz on TL'dir")).toBe(11_000);
  });

  it('reads back every amount the corpus writes in words, glued the way banks print them', () => {
    const amounts = [1, 99, 100, 101, 1_000, 1_001, 10_000, 99_999, 100_000, 123_456, 2_000_000, 987_654_321];
    for (const kurus of amounts) expect(amountInWords(amountWordsLine(kurus)), String(kurus)).toBe(kurus);
    expect(amountWordsLine(123_456)).toBe('YALNIZ BİNİKİYÜZOTUZDÖRT TÜRK LİRASI ELLİALTI KURUŞ');
  });

  it('reads nothing from a line that does not read as a whole', () => {
    expect(amountInWords('YALNIZ BİNİKİYÜZ')).toBeNull();
    expect(amountInWords('YALNIZ BİNİKİYÜZOTUZDRT TÜRK LİRASI')).toBeNull();
    expect(amountInWords('YALNIZ İKİ YÜZ TL YÜZ ELLİ KURUŞ')).toBeNull();
    expect(amountInWords('Tutar: 1.234,56 TL')).toBeNull();
  });
});

const receipt = (amountLine: string, wordsLine: string, extra: string[] = []) =>
  [
    'Gönderen: Ayşe Yılmaz',
    'Alıcı: Mehmet Öztürk',
    `Alıcı IBAN: ${IBAN}`,
    amountLine,
    ...extra,
    wordsLine,
    'İşlem Tarihi: 12.03.2025 14:35',
  ].join('\n');

/** The text as OCR words: every word read with a confidence below 1. */
const ocrWords = (text: string): Word[] =>
  text.split('\n').flatMap((line, index) =>
    line.split(' ').map((word, position, all) => {
      const x0 = all.slice(0, position).join(' ').length + (position > 0 ? 1 : 0);
      return { text: word, x0, x1: x0 + word.length, y0: index * 1.5, y1: index * 1.5 + 1, conf: 0.9 };
    }),
  );

describe('the words line checks the amount', () => {
  it('confirms the amount it states: the amount is sure', () => {
    const parsed = parseReceiptWords(
      ocrWords(receipt('Tutar: 1.234,56 TL', 'YALNIZ BİNİKİYÜZOTUZDÖRT TÜRK LİRASI ELLİALTI KURUŞ')),
    );
    expect(parsed.fields.tutar).toBe('1.234,56');
    expect(parsed.confidence.tutar).toBeGreaterThanOrEqual(0.95);
  });

  it('vetoes an amount it contradicts (a digit the OCR added): Bulunamadı rather than a wrong value', () => {
    const text = receipt('Tutar: 7.234,56 TL', 'YALNIZ BİNİKİYÜZOTUZDÖRT TÜRK LİRASI ELLİALTI KURUŞ');
    expect(parseReceiptText(text).tutar).toBe(NOT_FOUND);
  });

  it('goes on with the kuruş a narrow slip wrapped onto the next line', () => {
    const wrapped = receipt(
      'EFT TUTARI 3.099,28 TL',
      'YALNIZ ÜÇBİNDOKSANDOKUZ TÜRK LİRASI\nYİRMİSEKİZ KURUŞ',
    );
    expect(parseReceiptText(wrapped).tutar).toBe('3.099,28');
    const misread = receipt(
      'EFT TUTARI 3.099,29 TL',
      'YALNIZ ÜÇBİNDOKSANDOKUZ TÜRK LİRASI\nYİRMİSEKİZ KURUŞ',
    );
    expect(parseReceiptWords(ocrWords(misread)).fields.tutar).toBe(NOT_FOUND);
  });

  it('points at the labelled amount it states when two amount labels compete', () => {
    const text = receipt('Tutar: 980,00 TL', 'YALNIZ BİNBEŞYÜZ TÜRK LİRASI', ['Havale Tutarı: 1.500,00 TL']);
    expect(parseReceiptText(text).tutar).toBe('1.500,00');
  });

  it('is ignored when it states the total debited, not the amount', () => {
    const text = receipt('İşlem Tutarı: 1.000,00 TL', 'YALNIZ BİNONBEŞ TÜRK LİRASI', [
      'Masraf: 15,00 TL',
      'Toplam Borçlanan: 1.015,00 TL',
    ]);
    expect(parseReceiptText(text).tutar).toBe('1.000,00');
  });

  it('fills a missing amount from the figure it states, or from itself on a text layer only', () => {
    const noLabel = (line: string) =>
      ['Gönderen: Ayşe Yılmaz', 'Alıcı: Mehmet Öztürk', line, 'YALNIZ İKİYÜZ TÜRK LİRASI'].join('\n');
    expect(parseReceiptWords(ocrWords(noLabel('200,00 TL'))).fields.tutar).toBe('200,00');
    expect(parseReceiptWords(ocrWords(noLabel('Havale'))).fields.tutar).toBe(NOT_FOUND);
    const fromText = parseReceiptText(noLabel('Havale'));
    expect(fromText.tutar).toBe('200,00');
  });

  it('is no name', () => {
    const text = ['Alıcı', 'YALNIZ İKİYÜZ TÜRK LİRASI'].join('\n');
    expect(parseReceiptText(text).alici_ismi).toBe(NOT_FOUND);
  });
});
