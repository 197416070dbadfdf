import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatAmount } from '../refunds/formatters';
import { CsvExportButton } from './CsvExportButton';
import { reportCsvFileName, type CsvColumn } from './csvFile';
import { EmptyTableRow } from './EmptyTableRow';
import { formatCount, formatPercent } from './reportFormatters';
import { ReportPanel } from './ReportPanel';
import type { DateRange, PaymentMethodReportRow } from './reportsApi';
import { SkeletonRows } from './SkeletonRows';
import { NUMERIC_CELL, ONE_LINE_CELLS } from '../common/tableStyles';

export interface PaymentMethodTableProps {
  rows: PaymentMethodReportRow[];
  loading: boolean;
  range: DateRange;
}

const COLUMNS = 5;

/** Refund count, share, total and average amount per payment method, with CSV export. */
export const PaymentMethodTable = ({ rows, loading, range }: PaymentMethodTableProps) => {
  const translate = useTranslate();
  const title = translate('reports.paymentMethods.title');
  const csvColumns: CsvColumn<PaymentMethodReportRow>[] = [
    { header: translate('reports.paymentMethods.method'), value: (row) => row.method_name },
    { header: translate('reports.paymentMethods.count'), value: (row) => row.refund_count },
    { header: translate('reports.paymentMethods.percentage'), value: (row) => row.percentage },
    { header: translate('reports.paymentMethods.totalTl'), value: (row) => row.total_amount },
    { header: translate('reports.paymentMethods.averageTl'), value: (row) => row.average_amount },
  ];
  return (
    <ReportPanel
      title={title}
      actions={
        <CsvExportButton
          title={title}
          fileName={reportCsvFileName(
            translate('reports.export.fileNames.paymentMethods'),
            range,
            new Date(),
          )}
          columns={csvColumns}
          rows={loading ? [] : rows}
        />
      }
    >
      <TableContainer>
        <Table size="small" sx={ONE_LINE_CELLS}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('reports.paymentMethods.method')}</TableCell>
              <TableCell align="right">{translate('reports.paymentMethods.count')}</TableCell>
              <TableCell align="right">{translate('reports.paymentMethods.percentage')}</TableCell>
              <TableCell align="right">{translate('reports.paymentMethods.total')}</TableCell>
              <TableCell align="right">{translate('reports.paymentMethods.average')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading ? (
              <SkeletonRows rows={3} columns={COLUMNS} />
            ) : rows.length === 0 ? (
              <EmptyTableRow columns={COLUMNS} />
            ) : (
              rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell component="th" scope="row">
                    {row.method_name}
                  </TableCell>
                  <TableCell {...NUMERIC_CELL}>{formatCount(row.refund_count)}</TableCell>
                  <TableCell {...NUMERIC_CELL}>{formatPercent(row.percentage, translate)}</TableCell>
                  <TableCell {...NUMERIC_CELL}>{formatAmount(row.total_amount)}</TableCell>
                  <TableCell {...NUMERIC_CELL}>{formatAmount(row.average_amount)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </ReportPanel>
  );
};
