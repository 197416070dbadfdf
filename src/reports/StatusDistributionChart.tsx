import { Box, Skeleton } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import { DEFAULT_STATUS_COLOR } from '../common/statusColors';
import { DonutCenterLabel } from './DonutCenterLabel';
import { formatCount, formatPercent } from '../common/formatters';
import { ReportChartPanel } from './ReportChartPanel';
import type { StatusDistributionRow } from '../providers/reportCalls';

export interface StatusDistributionChartProps {
  rows: StatusDistributionRow[];
  totalRefunds: number;
  loading: boolean;
}

const HEIGHT = 260;

/** The status distribution as a donut in the statuses' own colours, the total in its middle. */
export const StatusDistributionChart = ({ rows, totalRefunds, loading }: StatusDistributionChartProps) => {
  const translate = useTranslate();
  const slices = rows.filter((row) => row.refund_count > 0);
  return (
    <ReportChartPanel
      title={translate('reports.charts.statusDistribution')}
      height={HEIGHT}
      loading={loading}
      placeholder={
        <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: HEIGHT }}>
          <Skeleton variant="circular" width={200} height={200} />
        </Box>
      }
      empty={slices.length === 0}
    >
      <PieChart
        height={HEIGHT}
        margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
        series={[
          {
            data: slices.map((row) => ({
              id: row.id,
              value: row.refund_count,
              label: row.status_name,
              color: row.color || DEFAULT_STATUS_COLOR,
            })),
            innerRadius: '58%',
            outerRadius: '92%',
            paddingAngle: 1.5,
            cornerRadius: 3,
            highlightScope: { fade: 'global', highlight: 'item' },
            valueFormatter: (item, { dataIndex }) =>
              `${formatCount(item.value)} (${formatPercent(slices[dataIndex]?.percentage, translate)})`,
          },
        ]}
        slotProps={{
          legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
        }}
      >
        <DonutCenterLabel
          value={formatCount(totalRefunds)}
          caption={translate('reports.charts.refundsCaption')}
        />
      </PieChart>
    </ReportChartPanel>
  );
};
