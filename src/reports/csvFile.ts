import { saveBlob } from '../providers/downloadFile';
import { turkishToday } from '../common/formatters';

/** A CSV column: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

const SEPARATOR = ';';
const LINE_END = '\r\n';
/** Excel reads a UTF-8 file as such (Turkish letters intact) only when it starts with a BOM. */
const BOM = '\uFEFF';
/** Text starting with one of these is taken as a formula by spreadsheet programs. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Numbers with a decimal comma and no grouping, as a Turkish spreadsheet reads them. */
const formatNumber = (value: number) => (Number.isFinite(value) ? String(value).replace('.', ',') : '');

function encodeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? formatNumber(value) : value;
  // A leading apostrophe keeps user-entered text such as '=HYPERLINK(…)' a plain string.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of `rows`: BOM, header line, one line per row, `;` between cells. */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => encodeCell(column.header)),
    ...rows.map((row) => columns.map((column) => encodeCell(column.value(row)))),
  ];
  return BOM + lines.map((cells) => cells.join(SEPARATOR)).join(LINE_END) + LINE_END;
}

/** Builds the CSV of `rows` and hands it to the browser as `fileName`. */
export function downloadCsv<Row>(fileName: string, columns: readonly CsvColumn<Row>[], rows: readonly Row[]) {
  saveBlob(new Blob([buildCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** `odeme-yontemleri_2024-03-01_2024-03-31.csv` for a range, `odeme-yontemleri_<Turkish today>.csv` without. */
export function reportCsvFileName(
  base: string,
  range: { start_date?: string; end_date?: string },
  today: Date,
) {
  const todayText = turkishToday(today);
  const parts =
    range.start_date || range.end_date ? [range.start_date ?? '', range.end_date ?? ''] : [todayText];
  return `${[base, ...parts].join('_')}.csv`;
}
