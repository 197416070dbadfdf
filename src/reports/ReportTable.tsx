import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { NUMERIC_CELL, ONE_LINE_CELLS } from '../common/tableStyles';
import { CsvExportButton } from './CsvExportButton';
import { reportCsvFileName, type CsvColumn } from './csvFile';
import { EmptyTableRow } from './EmptyTableRow';
import { ReportPanel } from './ReportPanel';
import type { ReportQuery } from '../../contract/reports';
import { SkeletonRows } from './SkeletonRows';

/** One column of a report table: its header, its cell on screen and its cell in the CSV file. */
export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The CSV header when it differs from the screen's (e.g. with its unit). */
  csvHeader?: string;
  csvValue: CsvColumn<Row>['value'];
  /** Right-aligned figures; the first column is the row's header either way. */
  numeric?: boolean;
}

/** What the page hands each report table: the rows, whether they are loading and their date range. */
export interface ReportTableData<Row> {
  rows: Row[];
  loading: boolean;
  range: ReportQuery;
}

export interface ReportTableProps<Row extends { id: number }> {
  title: string;
  /** Base of the CSV file's name (the date range or today's date is appended). */
  fileName: string;
  range: ReportQuery;
  columns: readonly ReportColumn<Row>[];
  /** Every row: the CSV holds them all. */
  rows: readonly Row[];
  /** The rows on screen, when fewer than `rows` (a collapsed table). */
  shownRows?: readonly Row[];
  loading: boolean;
  /** Placeholder rows while loading (3, or 4 for the status table). */
  placeholderRows: number;
  /** Below the table: an expand button, a note. */
  footer?: ReactNode;
}

/** A titled report table with loading placeholders, the empty state and CSV export of its rows. */
export function ReportTable<Row extends { id: number }>(props: ReportTableProps<Row>) {
  const { title, columns, rows, loading } = props;
  const csvColumns = columns.map((column) => ({
    header: column.csvHeader ?? column.header,
    value: column.csvValue,
  }));
  return (
    <ReportPanel
      title={title}
      actions={
        <CsvExportButton
          title={title}
          fileName={reportCsvFileName(props.fileName, props.range, new Date())}
          columns={csvColumns}
          rows={loading ? [] : rows}
        />
      }
    >
      <TableContainer>
        <Table size="small" sx={ONE_LINE_CELLS}>
          <TableHead>
            <TableRow>
              {columns.map((column, index) => (
                <TableCell key={column.header} align={index > 0 && column.numeric ? 'right' : 'left'}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading ? (
              <SkeletonRows rows={props.placeholderRows} columns={columns.length} />
            ) : rows.length === 0 ? (
              <EmptyTableRow columns={columns.length} />
            ) : (
              (props.shownRows ?? rows).map((row) => (
                <TableRow key={row.id} hover>
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <TableCell key={column.header} component="th" scope="row">
                        {column.cell(row)}
                      </TableCell>
                    ) : (
                      <TableCell key={column.header} {...(column.numeric ? NUMERIC_CELL : {})}>
                        {column.cell(row)}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {!loading && props.footer}
    </ReportPanel>
  );
}
