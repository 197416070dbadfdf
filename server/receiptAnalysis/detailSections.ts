/**
 * Headings of a form's sections that are no party's ('2. ÖDEME BİLGİLERİ', 'İŞLEM BİLGİLERİ', '3. İŞLEM
 * DETAYLARI'): alone on their line, they end the party section above them, and a bare account label under
 * them, before the next party heading, says nobody's account.
 */
import type { Row } from './layout.js';
import { foldForLabels, isFiller } from './receiptLabels.js';

/** A heading naming a section's details, numbered or not. */
const DETAILS = /^(?:\d{1,2}[.)]\s+)?[A-Z][A-Z /&]*\s(?:BILGILERI|DETAYLARI)$/;
/** On a numbered form, a numbered line of capitals alone ('2. BORÇLANDIRILACAK HESAP'). */
const NUMBERED_CAPITALS = /^\d{1,2}[.)]\s+[A-Z][A-Z /&]*$/;

/**
 * The rows holding a heading of other details than a party's; `partyRow` tells the party headings' rows,
 * which are none of them.
 */
export function detailHeadingRows(
  rows: Row[],
  numbered: boolean,
  partyRow: (row: number) => boolean,
): number[] {
  const found: number[] = [];
  rows.forEach((row, index) => {
    const cells = row.segments.filter((segment) => !isFiller(segment.text));
    if (cells.length !== 1 || partyRow(index)) return;
    const text = foldForLabels(cells[0].text)
      .replace(/[:.\s]+$/, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (DETAILS.test(text)) found.push(index);
    // A numbered line only in capitals: a numbered note in sentence case is no heading.
    else if (
      numbered &&
      NUMBERED_CAPITALS.test(text) &&
      cells[0].text === cells[0].text.toLocaleUpperCase('tr')
    )
      found.push(index);
  });
  return found;
}

/**
 * Whether a row lies in a section of other details: under such a heading, with no party heading between
 * them, on a page that lays its parties out under headings.
 */
export function inDetailSection(detailRows: number[], partyRows: number[], rowIndex: number): boolean {
  if (partyRows.length === 0) return false;
  const detail = Math.max(-1, ...detailRows.filter((row) => row < rowIndex));
  return detail >= 0 && partyRows.every((row) => row < detail || row >= rowIndex);
}
