/**
 * Whose account a label that does not name its party offers: the cell of a party's row under a table's
 * 'IBAN' header, and a bare 'IBAN' label under a party's account heading ('Gönderen Hesabı').
 */
import type { Row } from './layout.js';
import { spanOf, valueCell, type Span } from './layoutCells.js';
import type { Party } from './partySections.js';
import { findLabels, isFiller } from './receiptLabels.js';

/** How many rows above a party's row its table's header row may lie. */
const HEADER_ROWS_UP = 3;

/**
 * In a table with one row per party under a header row of field labels ('Ad Soyad', 'IBAN', 'Banka'),
 * the cell of a party's row that starts under the 'IBAN' header: that party's account. The header is the
 * nearest row above whose segment is an 'IBAN' label alone; its column runs to the next header cell.
 */
export function ibanUnderHeader(rows: Row[], rowIndex: number, segmentIndex: number): Span | null {
  const height = rows[rowIndex].height;
  for (let index = rowIndex - 1; index >= Math.max(0, rowIndex - HEADER_ROWS_UP); index--) {
    const header = rows[index].segments;
    const at = header.findIndex((segment) => {
      const [label, ...others] = findLabels(segment.text);
      return (
        label?.target === 'iban' &&
        others.length === 0 &&
        label.start === 0 &&
        !spanOf(segment, label.end, segment.text.length).text
      );
    });
    if (at < 0) continue;
    const x0 = header[at].x0 - height;
    const x1 = (header[at + 1]?.x0 ?? Infinity) - height / 2;
    const cell = rows[rowIndex].segments
      .slice(segmentIndex + 1)
      .find((segment) => segment.x0 >= x0 && segment.x0 < x1 && !isFiller(segment.text));
    return cell ? valueCell(cell) : null;
  }
  return null;
}

/**
 * A party's account label alone on the row above ('Gönderen Hesabı' over 'IBAN : TR36 …'): it heads the
 * bare account label under it, whose account is that party's.
 */
export function accountHeadingAbove(rows: Row[], rowIndex: number): Party | null {
  const cells = rows[rowIndex - 1]?.segments.filter((segment) => !isFiller(segment.text)) ?? [];
  if (cells.length !== 1) return null;
  const [label, ...others] = findLabels(cells[0].text);
  if (!label || others.length > 0 || label.start !== 0 || cells[0].text.slice(label.end).trim()) return null;
  return label.target === 'senderAccount' ? 'sender' : label.target === 'account' ? 'recipient' : null;
}
