/**
 * The records of a list or statement table: the rows under its header whose first cell, where the first
 * record's starts, is a date or a row number. A table of several records (a statement's salary, card
 * purchase, transfer and interest) gives a column's value only from the one record that names a recipient
 * (a recipient's label, 'Alıcı: …', or an IBAN other than those above the table) while no other record
 * holds one of those; when none or several do, the column gives none: the first record is no more the
 * transfer's than any other.
 */
import type { Row } from './layout.js';
import { continuesHeader, isSummaryRow } from './listTables.js';
import { findLabels } from './receiptLabels.js';

/** A record's first cell: a date or a row number (a time alone under the date is the same record's). */
export const RECORD_START = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,4}\.?)(?:\s|$)/;

/** How far below the header (or the row before) the table goes on, in word heights. */
const TABLE_GAP = 3.5;

/**
 * A later record's first cell as an OCR may have read it: two digits or more in its first word ('O6.07.2O23'),
 * no time alone (the date's cell wrapped).
 */
const misreadStart = (text: string) =>
  /\d.*\d/.test(text.split(/\s/)[0] ?? '') && !/^\s*\d{1,2}\s?:\s?\d{2}(?::\d{2})?\s*$/.test(text);

/**
 * A record's line holds a sum ('1.150,00'): a line of the same column without one (a reference number, a
 * value date, 'Alıcı: …' under the transfer's date) goes on with the record above.
 */
const holdsSum = (text: string) => /\d,\d{2}(?!\d)/.test(text);

/** Each record of the table under the header row: its row and the text of its lines. */
function tableRecords(rows: Row[], headerIndex: number): Array<{ row: number; text: string }> {
  const records: Array<{ row: number; text: string }> = [];
  const height = rows[headerIndex].height;
  let bottom = rows[headerIndex].y1;
  let recordX: number | null = null;
  for (let index = headerIndex + 1; index < rows.length; index++) {
    const row = rows[index];
    if (row.y0 - bottom > TABLE_GAP * height) break;
    bottom = row.y1;
    if (isSummaryRow(row)) {
      if (records.length > 0) break;
      continue;
    }
    if (index === headerIndex + 1 && continuesHeader(row)) continue;
    const first = row.segments[0];
    if (!first) continue;
    const text = row.segments.map((segment) => segment.text).join(' ');
    if (recordX === null) {
      // The table's first value row: a dated or numbered list, or none this module reads.
      if (!RECORD_START.test(first.text.trim())) return [];
      recordX = first.x0;
      records.push({ row: index, text });
    } else if (Math.abs(first.x0 - recordX) < height && misreadStart(first.text.trim()) && holdsSum(text)) {
      records.push({ row: index, text });
    } else if (records.length > 0) {
      records[records.length - 1].text += ` ${text}`;
    }
  }
  return records;
}

/** An IBAN's start in folded text, spaces removed: 'TR' and ten digits. */
const IBAN_START = /TR\d{10}/g;

const ibanStarts = (text: string) => new Set(text.replace(/\s/g, '').match(IBAN_START) ?? []);

/**
 * The row whose cells a column under the header gives: undefined when the table has one record or none
 * this module reads (the first value row, as for any label), the row of the one record naming a
 * recipient among several, null when several records compete.
 */
export function recordToRead(rows: Row[], headerIndex: number): number | null | undefined {
  // Every label of a header row asks for its record: it is found once per page and header.
  let ofPage = chosenRecords.get(rows);
  if (!ofPage) chosenRecords.set(rows, (ofPage = new Map()));
  if (!ofPage.has(headerIndex)) ofPage.set(headerIndex, findRecordToRead(rows, headerIndex));
  return ofPage.get(headerIndex);
}

const chosenRecords = new WeakMap<Row[], Map<number, number | null | undefined>>();

function findRecordToRead(rows: Row[], headerIndex: number): number | null | undefined {
  const records = tableRecords(rows, headerIndex);
  if (records.length < 2) return undefined;
  const head = new Set(
    rows
      .slice(0, headerIndex)
      .flatMap((row) => [...ibanStarts(row.segments.map((segment) => segment.text).join(' '))]),
  );
  const naming = records.filter(
    (record) =>
      findLabels(record.text).some((label) => label.target === 'recipient' || label.target === 'account') ||
      [...ibanStarts(record.text)].some((start) => !head.has(start)),
  );
  // A record holding an IBAN printed above the table (the holder's, or the recipient's in the page head)
  // may be the transfer as well: the one naming record is then no clear choice.
  const holdingHead = records.filter(
    (record) => !naming.includes(record) && [...ibanStarts(record.text)].some((start) => head.has(start)),
  );
  return naming.length === 1 && holdingHead.length === 0 ? naming[0].row : null;
}
