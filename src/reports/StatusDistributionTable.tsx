import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCount, formatPercent } from '../common/formatters';
import type { DateRange, StatusDistributionRow } from './reportsApi';
import { ReportTable, type ReportColumn } from './ReportTable';
import { StatusDot } from '../common/StatusDot';

export interface StatusDistributionTableProps {
  rows: StatusDistributionRow[];
  loading: boolean;
  range: DateRange;
}

/** Refund count and share per status, each with its colour dot. */
export const StatusDistributionTable = ({ rows, loading, range }: StatusDistributionTableProps) => {
  const translate = useTranslate();
  const columns: ReportColumn<StatusDistributionRow>[] = [
    {
      header: translate('reports.statusDistribution.status'),
      cell: (row) => (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <StatusDot color={row.color} />
          {row.status_name}
        </Box>
      ),
      csvValue: (row) => row.status_name,
    },
    {
      header: translate('reports.statusDistribution.count'),
      numeric: true,
      cell: (row) => formatCount(row.refund_count),
      csvValue: (row) => row.refund_count,
    },
    {
      header: translate('reports.statusDistribution.percentage'),
      numeric: true,
      cell: (row) => formatPercent(row.percentage, translate),
      csvValue: (row) => row.percentage,
    },
  ];
  return (
    <ReportTable
      title={translate('reports.statusDistribution.title')}
      fileName={translate('reports.export.fileNames.statuses')}
      range={range}
      columns={columns}
      rows={rows}
      loading={loading}
      placeholderRows={4}
    />
  );
};
