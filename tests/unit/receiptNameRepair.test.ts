import { describe, expect, it } from 'vitest';
import type { Word } from '../../server/receiptAnalysis/layout';
import { repairName } from '../../server/receiptAnalysis/names/nameRepair';
import { nearestKnownWord } from '../../server/receiptAnalysis/names/turkishLetters';
import { NOT_FOUND } from '../../server/receiptAnalysis/receiptFields';
import { parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';

/** Words of one line laid out left to right; `gaps` puts a wide gap before the words it names. */
function line(y: number, texts: string[], conf: number | number[] = 0.95, gaps: string[] = []): Word[] {
  let x = 0;
  return texts.map((text, index) => {
    if (gaps.includes(text)) x += 2;
    const word = {
      text,
      x0: x,
      x1: x + text.length,
      y0: y,
      y1: y + 1,
      conf: Array.isArray(conf) ? conf[index] : conf,
      line: `l${y}`,
    };
    x += text.length + 1;
    return word;
  });
}

const ocr = (text: string, conf = 0.95) => line(0, text.split(' '), conf);

describe('repairing OCR-read names', () => {
  it('corrects a doubtful word one letter away from exactly one known name, in its case', () => {
    expect(nearestKnownWord('EGRU')).toBe('EBRU');
    expect(nearestKnownWord('Neslinan')).toBe('Neslihan');
    expect(repairName('EGRU ÖZTÜRK', line(0, ['EGRU', 'ÖZTÜRK'], [0.7, 0.95]))).toEqual({
      name: 'EBRU ÖZTÜRK',
      corrected: true,
    });
  });

  it('keeps an unknown word read with confidence, and gives up on a badly read one', () => {
    expect(repairName('Zeynep Karaca', ocr('Zeynep Karaca'))?.name).toBe('Zeynep Karaca');
    expect(repairName('EGRU ÖZTÜRK', ocr('EGRU ÖZTÜRK', 0.97))?.name).toBe('EGRU ÖZTÜRK');
    expect(repairName('Xqzrt Öztürk', line(0, ['Xqzrt', 'Öztürk'], [0.4, 0.95]))).toBeNull();
  });

  it("gives up on a doubtful word one letter away from several known names ('Utaş': 'Ulaş', 'Taş')", () => {
    const words = line(0, ['Neslihan', 'Utaş', 'Türkmen'], [0.9, 0.84, 0.94]);
    expect(repairName('Neslihan Utaş Türkmen', words)).toBeNull();
    expect(repairName('Neslihan Utaş Türkmen', line(0, ['Neslihan', 'Utaş', 'Türkmen'], 0.96))?.name).toBe(
      'Neslihan Utaş Türkmen',
    );
  });

  it('never changes a name from a text layer', () => {
    expect(repairName('Egru Öztürk', line(0, ['Egru', 'Öztürk'], 1))?.name).toBe('Egru Öztürk');
  });

  it('drops stray dots in a person’s name but keeps initials', () => {
    expect(repairName('ŞÜKRÜ GOKHAN. TÜRKMEN', ocr('ŞÜKRÜ GOKHAN. TÜRKMEN'))?.name).toBe(
      'ŞÜKRÜ GÖKHAN TÜRKMEN',
    );
    expect(repairName('M. Ali Kaya', line(0, ['M.', 'Ali', 'Kaya'], 1))?.name).toBe('M. Ali Kaya');
  });

  it('writes company titles with their standard abbreviations', () => {
    expect(repairName('IŞIK LOJİSTİK A.S', ocr('IŞIK LOJİSTİK A.S'))?.name).toBe('IŞIK LOJİSTİK A.Ş.');
    expect(repairName('Örnek Yazılım Ltd Sti', ocr('Örnek Yazılım Ltd Sti'))?.name).toBe(
      'Örnek Yazılım Ltd. Şti.',
    );
  });
});

describe('names in a receipt read by OCR', () => {
  it('joins a company title the OCR split at a wide gap, and marks a corrected name for a check', () => {
    const words = [
      ...line(0, ['ALICI:']),
      ...line(1.5, ['ORNEK', 'YAZILIM', 'LTD.', 'STI.'], 0.95, ['STI.']),
      ...line(3, ['GONDEREN:']),
      ...line(4.5, ['EGRU', 'OZTURK'], [0.6, 0.95]),
    ];
    const parsed = parseReceiptWords(words);
    expect(parsed.fields.alici_ismi).toBe('ÖRNEK YAZILIM LTD. ŞTİ.');
    expect(parsed.fields.gonderici_ismi).toBe('EBRU ÖZTÜRK');
    expect(parsed.confidence.gonderici_ismi).toBeLessThan(0.75);
  });

  it('answers no amount for a long run of digits the OCR lost the comma of', () => {
    const words = [...line(0, ['Tutar:', '2023711', 'TL'])];
    expect(parseReceiptWords(words).fields.tutar).toBe(NOT_FOUND);
  });
});

describe('a doubtful lone character before a value', () => {
  it('is the colon after the label, not part of the name', () => {
    const words = [...line(0, ['LEHDAR', 'ADI', 'Z', 'IŞIL', 'İNCE'], [0.95, 0.95, 0.3, 0.95, 0.95])];
    expect(parseReceiptWords(words).fields.alici_ismi).toBe('IŞIL İNCE');
  });
});

describe('an amount with a digit glued to its kuruş', () => {
  it('is no amount: thousands groups never mix dots and commas', () => {
    const words = [...line(0, ['Tutar:', '1.210,191'])];
    expect(parseReceiptWords(words).fields.tutar).toBe(NOT_FOUND);
    expect(parseReceiptWords([...line(0, ['Tutar:', '1.210.191,50', 'TL'])]).fields.tutar).toBe(
      '1.210.191,50',
    );
    expect(parseReceiptWords([...line(0, ['Amount:', '1,210,191.50'])]).fields.tutar).toBe('1.210.191,50');
  });
});

describe('a box border read as a dotted capital I', () => {
  it('is no part of the name', () => {
    const words = [...line(0, ['ALICI', 'İ', 'ÖMER', 'ÖZDEMİR', 'İ'], [0.95, 0.8, 0.95, 0.95, 0.8])];
    expect(parseReceiptWords(words).fields.alici_ismi).toBe('ÖMER ÖZDEMİR');
  });
});

describe('an apostrophe inside an OCR-read name', () => {
  it("is a misread letter ('İs'nail'): no name, while a text layer's name keeps it", () => {
    const ocr = parseReceiptWords(line(10, ['Gönderen:', "İs'nail", 'Büşra', 'Çakır']));
    expect(ocr.fields.gonderici_ismi).toBe(NOT_FOUND);
    const printed = parseReceiptWords(line(10, ['Gönderen:', "O'Brien", 'Kaya'], 1));
    expect(printed.fields.gonderici_ismi).toBe("O'Brien Kaya");
  });
});

describe('a company title of trade and legal-form words alone', () => {
  it("lost its own name ('IŞIK' of 'IŞIK LOJİSTİK A.Ş.'): no name, while a whole title reads", () => {
    const cut = parseReceiptWords(line(10, ['ALICI', 'ADI:', 'LOJİSTİK', 'A.Ş.']));
    expect(cut.fields.alici_ismi).toBe(NOT_FOUND);
    const trade = parseReceiptWords(line(10, ['ALICI', 'ADI:', 'GIDA', 'SANAYİ', 'VE', 'TİCARET', 'A.Ş.']));
    expect(trade.fields.alici_ismi).toBe(NOT_FOUND);
    const whole = parseReceiptWords(line(10, ['ALICI', 'ADI:', 'IŞIK', 'LOJİSTİK', 'A.Ş.']));
    expect(whole.fields.alici_ismi).toBe('IŞIK LOJİSTİK A.Ş.');
  });
});
