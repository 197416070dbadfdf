/**
 * A page of far more text than any receipt (an attacker's PDF can draw 20 000 lines in a 0.03 pt font
 * in 3 KB) is read in time proportional to its words, not to their square.
 */
import { describe, expect, it } from 'vitest';
import type { Word } from '../../server/receiptAnalysis/layout';
import { parseReceiptWords } from '../../server/receiptAnalysis/receiptParser';

/** CPU time of this process: on a machine shared with other work the wall clock says little. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

describe('a page of far more words than a receipt', () => {
  it('reads a page of 20 000 text lines (a 3 KB PDF can hold them in a 0.03 pt font) in under 2 s of CPU', () => {
    const words: Word[] = [];
    for (let index = 0; index < 20_000; index++) {
      const text = index % 7 === 0 ? 'Tutar:' : index % 5 === 0 ? 'IBAN' : 'AYŞE';
      const x0 = (index % 3) * 30;
      words.push({ text, x0, x1: x0 + 6, y0: index * 1.5, y1: index * 1.5 + 1, conf: 1 });
    }
    const started = cpuMs();
    parseReceiptWords(words);
    expect(cpuMs() - started).toBeLessThan(2_000);
  }, 120_000);

  it.each([
    ['a text layer', 1],
    ['an OCR', 0.9],
  ])(
    'reads one line of 3 000 words from %s in under 2 s of CPU',
    (_, conf) => {
      // Each label of the line used to ask again, for every cell right of it, whether the line is a table's
      // header: 5 s for 2 500 words, 77 s for 10 000; on an OCR'd page the check of the amount by the
      // page's other sums asked for each word whether its line holds a label: 12 s for 3 000.
      const vocabulary = [
        'Tutar:',
        'IBAN',
        'AYŞE',
        'Alıcı',
        '100,00',
        'Gönderen',
        'İşlem',
        'Tarihi',
        '24.11.2026',
      ];
      const words: Word[] = Array.from({ length: 3_000 }, (_, index) => ({
        text: vocabulary[index % vocabulary.length],
        x0: index * 8,
        x1: index * 8 + 6,
        y0: 0,
        y1: 1,
        conf,
      }));
      const started = cpuMs();
      parseReceiptWords(words);
      expect(cpuMs() - started).toBeLessThan(2_000);
    },
    120_000,
  );
});
