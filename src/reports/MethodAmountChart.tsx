import { Box, Skeleton, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatAmount } from '../common/formatters';
import { ReportChartPanel } from './ReportChartPanel';
import type { PaymentMethodReportRow } from '../providers/reportCalls';

export interface MethodAmountChartProps {
  rows: PaymentMethodReportRow[];
  loading: boolean;
}

const MIN_HEIGHT = 260;
const BAR_SPACE = 40;
const compactAmount = new Intl.NumberFormat('tr-TR', { notation: 'compact', maximumFractionDigits: 1 });

/** Total refunded amount per payment method as horizontal bars in the theme's primary colour. */
export const MethodAmountChart = ({ rows, loading }: MethodAmountChartProps) => {
  const translate = useTranslate();
  const theme = useTheme();
  // The band axis draws its first category at the top: the bars follow the table's order.
  const dataset = rows.map((row) => ({ method: row.method_name, amount: row.total_amount }));
  const height = Math.max(MIN_HEIGHT, dataset.length * BAR_SPACE + 60);
  return (
    <ReportChartPanel
      title={translate('reports.charts.amountByMethod')}
      height={MIN_HEIGHT}
      loading={loading}
      placeholder={
        <Box sx={{ px: 2, pb: 2 }}>
          <Skeleton variant="rectangular" height={MIN_HEIGHT - 16} />
        </Box>
      }
      empty={dataset.length === 0}
    >
      <BarChart
        height={height}
        layout="horizontal"
        dataset={dataset}
        margin={{ top: 8, right: 24, bottom: 8, left: 8 }}
        yAxis={[{ scaleType: 'band', dataKey: 'method', width: 120, categoryGapRatio: 0.4 }]}
        xAxis={[
          { valueFormatter: (value: number) => compactAmount.format(value), height: 28, tickNumber: 5 },
        ]}
        series={[
          {
            dataKey: 'amount',
            label: translate('reports.paymentMethods.total'),
            color: theme.palette.primary.main,
            valueFormatter: (value) => formatAmount(value),
          },
        ]}
        grid={{ vertical: true }}
        hideLegend
        borderRadius={4}
      />
    </ReportChartPanel>
  );
};
