/**
 * Labels parted by '/' in one cell ('Tutar / Masraf', 'Gönderen / Alıcı'): over values parted by ' / '
 * alike each label takes its share; otherwise the cell is no field's, and the lines right under its value
 * are its other shares, no value of the page.
 */
import type { Row, Word } from './layout.js';
import { findLabels, isFiller, type LabelMatch, type LabelTarget } from './receiptLabels.js';

/** Labels that name a party's name: beside another kind of label they name both parties' other detail. */
const PARTY_NAMES = new Set<LabelTarget>(['sender', 'recipient', 'name']);

/** A label of a cell before a column of colons; `part` is its share of a value parted by ' / '. */
export interface CellLabel extends LabelMatch {
  part?: number;
}

/**
 * Labels parted by '/' over values parted by ' / ' alike ('Tutar / Masraf   : 1.150,00 TL / 0,00 TL'):
 * each label's value is its share. Null unless the cell is its labels and slashes alone and the value
 * has as many parts.
 */
export function pairedLabels(text: string, labels: LabelMatch[], value: string): CellLabel[] | null {
  if (labels.length < 2) return null;
  // 'Gönderen / Alıcı Banka': the last word is both parties' bank, no sender's name.
  const named = labels.filter((label) => PARTY_NAMES.has(label.target)).length;
  if (named > 0 && named < labels.length) return null;
  const between = labels.map((label, index) =>
    text.slice(label.end, labels[index + 1]?.start ?? text.length),
  );
  if (!between.slice(0, -1).every((gap) => /^\s*\/\s*$/.test(gap)) || between[between.length - 1].trim())
    return null;
  if (value.split(/\s\/\s/).length !== labels.length) return null;
  return labels.map((label, part) => ({ ...label, part }));
}

/** Words of the lines right under a value that hold nothing else, starting where it starts. */
export function sharesUnder(rows: Row[], rowIndex: number, x0: number): Word[] {
  const words: Word[] = [];
  for (let index = rowIndex + 1; index < rows.length; index++) {
    const cells = rows[index].segments.filter((segment) => !isFiller(segment.text));
    if (cells.length !== 1 || Math.abs(cells[0].x0 - x0) > rows[index].height) break;
    if (findLabels(cells[0].text).length > 0) break;
    words.push(...cells[0].words);
  }
  return words;
}
