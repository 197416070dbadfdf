import { describe, expect, it } from 'vitest';
import { parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';
import { N, R, S, ocrLines } from './receiptAttackKit';

const grouped = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

describe('an account the OCR mangled beside the one IBAN that reads', () => {
  it('leaves a bare IBAN label untrusted when the other account starts with a misread check digit', () => {
    const words = ocrLines(
      [['Halkbank', 0]],
      [
        ['GÖNDEREN', 0],
        ['ALIĞI', 40],
      ],
      [
        ['Ad Soyad', 0],
        ['Ayşe Yılmaz', 12],
        ['adSoyod', 40],
        ['Mehmet Kaya', 52],
      ],
      [
        ['IBAN', 0],
        [grouped(S), 12],
        ['WAN', 40],
        [`TR&S ${grouped(R).slice(5)}`, 52],
      ],
      [
        ['İşlem Tutarı:', 0],
        ['1.150,00 TL', 16],
      ],
    );
    expect(parseReceiptWords(words).fields.alici_hesap).toBe(N);
  });

  it('leaves the only IBAN that reads untaken when a second account starts with letters for digits', () => {
    const words = ocrLines(
      [['PARA TRANSFER TALİMATI', 0]],
      [['TALİMAT VEREN (GÖNDERENİ', 0]],
      [['Ayşe Yılmaz', 0]],
      [
        [grouped(S), 0],
        ['B4B***41178', 40],
      ],
      [['LEHTAR', 0]],
      [
        ['Mehmet Kaya', 0],
        ['Akbank', 30],
      ],
      [[`TRZ ${grouped(R).slice(5)}`, 0]],
      [['Tutar', 0]],
      [['1.150,00 TL', 0]],
    );
    expect(parseReceiptWords(words).fields.alici_hesap).toBe(N);
  });

  it('still reads the IBAN under a bare label when no other account is on the page', () => {
    const words = ocrLines(
      [
        ['Alıcı', 0],
        ['Mehmet Kaya', 12],
      ],
      [
        ['IBAN', 0],
        [grouped(R), 12],
      ],
      [
        ['Tutar', 0],
        ['1.150,00 TL', 12],
      ],
    );
    expect(parseReceiptWords(words).fields.alici_hesap).toBe(R);
  });

  it('reads the IBAN when the mangled account is the same one printed again in a sentence', () => {
    // A letter whose 'IBAN' label the OCR read as 'BAN': the only IBAN of the page is trusted.
    const words = ocrLines(
      [['Sayın Ayşe Yılmaz,', 0]],
      [
        ['Mehmet Kaya adına TR&2 0006', 0],
        ['4000 0011', 30],
        ['2233 4455 66 numaralı', 42],
        ['hesaba', 64],
      ],
      [
        ['Alıcı BAN', 0],
        [grouped(R), 12],
      ],
      [
        ['Tutar', 0],
        ['1.150,00 TL', 12],
      ],
    );
    expect(parseReceiptWords(words).fields.alici_hesap).toBe(R);
  });
});
