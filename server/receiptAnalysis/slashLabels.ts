/**
 * Labels parted by '/' in one cell ('Tutar / Masraf', 'Gönderen / Alıcı'): over values parted by ' / '
 * alike each label takes its share; otherwise the cell is no field's, and the lines right under its value
 * are its other shares, no value of the page.
 */
import type { Row, Word } from './layout.js';
import {
  findLabels,
  isFiller,
  NAME_LABELS,
  RECIPIENT_LABELS,
  SENDER_LABELS,
  type LabelMatch,
  type LabelTarget,
} from './receiptLabels.js';

/** A label of a cell before a column of colons or of '/'-parted labels; `part` is its share of a value parted by ' / '. */
export interface CellLabel extends LabelMatch {
  part?: number;
  /** Where the label's value starts in its own cell, when it is not right after the label. */
  valueAt?: number;
}

/**
 * Labels parted by '/' over values parted by ' / ' alike ('Tutar / Masraf   : 1.150,00 TL / 0,00 TL'):
 * each label's value is its share. Null unless the cell is its labels and slashes alone and the value
 * has as many parts.
 */
export function pairedLabels(text: string, labels: LabelMatch[], value: string): CellLabel[] | null {
  if (labels.length < 2) return null;
  // 'Gönderen / Alıcı Banka': beside another kind of label, a party's name label names both parties'
  // other detail (the last word is both parties' bank, no sender's name).
  const named = labels.filter((label) => NAME_LABELS.has(label.target)).length;
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

/**
 * A party's name and a bare account label ('Alıcı Adı / IBAN', 'Gönderen / IBAN') over a value parted
 * alike: the name, then that party's account. Null for any other labels.
 */
function ownAccount(labels: LabelMatch[], value: string): CellLabel[] | null {
  const [name, account, ...others] = labels;
  if (others.length > 0 || account.target !== 'iban') return null;
  if (name.target !== 'sender' && name.target !== 'recipient') return null;
  if (value.split(/\s\/\s/).length !== 2) return null;
  const target = name.target === 'sender' ? 'senderAccount' : 'account';
  return [
    { ...name, part: 0 },
    { ...account, target, part: 1 },
  ];
}

/**
 * Labels whose one value may be either's: both parties ('Gönderen / Alıcı'), or the amount beside a fee
 * or another sum ('Masraf / Tutar'). A party's labels of one thing ('Alıcı / Lehtar IBAN', 'Alıcı IBAN /
 * Hesap Numarası') are not.
 */
function rivals(labels: LabelMatch[]): boolean {
  const has = (targets: Set<LabelTarget>) => labels.some((label) => targets.has(label.target));
  if (has(SENDER_LABELS) && has(RECIPIENT_LABELS)) return true;
  return (
    labels.some((label) => label.target === 'amount') && labels.some((label) => label.target === 'other')
  );
}

/** Labels of one value: a date and its time ('Tarih / Saat : 24.11.2026 14:35'). */
const ONE_VALUE = new Set<LabelTarget>(['dateTime', 'time']);

/**
 * A cell that starts with labels of different fields parted by '/', then its value after a colon or
 * nothing ('Masraf / Tutar : 5,00 TL', 'Gönderen / Alıcı' over two names): over a value parted by ' / '
 * alike each label takes its share, in order; otherwise, when the labels are rivals for the value
 * (rivals), the cell is one label of no field (its value, and the lines under it, its other shares, are
 * no value of the page). Null for any other cell, and for labels of one value ('Tarih / Saat').
 */
export function slashCell(text: string, labels: LabelMatch[]): CellLabel[] | null {
  const last = labels[labels.length - 1];
  if (labels.length < 2 || text.slice(0, labels[0].start).trim()) return null;
  if (!labels.slice(1).every((label, index) => /^\s*\/\s*$/.test(text.slice(labels[index].end, label.start))))
    return null;
  const targets = new Set(labels.map((label) => label.target));
  if (targets.size < 2 || [...targets].every((target) => ONE_VALUE.has(target))) return null;
  const colon = /^\s*:\s*/.exec(text.slice(last.end));
  if (!colon && text.slice(last.end).trim()) return null;
  const valueAt = colon ? last.end + colon[0].length : text.length;
  const value = text.slice(valueAt);
  const pairs = value.trim()
    ? (pairedLabels(text.slice(0, last.end), labels, value) ?? ownAccount(labels, value))
    : null;
  if (pairs) return pairs.map((label) => ({ ...label, valueAt }));
  if (!rivals(labels)) return null;
  return [{ target: 'other', rank: labels[0].rank, start: labels[0].start, end: valueAt }];
}
