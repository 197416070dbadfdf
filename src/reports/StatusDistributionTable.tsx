import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StatusDistributionRow } from '../providers/reportCalls';
import { countColumn, percentColumn } from './reportColumns';
import { ReportTable, type ReportColumn, type ReportTableData } from './ReportTable';
import { StatusDot } from '../common/StatusDot';

export type StatusDistributionTableProps = ReportTableData<StatusDistributionRow>;

/** Refund count and share per status, each with its colour dot. */
export const StatusDistributionTable = (data: StatusDistributionTableProps) => {
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
    countColumn(translate('reports.statusDistribution.count'), 'refund_count'),
    percentColumn(translate('reports.statusDistribution.percentage'), 'percentage', translate),
  ];
  return (
    <ReportTable
      title={translate('reports.statusDistribution.title')}
      fileName={translate('reports.export.fileNames.statuses')}
      columns={columns}
      {...data}
      placeholderRows={4}
    />
  );
};
