import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CsvExportButton } from './CsvExportButton';
import { reportCsvFileName, type CsvColumn } from './csvFile';
import { EmptyTableRow } from './EmptyTableRow';
import { formatCount, formatPercent } from './reportFormatters';
import { ReportPanel } from './ReportPanel';
import type { DateRange, StatusDistributionRow } from './reportsApi';
import { SkeletonRows } from './SkeletonRows';
import { NUMERIC_CELL, ONE_LINE_CELLS } from '../common/tableStyles';
import { StatusDot } from './StatusDot';

export interface StatusDistributionTableProps {
  rows: StatusDistributionRow[];
  loading: boolean;
  range: DateRange;
}

const COLUMNS = 3;

/** Refund count and share per status, each with its colour dot. */
export const StatusDistributionTable = ({ rows, loading, range }: StatusDistributionTableProps) => {
  const translate = useTranslate();
  const title = translate('reports.statusDistribution.title');
  const csvColumns: CsvColumn<StatusDistributionRow>[] = [
    { header: translate('reports.statusDistribution.status'), value: (row) => row.status_name },
    { header: translate('reports.statusDistribution.count'), value: (row) => row.refund_count },
    { header: translate('reports.statusDistribution.percentage'), value: (row) => row.percentage },
  ];
  return (
    <ReportPanel
      title={title}
      actions={
        <CsvExportButton
          title={title}
          fileName={reportCsvFileName(translate('reports.export.fileNames.statuses'), range, new Date())}
          columns={csvColumns}
          rows={loading ? [] : rows}
        />
      }
    >
      <TableContainer>
        <Table size="small" sx={ONE_LINE_CELLS}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('reports.statusDistribution.status')}</TableCell>
              <TableCell align="right">{translate('reports.statusDistribution.count')}</TableCell>
              <TableCell align="right">{translate('reports.statusDistribution.percentage')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading ? (
              <SkeletonRows rows={4} columns={COLUMNS} />
            ) : rows.length === 0 ? (
              <EmptyTableRow columns={COLUMNS} />
            ) : (
              rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell component="th" scope="row">
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                      <StatusDot color={row.color} />
                      {row.status_name}
                    </Box>
                  </TableCell>
                  <TableCell {...NUMERIC_CELL}>{formatCount(row.refund_count)}</TableCell>
                  <TableCell {...NUMERIC_CELL}>{formatPercent(row.percentage, translate)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </ReportPanel>
  );
};
