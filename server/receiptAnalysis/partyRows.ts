/**
 * A party's own row ('Gönderen   Ümit Tuğba Şendil   TR51 …   Ziraat Bankası'): a row whose first cell
 * starts with a party's label. An OCR may read a speck before that label ('© Alıcı', 'e Alıcı').
 */
import type { Row, Word } from './layout.js';
import { wordsBetween } from './layoutCells.js';
import { isFiller, type LabelMatch, type LabelTarget } from './receiptLabels.js';

const PARTY_TARGETS = new Set<LabelTarget>(['sender', 'recipient', 'account', 'senderAccount']);
const SENDER_TARGETS = new Set<LabelTarget>(['sender', 'senderAccount']);

/** What an OCR reads for a speck before a label: no digit and at most one letter ('©', 'e', '| "'). */
const SPECK_BEFORE = /^[^\p{L}\d]*\p{L}?[^\p{L}\d]*$/u;

/** The party label a row starts with, with the index of its cell; null when it starts otherwise. */
export function partyRowLabel(
  row: Row,
  cellLabels: LabelMatch[][],
): { label: LabelMatch; cell: number } | null {
  const cell = row.segments.findIndex((segment) => !isFiller(segment.text));
  const label = cell >= 0 ? cellLabels[cell][0] : undefined;
  if (!label || !PARTY_TARGETS.has(label.target)) return null;
  const before = row.segments[cell].text.slice(0, label.start);
  return label.start === 0 || SPECK_BEFORE.test(before) ? { label, cell } : null;
}

/**
 * The sender's words of a row that starts with the sender's label: all of the row up to another
 * party's label ('Gönderen : Ümit Tuğba Şendil   TR51 …' holds the sender's account, whatever label or
 * header it stands under).
 */
export function senderRowWords(row: Row, cellLabels: LabelMatch[][]): Word[] {
  const start = partyRowLabel(row, cellLabels);
  if (!start || !SENDER_TARGETS.has(start.label.target)) return [];
  const words: Word[] = [];
  for (let index = start.cell; index < row.segments.length; index++) {
    const segment = row.segments[index];
    const other = cellLabels[index].find(
      (label) => PARTY_TARGETS.has(label.target) && !SENDER_TARGETS.has(label.target),
    );
    if (!other) {
      words.push(...segment.words);
      continue;
    }
    words.push(...wordsBetween(segment, 0, other.start));
    break;
  }
  return words;
}
