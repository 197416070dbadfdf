/**
 * The value under a label, in its column: a card with the label above its value, or a table whose
 * header row labels the cells under it (listTables.ts tells a header's second line and a table's balance
 * and total lines apart from its values); the line a wrapped value goes on into, and the cell right of a
 * value on its row.
 */
import { boxesFromLeft } from './charBoxes.js';
import { overlap, type Row, type Word } from './layout.js';
import { spanOfWords, UNIT_ONLY, valueCell, type Span } from './layoutCells.js';
import { continuesHeader, isSummaryRow, isTableHeader } from './listTables.js';
import { foldForLabels, isFiller, startsWithLabel } from './receiptLabels.js';
import { stepToRead } from './stepLogs.js';
import { RECORD_START, recordToRead } from './tableRecords.js';

/** The last words of a label or its unit, wrapped onto a line of their own. */
const LABEL_TAIL = /^(?:\(?(?:TL|TRY|₺)\)?|(?:\/\s*)?(?:SOYADI?|UNVANI?|NO|NUMARASI)[.:]?)$/u;

/**
 * Whether a header cell is only the surname part of the name label before it ('Alıcı Adı' ‖ 'Soyadı'); a
 * 'No' or '/ Unvanı' cell may head a column of its own (a customer number, a firm's title).
 */
export const isSurnameTail = (text: string) => /^(?:\/\s*)?SOYADI?[.:]?$/.test(foldForLabels(text).trim());

/** How far below its label (or the last line passed over) a value may start, in word heights. */
const BELOW_GAP = 3.5;

interface Extent {
  x0: number;
  x1: number;
}

/**
 * An OCR'd line of specks: grain on a grey table cell or a fax's noise read as marks ('LE', '” —'): no
 * digit, and fewer than three letters in any of its segments. No value is printed so; it is passed over.
 */
const isSpeckRow = (row: Row) =>
  row.segments.every(
    (segment) =>
      segment.words.every((word) => word.conf < 1) &&
      !/\d/.test(segment.text) &&
      (segment.text.match(/\p{L}/gu)?.length ?? 0) < 3,
  );

/**
 * Text under a label: words of the first row below whose left edge lies in the label's column, or, first,
 * the segment that lies most under the label itself (a header centred over its cell). Under a table's
 * header row, the header's wrapped second line and an opening balance line ('Devreden Bakiye') before the
 * first value are passed over; a balance or total line after some other row ends the column. Under a
 * header of several records, a field's value is the one record's that names a recipient, or none
 * (tableRecords.ts); under a date label of a log of a transfer's steps, the sending step's (stepLogs.ts);
 * `ofField` is false for a label that only keeps its cell out of the fields.
 */
export function below(
  rows: Row[],
  rowIndex: number,
  column: Extent,
  label: Extent = column,
  ofField = true,
  ofDate = false,
): Span | null {
  const height = rows[rowIndex].height;
  const header = isTableHeader(rows[rowIndex]);
  const step = ofDate ? stepToRead(rows, rowIndex, label) : undefined;
  const record = step !== undefined ? step : header && ofField ? recordToRead(rows, rowIndex) : undefined;
  if (record === null) return null;
  let bottom = rows[rowIndex].y1;
  let opening = header;
  let unit = false;
  let first = true;
  for (let index = rowIndex + 1; index < rows.length; index++) {
    const row = rows[index];
    if (row.y0 - bottom > BELOW_GAP * height) return null;
    // The sending step's row without a cell in the column: the rows after it are no transfer's.
    if (step != null && index > step) return null;
    if (record !== undefined && index < record) {
      bottom = row.y1;
      continue;
    }
    if (isSpeckRow(row)) continue;
    if (header && isSummaryRow(row)) {
      if (!opening) return null;
      bottom = row.y1;
      continue;
    }
    const under = row.segments
      .filter((candidate) => overlap(candidate, label) > 0 && !boxesFromLeft(candidate, label.x0, height))
      .sort((a, b) => overlap(b, label) - overlap(a, label))[0];
    // The header's second line, or the label's own last words or unit alone under it (the label
    // wrapped in its cell: 'Alıcı Adı Soyadı /' over 'Unvanı', 'Tutar' over '(TL)').
    const tail = under !== undefined && LABEL_TAIL.test(foldForLabels(under.text).trim());
    const next = first;
    first = false;
    if (next && ((header && continuesHeader(row)) || tail)) {
      unit = under !== undefined && UNIT_ONLY.test(under.text);
      bottom = row.y1;
      continue;
    }
    opening = false;
    const segment =
      under ??
      row.segments.find((candidate) =>
        candidate.words.some((word) => word.x0 >= column.x0 - height && word.x0 < column.x1),
      );
    if (!segment) {
      // A row beside the column (another card's text) is passed over; one across it ends the search.
      if (row.segments.some((candidate) => candidate.x0 < column.x1 && candidate.x1 > column.x0)) return null;
      continue;
    }
    const cell = valueCell(segment);
    if (!cell) return null;
    const inColumn = cell.words.filter((word) => word.x0 < column.x1);
    if (inColumn.length === 0) return null;
    const cellLines = header ? linesOfCell(rows, index, column, height) : undefined;
    return { ...spanOfWords(inColumn), unit, cellLines };
  }
  return null;
}

/** How far apart two lines of one wrapped table cell lie, at most, in word heights. */
const LINE_GAP = 1.3;
const MAX_CELL_LINES = 3;

/**
 * The rest of a table cell wrapped onto the lines under its first one: the words of each next line
 * (a line's gap apart, not a new row's padding) that start in the column, up to the first line with none
 * or with a label or a total.
 */
function linesOfCell(rows: Row[], valueRow: number, column: Extent, height: number): string {
  const lines: string[] = [];
  let bottom = rows[valueRow].y1;
  const recordX = Math.min(...rows[valueRow].segments.map((segment) => segment.x0));
  for (let index = valueRow + 1; index < rows.length && lines.length < MAX_CELL_LINES; index++) {
    const row = rows[index];
    if (row.y0 - bottom > LINE_GAP * height || isSummaryRow(row)) break;
    // A line whose first cell, where the record's own starts, is a date or a row number: the table's
    // next record, not the cell's next line.
    const first = row.segments[0];
    if (
      first &&
      Math.abs(first.x0 - recordX) < height &&
      RECORD_START.test(first.text.trim()) &&
      first.x0 < column.x0 - height
    )
      break;
    const words = row.segments
      .flatMap((segment) => segment.words)
      .filter((word) => word.x0 >= column.x0 - height / 2 && word.x0 < column.x1);
    // A label there starts other text (a total, a note), not the cell's next line.
    if (words.length === 0 || startsWithLabel(spanOfWords(words).text)) break;
    lines.push(spanOfWords(words).text);
    bottom = row.y1;
  }
  return lines.join(' ');
}

/**
 * A label centred beside a two-line value (a table cell, its label's baseline between the value's lines):
 * the value found under the label's row, right of the label, starts on the row above it. The two lines
 * are the value.
 */
export function withLineAbove(
  rows: Row[],
  rowIndex: number,
  label: { x0: number; x1: number },
  value: Span,
): Span {
  const above = rows[rowIndex - 1];
  const height = rows[rowIndex].height;
  const valueX0 = Math.min(...value.words.map((word) => word.x0));
  if (!above) return value;
  const valueY0 = Math.min(...value.words.map((word) => word.y0));
  // Both lines touch the label's row: it lies between them, not over a row of its own.
  const between = rows[rowIndex].y0 - above.y1 < height / 4 && valueY0 - rows[rowIndex].y1 < height / 4;
  // The row above holds only the value's first line: a cell in the label's column there is another
  // label's row (a label wrapped over two lines beside a one-line value).
  const labelColumn = above.segments.some((segment) => segment.x0 < label.x1 && segment.x1 > label.x0);
  if (valueX0 < label.x1 || !between || labelColumn) return value;
  const words = above.segments
    .flatMap((segment) => segment.words)
    .filter(
      (word) =>
        Math.abs(word.x0 - valueX0) < height || (word.x0 > valueX0 && word.x0 < valueX0 + 30 * height),
    );
  if (words.length === 0 || Math.abs(Math.min(...words.map((word) => word.x0)) - valueX0) > height)
    return value;
  const all = [...words, ...value.words];
  return { ...value, words: all, text: all.map((word) => word.text).join(' ') };
}

/** A wrapped value goes on under its label or under itself: the next row between the two. */
export function continuationOf(rows: Row[], rowIndex: number, words: Word[], labelX0: number): string {
  const next = rows[rowIndex + 1];
  if (!next || words.length === 0) return '';
  const height = rows[rowIndex].height;
  const x0 = Math.min(labelX0, ...words.map((word) => word.x0)) - height;
  const x1 = Math.max(...words.map((word) => word.x1)) + height;
  if (next.y0 - Math.max(...words.map((word) => word.y1)) > 1.5 * height) return '';
  const segment = next.segments.find(
    (candidate) => candidate.x0 >= x0 && candidate.x0 < x1 && !isFiller(candidate.text),
  );
  return segment ? (valueCell(segment)?.text ?? '') : '';
}

/** The first segment right of some words on their row, if it lies close (within four word heights). */
export function restOfRow(row: Row | undefined, words: Word[]): string {
  if (!row || words.length === 0) return '';
  const end = Math.max(...words.map((word) => word.x1));
  const next = row.segments.find((segment) => segment.x0 >= end);
  return next && next.x0 - end < 4 * row.height ? next.text : '';
}
