import { describe, expect, it } from 'vitest';
import { buildRows, deskewWords, type Word } from '../../server/receiptAnalysis/layout';
import { restoreTurkishLetters } from '../../server/receiptAnalysis/names/turkishLetters';
import { NOT_FOUND } from '../../server/receiptAnalysis/receiptFields';
import { parseReceiptText, parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { readDate, readName } from '../../server/receiptAnalysis/receiptValues';

// Valid Turkish IBANs (mod 97 = 1).
const IBAN_A = 'TR820006200000012345678901';
const IBAN_B = 'TR920006400000112233445566';
const IBAN_C = 'TR890001000000987654321098';
const spaced = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

describe('label → value by layout', () => {
  it('reads a table with the labels in a header row and the values in the row below', () => {
    const text = [
      'Gönderen            Alıcı                  Alıcı IBAN',
      `Ayşe Yılmaz         Mehmet Kaya            ${spaced(IBAN_B)}`,
      '',
      'Tutar           Masraf        İşlem Tarihi     Saat',
      '1.234,56 TL     5,00 TL       12.03.2025       14:35',
    ].join('\n');
    expect(parseReceiptText(text)).toEqual({
      gonderici_ismi: 'Ayşe Yılmaz',
      alici_ismi: 'Mehmet Kaya',
      alici_hesap: IBAN_B,
      tutar: '1.234,56',
      islem_tarihi: '12.03.2025',
      islem_saati: '14:35',
    });
  });

  it('gives repeated labels of side-by-side boxes to the party of their box', () => {
    const text = [
      'GÖNDEREN                              ALICI',
      'Ad Soyad   Ayşe Yılmaz                Ad Soyad   Mehmet Kaya',
      `IBAN       ${spaced(IBAN_A)}    IBAN       ${spaced(IBAN_B)}`,
      'İşlem Tutarı: 250,00 TL',
    ].join('\n');
    expect(parseReceiptText(text)).toMatchObject({
      gonderici_ismi: 'Ayşe Yılmaz',
      alici_ismi: 'Mehmet Kaya',
      alici_hesap: IBAN_B,
      tutar: '250,00',
    });
  });

  it('reads the value under its label (mobile card) and is less sure of it than of one beside it', () => {
    const card = parseReceiptWords(wordsOf(['Alıcı', 'Mehmet Kaya', 'Tutar: 99,90 TL']));
    expect(card.fields.alici_ismi).toBe('Mehmet Kaya');
    expect(card.confidence.alici_ismi).toBeLessThan(card.confidence.tutar ?? 0);
  });
});

/** Lines of text as words, for parseReceiptWords. */
function wordsOf(lines: string[]): Word[] {
  return lines.flatMap((line, index) =>
    [...line.matchAll(/\S+/g)].map((match) => ({
      text: match[0],
      x0: match.index,
      x1: match.index + match[0].length,
      y0: index * 1.5,
      y1: index * 1.5 + 1,
      conf: 1,
    })),
  );
}

describe('distractors and precision', () => {
  it("never takes the sender's, the bank's or a masked IBAN for the recipient's", () => {
    const text = [
      `Gönderen IBAN: ${spaced(IBAN_A)}`,
      `Alıcı Hesap: TR12 **** **** **** **** 3456 78`,
      `Türkiye İş Bankası A.Ş. Mersis No: 0750005299000017 IBAN: ${spaced(IBAN_C)}`,
    ].join('\n');
    expect(parseReceiptText(text).alici_hesap).toBe(NOT_FOUND);
  });

  it("trusts a bare 'IBAN' label only when no other account is on the page", () => {
    expect(parseReceiptText(`Alıcı: Mehmet Kaya\nIBAN: ${spaced(IBAN_B)}`).alici_hesap).toBe(IBAN_B);
    const two = `IBAN: ${spaced(IBAN_A)}\nAlıcı: Mehmet Kaya\nIBAN: ${spaced(IBAN_B)}`;
    expect(parseReceiptText(two).alici_hesap).toBe(NOT_FOUND);
  });

  it('takes the transfer amount, not the fee, the BSMV, the total or the balance', () => {
    const text = [
      'Masraf: 5,00 TL',
      'BSMV: 0,25 TL',
      'Toplam Borçlanan Tutar: 105,25 TL',
      'Kalan Bakiye: 1.000,00 TL',
      'EFT Tutarı: 100,00 TL',
    ].join('\n');
    expect(parseReceiptText(text).tutar).toBe('100,00');
    expect(parseReceiptText('Masraf: 5,00 TL\nToplam Tutar: 105,00 TL').tutar).toBe(NOT_FOUND);
  });

  it('answers Bulunamadı when two labels of one rank give different values', () => {
    const fields = parseReceiptText('Alıcı: Ali Veli\nAlıcı: Ayşe Kaya\nTutar: 10,00 TL\nTutar: 12,00 TL');
    expect(fields.alici_ismi).toBe(NOT_FOUND);
    expect(fields.tutar).toBe(NOT_FOUND);
    expect(parseReceiptText('Alıcı: Ali Veli\nAlıcı: Ali Veli').alici_ismi).toBe('Ali Veli');
  });

  it('takes no label word, address line or single word for a name', () => {
    expect(parseReceiptText('Gönderen: Kişi').gonderici_ismi).toBe(NOT_FOUND);
    expect(parseReceiptText('Alıcı: HESABA AKTARILIR. GÜNEŞ MAH. ATATÜRK CAD. NO 5').alici_ismi).toBe(
      NOT_FOUND,
    );
    expect(parseReceiptText('Alıcı: Mehmet').alici_ismi).toBe(NOT_FOUND);
  });

  it("takes the transaction's date, not the print date", () => {
    const text = 'Düzenleme Tarihi: 01.01.2025 10:00\nİşlem Tarihi: 25 Aralık 2024 14:35';
    expect(parseReceiptText(text)).toMatchObject({ islem_tarihi: '25.12.2024', islem_saati: '14:35' });
    expect(parseReceiptText('Düzenleme Tarihi: 01.01.2025').islem_tarihi).toBe(NOT_FOUND);
  });
});

describe('Turkish letters and dates', () => {
  it('restores the letters of names the lexicon knows, in the case they were read', () => {
    expect(parseReceiptText('GONDEREN: BUSRA SAHIN').gonderici_ismi).toBe('BÜŞRA ŞAHİN');
    expect(restoreTurkishLetters('Ilgin Isik')).toBe('Ilgın Işık');
    expect(restoreTurkishLetters('ISMAIL INCE')).toBe('İSMAİL İNCE');
    // Unknown words and letters that contradict the lexicon stay as read.
    expect(restoreTurkishLetters('John Sahan')).toBe('John Sahan');
    expect(restoreTurkishLetters('Bxsra Sahin')).toBe('Bxsra Şahin');
  });

  it('reads month names and an OCR colon in a date', () => {
    expect(readDate('25 Aralık 2024')).toBe('25.12.2024');
    expect(readDate('25 ARA 2024')).toBe('25.12.2024');
    expect(readDate('5 Dec 2024')).toBe('05.12.2024');
    expect(readDate(':25:07.2026')).toBe('25.07.2026');
  });
});

describe('OCR slips', () => {
  it('drops a bullet read as a letter before a name and evens out the case of one word', () => {
    expect(readName('o Güneş Gıda A.Ş.')).toBe('Güneş Gıda A.Ş.');
    expect(readName('ÇAĞDAŞ İNŞAAT LTD. Şti.')).toBe('ÇAĞDAŞ İNŞAAT LTD. ŞTİ.');
    expect(readName('Güneş Gıda A.Ş.')).toBe('Güneş Gıda A.Ş.');
  });

  it('gives no amount when an OCR glued a sign to it (four whole digits, no thousands separator)', () => {
    const ocr = (lines: string[]) => wordsOf(lines).map((word) => ({ ...word, conf: 0.9 }));
    expect(parseReceiptWords(ocr(['Tutar: 4300,00 TL'])).fields.tutar).toBe(NOT_FOUND);
    expect(parseReceiptWords(ocr(['Tutar: 4.300,00 TL'])).fields.tutar).toBe('4.300,00');
    expect(parseReceiptWords(wordsOf(['Tutar: 4300,00 TL'])).fields.tutar).toBe('4.300,00');
    // '₺57,92' read as '157,92': no currency left, a leading 1.
    expect(parseReceiptWords(ocr(['Tutar', '157,92'])).fields.tutar).toBe(NOT_FOUND);
    expect(parseReceiptWords(ocr(['Tutar', '₺57,92'])).fields.tutar).toBe('57,92');
    expect(parseReceiptWords(ocr(['Tutar', '157,92 TL'])).fields.tutar).toBe('157,92');
    expect(parseReceiptWords(ocr(['Tutar', '257,92'])).fields.tutar).toBe('257,92');
  });

  it("reads a leading 1 as a digit when the sign after the figure was misread as a letter ('149,29b')", () => {
    const ocr = (lines: string[]) => wordsOf(lines).map((word) => ({ ...word, conf: 0.9 }));
    expect(parseReceiptWords(ocr(['Tutar', '149,29b'])).fields.tutar).toBe('149,29');
    expect(parseReceiptWords(ocr(['Tutar', '412,50e'])).fields.tutar).toBe('412,50');
    // A digit glued after the kuruş is no sign: still nothing.
    expect(parseReceiptWords(ocr(['Tutar', '149,294'])).fields.tutar).toBe(NOT_FOUND);
    expect(parseReceiptWords(ocr(['Tutar', '149,2b'])).fields.tutar).toBe(NOT_FOUND);
  });
});

describe('rows of a skewed scan', () => {
  it('straightens OCR lines so that a row stays one row', () => {
    const slope = 0.05;
    const words: Word[] = [];
    for (let line = 0; line < 4; line++) {
      for (let index = 0; index < 4; index++) {
        const x0 = index * 100;
        const y0 = line * 40 + x0 * slope;
        words.push({
          text: `w${line}${index}`,
          x0,
          x1: x0 + 60,
          y0,
          y1: y0 + 20,
          conf: 0.9,
          line: `l${line}`,
        });
      }
    }
    const rows = buildRows(deskewWords(words));
    expect(rows).toHaveLength(4);
    expect(rows[0].segments.flatMap((segment) => segment.words).map((word) => word.text)).toEqual([
      'w00',
      'w01',
      'w02',
      'w03',
    ]);
  });
});

describe('names that need a second look', () => {
  it("joins a company title cut after 'LTD.' with its next line", () => {
    const fields = parseReceiptText('ALICI ADI: ÖRNEK YAZILIM LTD.\n           ŞTİ.\nTutar: 5,00 TL');
    expect(fields.alici_ismi).toBe('ÖRNEK YAZILIM LTD. ŞTİ.');
  });

  it('is less sure of an OCR-read name the lexicon does not know', () => {
    const ocr = (lines: string[]) => wordsOf(lines).map((word) => ({ ...word, conf: 0.95 }));
    const known = parseReceiptWords(ocr(['Gönderen: Sevgi Bağcı'])).confidence.gonderici_ismi ?? 0;
    const unknown = parseReceiptWords(ocr(['Gönderen: Sevgi Baga'])).confidence.gonderici_ismi ?? 1;
    expect(unknown).toBeLessThan(0.75);
    expect(known).toBeGreaterThan(0.75);
  });
});
