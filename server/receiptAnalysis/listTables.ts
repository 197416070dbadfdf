/**
 * Lists and statement extracts: a table's header row (several column labels side by side), the second
 * line of a header wrapped in its cells ('Tutar' over '(TL)', 'Alıcı Adı Soyadı /' over 'Unvanı'), the
 * table's balance and total lines ('Devreden Bakiye', 'Toplam'), and the page head above a list of
 * payments to recipients, which is the account holder's: the sender's.
 */
import type { Row } from './layout.js';
import { UNIT_ONLY } from './layoutCells.js';
import type { PartySection } from './partySections.js';
import { findLabels, foldForLabels, isFiller, startsWithLabel } from './receiptLabels.js';

/** How many cells of a row must start with a label for it to head a table's columns. */
const HEADER_CELLS = 3;

const startsWithLabelAt0 = (text: string) => findLabels(text)[0]?.start === 0;

/** Separators, brackets and a currency: what a header cell may hold beside its labels. */
const HEADER_REST = /^[\s:;.\-–—|=>/()]*(?:(?:TL|TRY|₺)[\s:;.\-–—|=>/()]*)?$/iu;

/** A cell of labels alone, with a unit at most ('İşlem Tutarı TRY'): no 'label: value' pair. */
function isHeaderCell(text: string): boolean {
  const labels = findLabels(text);
  if (labels[0]?.start !== 0) return false;
  const rest = labels.map((label, index) => text.slice(label.end, labels[index + 1]?.start)).join('');
  return HEADER_REST.test(text.slice(0, labels[0].start) + rest);
}

/** Each row's answer, once: every label under a row asks it again. */
const tableHeaders = new WeakMap<Row, boolean>();

/** A row of at least three cells of labels alone: the header row of a table. */
export function isTableHeader(row: Row): boolean {
  let header = tableHeaders.get(row);
  if (header === undefined) {
    header = row.segments.filter((segment) => isHeaderCell(segment.text)).length >= HEADER_CELLS;
    tableHeaders.set(row, header);
  }
  return header;
}

/**
 * A row whose every cell is a label, the tail of one ('Unvanı', 'No') or a unit ('(TL)'): the second
 * line of a header row wrapped in its cells.
 */
export const continuesHeader = (row: Row) =>
  row.segments.length >= 2 &&
  row.segments.every(
    (segment) => isFiller(segment.text) || UNIT_ONLY.test(segment.text) || startsWithLabelAt0(segment.text),
  );

const SUMMARY = /\b(?:DEVREDEN|BAKIYE|TOPLAM|TOTAL|BALANCE)\b/;

/** A table's balance or total line: its first cell names a balance or a total and holds no figure. */
export function isSummaryRow(row: Row): boolean {
  const first = row.segments.find((segment) => !isFiller(segment.text));
  return first !== undefined && SUMMARY.test(foldForLabels(first.text)) && !/\d/.test(first.text);
}

/**
 * The first row of a table whose header names the recipient's columns or a balance column (a statement
 * of the holder's account) and no sender's: a list of the account holder's payments. The rows above it
 * are its head, where a name or IBAN label that says no party ('Hesap Sahibi', 'Müşteri', 'IBAN') is the
 * holder's, the sender's. -1 when no such table.
 */
export function holderListHeader(rows: Row[]): number {
  return rows.findIndex((row, index) => {
    if (!isTableHeader(row)) return false;
    const targets = row.segments.map((segment) => findLabels(segment.text)[0]?.target);
    if (targets.some((target) => target === 'sender' || target === 'senderAccount')) return false;
    if (targets.some((target) => target === 'recipient' || target === 'account')) return true;
    // A balance column: a statement, unless a recipient was named above it (a receipt with the
    // account's movement under it).
    return (
      row.segments.some((segment) => /^(?:BAKIYE|BALANCE)\b/.test(foldForLabels(segment.text))) &&
      !rows
        .slice(0, index)
        .some((above) =>
          above.segments.some((segment) =>
            findLabels(segment.text).some(
              (label) => label.target === 'recipient' || label.target === 'account',
            ),
          ),
        )
    );
  });
}

const RECIPIENT_TARGETS = new Set<string>(['recipient']);

/**
 * The first row that names the recipient: a cell starting with a recipient's name label ('Alıcı Adı',
 * 'Karşı Hesap Adı', 'Alıcı Hesap Sahibi') or a recipient's heading; an account's label alone ('Alıcı
 * IBAN') does not tell the holder from the recipient (the credited account's 'Hesap Sahibi', a deposit
 * slip's 'Müşteri Adı'). Above it, outside any party's section, a name label
 * that says no party ('Hesap Sahibi', 'Müşteri Adı') is the account holder's, the sender's (a page head,
 * a statement line's own side). -1 when the page names no recipient.
 */
export function firstRecipientRow(rows: Row[], sections: PartySection[]): number {
  const headed = sections.filter((section) => section.party === 'recipient').map((section) => section.row);
  const labelled = rows.findIndex((row) =>
    row.segments.some((segment) => {
      const first = findLabels(segment.text)[0];
      return first !== undefined && RECIPIENT_TARGETS.has(first.target) && startsWithLabel(segment.text);
    }),
  );
  const found = [...headed, labelled].filter((row) => row >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}
