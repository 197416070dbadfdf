import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { CompletionTimeTable } from './CompletionTimeTable';
import { MethodAmountChart } from './MethodAmountChart';
import { PaymentMethodTable } from './PaymentMethodTable';
import { ReportDateRange } from './ReportDateRange';
import { ReportSummaryCards } from './ReportSummaryCards';
import type { ReportQuery } from '../../contract/reports';
import { StatusDistributionChart } from './StatusDistributionChart';
import { StatusDistributionTable } from './StatusDistributionTable';
import { useReports } from './useReports';
import { formatClockTime } from '../common/formatters';

/**
 * /reports: date range, refresh and last-updated time, four summary
 * cards, the status donut and the amount bars, then the payment-method, completion-time and status
 * tables, each exportable as CSV.
 */
const ReportsPage = () => {
  const translate = useTranslate();
  const [range, setRange] = useState<ReportQuery>({});
  const reports = useReports(range);
  const { paymentMethods, completion, statuses } = reports;
  const methodRows = paymentMethods.data?.rows ?? [];
  const statusRows = statuses.data?.rows ?? [];

  return (
    // Inline-size containment: a wide table scrolls in its own box instead of widening the page.
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 3, contain: 'inline-size' }}>
      <Title title="reports.title" />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {translate('reports.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {reports.lastUpdated
              ? translate('reports.lastUpdated', { time: formatClockTime(reports.lastUpdated) })
              : ' '}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
          <ReportDateRange value={range} onChange={setRange} />
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={reports.refresh}
            disabled={reports.isFetching}
          >
            {translate('common.refresh')}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{reports.isFetching && <LinearProgress aria-hidden />}</Box>
      {reports.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('reports.loadError')}
        </Alert>
      )}
      <Stack spacing={2}>
        <ReportSummaryCards
          paymentMethods={paymentMethods.data}
          completion={completion.data}
          loadingTotals={paymentMethods.isPending}
          loadingCompletion={completion.isPending}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <StatusDistributionChart
              rows={statusRows}
              totalRefunds={statuses.data?.totals.total_refunds ?? 0}
              loading={statuses.isPending}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <MethodAmountChart rows={methodRows} loading={paymentMethods.isPending} />
          </Grid>
        </Grid>
        <PaymentMethodTable rows={methodRows} loading={paymentMethods.isPending} range={range} />
        {/* Top-aligned: the shorter table keeps its own height. */}
        <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <CompletionTimeTable
              rows={completion.data?.method_completion_times ?? []}
              message={completion.data?.message}
              loading={completion.isPending}
              range={range}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <StatusDistributionTable rows={statusRows} loading={statuses.isPending} range={range} />
          </Grid>
        </Grid>
      </Stack>
    </Box>
  );
};

export default ReportsPage;
