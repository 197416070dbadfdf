/**
 * A party's own row ('Gönderen   Ümit Tuğba Şendil   TR51 …   Ziraat Bankası'): a row whose first cell
 * starts with a party's label. An OCR may read a speck before that label ('© Alıcı', 'e Alıcı').
 */
import type { Row, Word } from './layout.js';
import {
  foldForLabels,
  isFiller,
  RECIPIENT_LABELS,
  SENDER_LABELS,
  type LabelMatch,
  type LabelTarget,
} from './receiptLabels.js';

const isPartyLabel = (target: LabelTarget) => SENDER_LABELS.has(target) || RECIPIENT_LABELS.has(target);

/** What an OCR reads for a speck before a label: no digit and at most one letter ('©', 'e', '| "'). */
const SPECK_BEFORE = /^[^\p{L}\d]*\p{L}?[^\p{L}\d]*$/u;

/**
 * The party label a row starts with, with the index of its cell; null when it starts otherwise. A speck
 * before the label counts only when the label is all its cell holds: a line starting with a bullet
 * and a sentence ('• Alıcı hesabına … Bankası A.Ş. IBAN …') is no party's row.
 */
export function partyRowLabel(
  row: Row,
  cellLabels: LabelMatch[][],
): { label: LabelMatch; cell: number } | null {
  const cell = row.segments.findIndex((segment) => !isFiller(segment.text));
  const label = cell >= 0 ? cellLabels[cell][0] : undefined;
  if (!label || !isPartyLabel(label.target)) return null;
  if (label.start === 0) return { label, cell };
  const text = row.segments[cell].text;
  const alone = isFiller(text.slice(label.end)) || !text.slice(label.end).trim();
  return alone && SPECK_BEFORE.test(text.slice(0, label.start)) ? { label, cell } : null;
}

/** A bank's name in a party's row ('Ziraat Bankası', 'Denizbank'). */
const BANK_CELL = /BANK/;

/**
 * The words of a row that is the sender's alone: it starts with the sender's label and holds nothing
 * but the sender's name, accounts (cells with digits) and bank ('Gönderen : Ümit Tuğba Şendil   TR51 …
 * Ziraat Bankası'); its IBAN is the sender's whatever header it stands under. A row with another label
 * ('IBAN', 'Ad Soyad', another party's) or a second name ('Gönderen   Ayşe   →   Mehmet   TR92 …') may
 * hold the recipient's account too: none.
 */
export function senderRowWords(
  row: Row,
  cellLabels: LabelMatch[][],
  start: ReturnType<typeof partyRowLabel>,
): Word[] {
  if (!start || !SENDER_LABELS.has(start.label.target)) return [];
  const cells = row.segments.slice(start.cell);
  const labels = cells.flatMap((cell, index) =>
    index > 0 && BANK_CELL.test(foldForLabels(cell.text)) ? [] : cellLabels[start.cell + index],
  );
  if (labels.length > 1) return [];
  const rest = [
    row.segments[start.cell].text.slice(start.label.end),
    ...cells.slice(1).map((cell) => cell.text),
  ];
  const names = rest.filter(
    (text) => text.trim() && !isFiller(text) && !/\d/.test(text) && !BANK_CELL.test(foldForLabels(text)),
  );
  return names.length <= 1 ? cells.flatMap((cell) => cell.words) : [];
}
