/**
 * Pages of far more words than a receipt has: an attacker's PDF can draw 20 000 lines in a 0.03 pt font
 * in 3 KB. Shared by the unit test that reads them and the bench that times them.
 */
import type { Word } from '../../server/receiptAnalysis/layout';

/** 20 000 short lines of labels and a name, in three columns. */
export function manyLinesPage(): Word[] {
  const words: Word[] = [];
  for (let index = 0; index < 20_000; index++) {
    const text = index % 7 === 0 ? 'Tutar:' : index % 5 === 0 ? 'IBAN' : 'AYŞE';
    const x0 = (index % 3) * 30;
    words.push({ text, x0, x1: x0 + 6, y0: index * 1.5, y1: index * 1.5 + 1, conf: 1 });
  }
  return words;
}

/**
 * One line of 3 000 words: labels, names, amounts and dates. Each label of such a line used to ask again,
 * for every cell right of it, whether the line is a table's header (5 s for 2 500 words, 77 s for
 * 10 000); on an OCR'd page (conf < 1) the check of the amount by the page's other sums asked for each
 * word whether its line holds a label (12 s for 3 000).
 */
export function longLinePage(conf: number): Word[] {
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
  return Array.from({ length: 3_000 }, (_, index) => ({
    text: vocabulary[index % vocabulary.length],
    x0: index * 8,
    x1: index * 8 + 6,
    y0: 0,
    y1: 1,
    conf,
  }));
}
