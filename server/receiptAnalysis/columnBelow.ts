/**
 * The value under a label, in its column: a card with the label above its value, or a table whose
 * header row labels the cells under it (listTables.ts tells a header's second line and a table's balance
 * and total lines apart from its values).
 */
import type { Row } from './layout.js';
import { spanOfWords, UNIT_ONLY, valueCell, type Span } from './layoutCells.js';
import { continuesHeader, isSummaryRow, isTableHeader } from './listTables.js';
import { foldForLabels, startsWithLabel } from './receiptLabels.js';

/** The last words of a label or its unit, wrapped onto a line of their own. */
const LABEL_TAIL = /^(?:\(?(?:TL|TRY|₺)\)?|(?:\/\s*)?(?:SOYADI?|UNVANI?|NO|NUMARASI)[.:]?)$/u;

/** How far below its label (or the last line passed over) a value may start, in word heights. */
const BELOW_GAP = 3.5;

interface Extent {
  x0: number;
  x1: number;
}

const overlap = (a: Extent, b: Extent) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);

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
 * first value are passed over; a balance or total line after some other row ends the column.
 */
export function below(rows: Row[], rowIndex: number, column: Extent, label: Extent = column): Span | null {
  const height = rows[rowIndex].height;
  const header = isTableHeader(rows[rowIndex]);
  let bottom = rows[rowIndex].y1;
  let opening = header;
  let unit = false;
  let first = true;
  for (let index = rowIndex + 1; index < rows.length; index++) {
    const row = rows[index];
    if (row.y0 - bottom > BELOW_GAP * height) return null;
    if (isSpeckRow(row)) continue;
    if (header && isSummaryRow(row)) {
      if (!opening) return null;
      bottom = row.y1;
      continue;
    }
    const under = row.segments
      .filter((candidate) => overlap(candidate, label) > 0)
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
  for (let index = valueRow + 1; index < rows.length && lines.length < MAX_CELL_LINES; index++) {
    const row = rows[index];
    if (row.y0 - bottom > LINE_GAP * height || isSummaryRow(row)) break;
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
