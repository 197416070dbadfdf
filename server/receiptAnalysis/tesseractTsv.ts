import type { Word } from './layout.js';

/**
 * Words of Tesseract's TSV output (level 5 rows: block, paragraph, line and word numbers, the box in
 * pixels, confidence 0–100, text). Words of one block, paragraph and line share a line id.
 */
export function wordsOfTsv(tsv: string): Word[] {
  const words: Word[] = [];
  for (const line of tsv.split('\n').slice(1)) {
    const cells = line.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const text = cells.slice(11).join('\t').trim();
    if (!text) continue;
    const [left, top, width, height, conf] = cells.slice(6, 11).map(Number);
    words.push({
      text,
      x0: left,
      y0: top,
      x1: left + width,
      y1: top + height,
      conf: Math.max(0, Math.min(1, conf / 100)),
      line: `${cells[1]}.${cells[2]}.${cells[3]}.${cells[4]}`,
    });
  }
  return words;
}
