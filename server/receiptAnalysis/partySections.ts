/**
 * Party headings ('GÖNDEREN' / 'ALICI', 'Kimden' / 'Kime', 'Gönderen Bilgileri', 'Sender' / 'Beneficiary', a
 * party's account label alone on its line: 'Gönderen Hesabı', 'Hesabımdan') and the part of
 * the page each one governs: the columns under it (up to the next heading on its row) down to the next
 * heading in those columns. A label that does not say whose it is ('Ad Soyad', 'IBAN') belongs to the
 * party whose section it lies in.
 */
import { accountHeading } from './accountOwners.js';
import type { Row, Segment } from './layout.js';
import { findLabels, foldForLabels, isFiller, startsWithLabel } from './receiptLabels.js';

export type Party = 'sender' | 'recipient';

export interface PartySection {
  party: Party;
  row: number;
  x0: number;
  x1: number;
  /** First row no longer in the section. */
  endRow: number;
  segment: Segment;
  /**
   * A column header of a table with one column per party ('GÖNDEREN' and 'ALICI' alone on their row):
   * it governs the cells whose centre lies in its column, and still offers the value under it.
   */
  column: boolean;
  /**
   * A party's account label alone on its line ('Gönderen Hesabı', 'Hesabımdan', 'Alıcı Hesabı'): it heads
   * the party's block, and still offers the value under it as its account.
   */
  account?: boolean;
}

const SENDER_WORD =
  '(?:GONDEREN|GONDERICI|ODEYEN|TALIMATI? VEREN|KIMDEN|BORCLU(?: HESAP)?|BORCLAN(?:DIRIL)?(?:ACAK|AN) HESAP|SENDER|PAYER)';
const RECIPIENT_WORD =
  '(?:ALICI|LEHDAR|LEHTAR|YARARLANICI|KIME|ALACAKLI(?: HESAP)?|BENEFICIARY|RECIPIENT|RECEIVER|PAYEE)';
const SUFFIX = '(?: (?:HESAP )?BILGILERI| (?:INFORMATION|DETAILS|INFO))?';
/** A second wording of the party after '/' or in brackets: 'Alıcı / Lehtar', 'LEHTAR (ALICI)'. */
const HEADING = new RegExp(
  `^(?:(${SENDER_WORD})|(${RECIPIENT_WORD}))${SUFFIX}(?: ?(?:/ ?|\\( ?)(?:${SENDER_WORD}|${RECIPIENT_WORD})${SUFFIX} ?\\)?)?$`,
);
const EXPLICIT = /BILGILERI|INFORMATION|DETAILS|INFO/;

/** A form's section number before its heading ('1. TALİMATI VEREN'). */
const SECTION_NUMBER = /^\d{1,2}[.)](?:\s+|(?=[A-Z]{2}))/;

/**
 * A speck an OCR read after a heading as a bracket and a letter at most ('2. LEHDAR (e'); a tick, a count
 * or a mask ('Gönderen ✓', 'GÖNDEREN :1', 'Gönderen A*') is no speck: such a line is no heading.
 */
function withoutBracketSpeck(folded: string): string {
  const lastSpace = folded.lastIndexOf(' ');
  const last = folded.slice(lastSpace + 1);
  return lastSpace > 0 && /^(?:[([{][A-Z]?|[A-Z]?[)\]}])$/.test(last)
    ? folded.slice(0, lastSpace).trimEnd()
    : folded;
}

function headingParty(text: string, numbered = false): { party: Party; explicit: boolean } | null {
  // Box borders read as '|', '[' or 'I' around the heading are no part of it, nor a speck an OCR read as
  // one character before it ('İ GÖNDEREN', '© GÖNDEREN'), nor, on a numbered form, a section's number.
  let folded = foldForLabels(text)
    .replace(/^(?:[|[\]!]+\s*)+/, '')
    .replace(/^[^\s\d]\s+/, '');
  const numberedHere = SECTION_NUMBER.test(folded);
  folded = folded
    .replace(SECTION_NUMBER, '')
    .replace(/[:.\-–|[\]!/]+\s*$/, '')
    // A speck read as ',', '.' or ';' between two words ('BORÇLU, HESAP').
    .replace(/(?<=[A-Z])[,.;](?=\s+[A-Z])/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const match = HEADING.exec(withoutBracketSpeck(folded));
  if (!match) return null;
  const explicit = EXPLICIT.test(folded);
  // A section number heads a party's section on a form numbering both parties, or before a heading that
  // names the party's details ('1. ALICI BİLGİLERİ'): a numbered note '1. ALICI' heads nothing.
  if (numberedHere && !numbered && !explicit) return null;
  return { party: match[1] ? 'sender' : 'recipient', explicit };
}

/** Specks and rules an OCR reads between a heading and its box's first line: fewer than three letters. */
const isSpeck = (segment: Segment) => (segment.text.match(/\p{L}/gu)?.length ?? 0) < 3;

/** Whether the first text under the segment, in its columns, starts with a label (specks passed over). */
function labelBelow(rows: Row[], rowIndex: number, segment: Segment): boolean {
  const height = rows[rowIndex].height;
  for (let index = rowIndex + 1; index < rows.length && index <= rowIndex + 4; index++) {
    const under = rows[index].segments.find(
      (candidate) =>
        candidate.x1 > segment.x0 - height && candidate.x0 < segment.x1 + 4 * height && !isSpeck(candidate),
    );
    if (!under) continue;
    return startsWithLabel(under.text);
  }
  return false;
}

/** Labels a party's box repeats for each party; any other label starts the next part of the page. */
const PARTY_LABELS = new Set(['name', 'iban', 'other']);

/** The first row after the heading with, in its columns, a label that says its own field. */
function firstOwnLabelRow(rows: Row[], heading: PartySection): number {
  for (let index = heading.row + 1; index < heading.endRow; index++) {
    for (const segment of rows[index].segments) {
      // A column header's rows are labelled at their left, outside its column.
      if (!heading.column && (segment.x0 < heading.x0 || segment.x0 >= heading.x1)) continue;
      const first = findLabels(segment.text)[0];
      if (first?.start === 0 && !PARTY_LABELS.has(first.target)) return index;
    }
  }
  return heading.endRow;
}

/**
 * A form numbers its sections ('1. TALİMATI VEREN', '2. LEHDAR'): numbered headings of both parties. One
 * numbered party line alone ('1. ALICI' in a list of notes) heads nothing.
 */
function numberedForm(rows: Row[]): boolean {
  const parties = new Set<Party>();
  for (const row of rows)
    for (const segment of row.segments)
      if (SECTION_NUMBER.test(segment.text.trim())) {
        const party = headingParty(segment.text.trim(), true)?.party;
        if (party) parties.add(party);
      }
  return parties.size === 2;
}

export function findPartySections(rows: Row[]): PartySection[] {
  const headings: PartySection[] = [];
  const numbered = numberedForm(rows);
  rows.forEach((row, rowIndex) => {
    const cells = row.segments.filter((segment) => !isFiller(segment.text));
    const account = accountHeading(cells);
    if (account) {
      headings.push({
        party: account,
        row: rowIndex,
        x0: 0,
        x1: 0,
        endRow: rows.length,
        segment: cells[0],
        column: false,
        account: true,
      });
      return;
    }
    const found = row.segments
      .map((segment, index) => {
        const next = row.segments[index + 1];
        // An OCR may part 'Gönderen   Bilgileri' at a wide gap: the two read on make the heading.
        const joined = next ? headingParty(`${segment.text} ${next.text}`, numbered) : null;
        return { segment, heading: joined?.explicit ? joined : headingParty(segment.text, numbered) };
      })
      .filter((entry) => entry.heading !== null);
    // Both parties alone on a row with nothing else but rules: a table's column headers.
    const columns =
      new Set(found.map((entry) => entry.heading?.party)).size === 2 &&
      row.segments.every(
        (segment) => isFiller(segment.text) || found.some((entry) => entry.segment === segment),
      );
    if (columns) {
      for (const { segment, heading } of found)
        if (heading)
          headings.push({
            party: heading.party,
            row: rowIndex,
            x0: 0,
            x1: 0,
            endRow: rows.length,
            segment,
            column: true,
          });
      return;
    }
    for (const { segment, heading } of found) {
      if (!heading) continue;
      // 'GÖNDEREN   : Ali Veli' is a label with its value, not a heading.
      const right = row.segments
        .slice(row.segments.indexOf(segment) + 1)
        .find((other) => !isFiller(other.text));
      const valueRight = right !== undefined && !startsWithLabel(right.text);
      if (!heading.explicit && (valueRight || !labelBelow(rows, rowIndex, segment))) continue;
      headings.push({
        party: heading.party,
        row: rowIndex,
        x0: 0,
        x1: 0,
        endRow: rows.length,
        segment,
        column: false,
      });
    }
  });
  for (const heading of headings) {
    const onRow = headings
      .filter((other) => other.row === heading.row)
      .sort((a, b) => a.segment.x0 - b.segment.x0);
    const position = onRow.indexOf(heading);
    const height = rows[heading.row].height;
    if (heading.column) {
      // A column reaches halfway to the headers beside it (headers are centred or left-aligned over it).
      const centres = onRow.map((other) => (other.segment.x0 + other.segment.x1) / 2);
      const half = (centres[centres.length - 1] - centres[0]) / (2 * (centres.length - 1));
      heading.x0 = centres[position] - half;
      heading.x1 = centres[position] + half;
      continue;
    }
    // Boxes side by side part just left of each heading (their padding).
    heading.x0 = position === 0 ? -Infinity : heading.segment.x0 - 1.5 * height;
    heading.x1 = position === onRow.length - 1 ? Infinity : onRow[position + 1].segment.x0 - 1.5 * height;
  }
  for (const heading of headings) {
    const next = headings
      .filter(
        (other) => other.row > heading.row && other.segment.x1 > heading.x0 && other.segment.x0 < heading.x1,
      )
      .sort((a, b) => a.row - b.row)[0];
    if (next) heading.endRow = next.row;
    heading.endRow = Math.min(heading.endRow, firstOwnLabelRow(rows, heading));
    if (heading.account) heading.endRow = Math.min(heading.endRow, afterFirstAccount(rows, heading));
  }
  return headings;
}

/** An IBAN (masked too) as printed, or cut at the end of a line; not a TCKN or a customer number. */
const ACCOUNT_TEXT = /TR\s?[\dOIS*]{2}\s?[\dOIS*•#X]{4}/;

/**
 * A party's account heading ('Alıcı Hesabı' alone on its line) heads that party's account: its block
 * ends after the first line holding an account. The lines after it (another 'Ad Soyad', 'Hesap Sahibi'
 * or bare 'IBAN') may be the other party's.
 */
function afterFirstAccount(rows: Row[], heading: PartySection): number {
  for (let index = heading.row + 1; index < heading.endRow; index++)
    if (rows[index].segments.some((segment) => ACCOUNT_TEXT.test(foldForLabels(segment.text))))
      return index + 1;
  return heading.endRow;
}

/** Whether a span of row `rowIndex` lies in a section: under a column header, its centre in the column. */
export const holds = (section: PartySection, rowIndex: number, x0: number, x1: number) =>
  rowIndex > section.row &&
  rowIndex < section.endRow &&
  (section.column
    ? (x0 + x1) / 2 >= section.x0 && (x0 + x1) / 2 < section.x1
    : x0 >= section.x0 && x0 < section.x1);

/**
 * The party whose section holds a span of row `rowIndex` (from `x` to `x1`; a point when no `x1`), if
 * any.
 */
export function partyAt(sections: PartySection[], rowIndex: number, x: number, x1 = x): Party | null {
  const holding = sections.filter((section) => holds(section, rowIndex, x, x1));
  // The nearest heading above wins when sections nest (a full-width heading over two boxes).
  holding.sort((a, b) => b.row - a.row);
  return holding[0]?.party ?? null;
}

/** Whether a segment is a party heading itself (its labels give no values). */
export const isHeading = (sections: PartySection[], segment: Segment) =>
  sections.some((section) => section.segment === segment && !section.column && !section.account);
