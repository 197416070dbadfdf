/**
 * Whose account a label that does not name its party offers: the cell of a party's row under a table's
 * 'IBAN' header, a bare 'IBAN' label under the account holder's line or under a party's own row; and a
 * party's account heading ('Gönderen Hesabı' alone on its line), which heads its party's block
 * (partySections.ts).
 */
import type { Row, Segment } from './layout.js';
import { spanOf, valueCell, type Span } from './layoutCells.js';
import { WEB_OR_MAIL_ADDRESS } from './names/nameCheck.js';
import type { Party } from './partySections.js';
import { findLabels, foldForLabels, isFiller } from './receiptLabels.js';

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

/** A party's account label alone on its line: 'Gönderen Hesabı', 'Alıcı Hesabı', 'Hesabımdan' (no colon). */
export function accountHeading(cells: Segment[]): Party | null {
  if (cells.length !== 1) return null;
  const text = cells[0].text;
  const found = findLabels(text);
  const [label, ...others] = found.length > 0 ? found : findLabels(`${text} :`);
  if (!label || others.length > 0 || label.start !== 0 || text.slice(label.end).trim()) return null;
  return label.target === 'senderAccount' ? 'sender' : label.target === 'account' ? 'recipient' : null;
}

/** Labels of the account holder ('Hesap Sahibi', 'Müşteri Adı'), not of any name ('Ad Soyad'). */
export const HOLDER_LABEL = /^(?:HESAP\s*SAHIBI|MUSTERI)/;

/**
 * Whether the line above starts with the holder's label ('Hesap Sahibi : …' over 'IBAN : …'): above the
 * row naming the recipient, a bare account label there is the holder's, the sender's.
 */
export function underHolderLine(rows: Row[], rowIndex: number): boolean {
  const first = rows[rowIndex - 1]?.segments.find((segment) => !isFiller(segment.text));
  const label = first ? findLabels(first.text)[0] : undefined;
  return (
    first !== undefined &&
    label?.start === 0 &&
    HOLDER_LABEL.test(foldForLabels(first.text.slice(label.start, label.end)))
  );
}

/** A wallet card's party row: 'Kimden' or 'Kime' alone in the row's first cell, its value beside it. */
const CARD_LABEL = /^(?:(KIMDEN)|KIME)$/;

/**
 * The party whose own row is right above: a wallet card's ('Kime   Mehmet Kaya' over 'IBAN   TR…',
 * 'Kimden   Ayşe Yılmaz' over 'Hesap   Cüzdan •••• 3348'), or the sender when the row is the sender's
 * name label with a name ('Gönderen : Ayşe Yılmaz' over 'IBAN : TR…'): a bare account label opening the
 * next line is that party's. Under a recipient's name row a page may list both names first and then the
 * sender's account, so there the label stays unsaid. Only the line right under, and only a row of one
 * label and one name: a row naming both parties side by side leaves the label to its column, and a second
 * bare account label right under (two accounts of one party, or a heading lost between them) leaves both
 * unsaid.
 */
export function partyRowAbove(rows: Row[], rowIndex: number): Party | null {
  // A label's tail alone ('IBAN') is a filler elsewhere, but here it is the second label.
  const next = rows[rowIndex + 1]?.segments.find((segment) => /[\p{L}\d]/u.test(segment.text));
  const nextLabel = next ? findLabels(next.text)[0] : undefined;
  if (nextLabel?.target === 'iban' && nextLabel.start === 0) return null;
  const cells = rows[rowIndex - 1]?.segments.filter((segment) => !isFiller(segment.text)) ?? [];
  if (cells.length === 0 || cells.length > 2) return null;
  const card = CARD_LABEL.exec(foldForLabels(cells[0].text).trim());
  if (card && cells.length === 2 && findLabels(cells[1].text).length === 0)
    return card[1] ? 'sender' : 'recipient';
  const labels = cells.flatMap((cell) => findLabels(cell.text));
  const [label] = labels;
  if (labels.length !== 1 || label.start !== 0 || label.rank !== 1) return null;
  if (label.target !== 'sender') return null;
  const value = [cells[0].text.slice(label.end), cells[1]?.text ?? ''].join(' ').replace(/[\s:.…]+/g, ' ');
  return /\p{L}{2}/u.test(value) && !/\d/.test(value) && !WEB_OR_MAIL_ADDRESS.test(foldForLabels(value))
    ? label.target
    : null;
}
