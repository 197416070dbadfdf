import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import InboxIcon from '@mui/icons-material/Inbox';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Alert, Box, Button, Grid, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LinkBase, useDataProvider, useTranslate } from 'react-admin';
import type { Dashboard } from '../../contract/reports';
import { FigureCard } from '../common/FigureCard';
import { formatAmount } from '../common/formatters';
import type { AppDataProvider } from '../providers/dataProvider';
import { LatestRefundsTable } from './LatestRefundsTable';
import { MethodSummaryCard } from './MethodSummaryCard';

/** Shown when the figures could not be loaded: the page stays usable with nothing in it. */
const EMPTY_DASHBOARD: Dashboard = { total_count: 0, total_amount: 0, methods: [], latest: [] };

const countFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });

/**
 * Refund count and total amount, a card per payment method with its counts per status, the 5 newest
 * refunds and a link to the list. A failed load shows the error with empty figures.
 */
export const DashboardFigures = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const dashboard = useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => dataProvider.getDashboard(signal),
    retry: false,
  });
  const data = dashboard.data ?? EMPTY_DASHBOARD;
  const loading = dashboard.isPending;

  return (
    <>
      {dashboard.isError && <Alert severity="error">{translate('dashboard.loadError')}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FigureCard
            label={translate('dashboard.totalRefunds')}
            value={countFormat.format(data.total_count)}
            icon={<ReceiptLongIcon />}
            loading={loading}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FigureCard
            label={translate('dashboard.totalAmount')}
            value={formatAmount(data.total_amount)}
            icon={<PaymentsIcon />}
            loading={loading}
          />
        </Grid>
      </Grid>
      {loading ? (
        <Skeleton variant="rounded" height={160} />
      ) : data.total_count === 0 ? (
        <Paper variant="outlined" sx={{ py: 5, textAlign: 'center' }}>
          <InboxIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('dashboard.empty')}
          </Typography>
          <Button component={LinkBase} to="/refunds" variant="outlined">
            {translate('dashboard.viewAllRefunds')}
          </Button>
        </Paper>
      ) : (
        <>
          <Box component="section" aria-label={translate('dashboard.byPaymentMethod')}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('dashboard.byPaymentMethod')}
            </Typography>
            <Grid container spacing={2}>
              {data.methods.map((method) => (
                <Grid key={method.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <MethodSummaryCard method={method} />
                </Grid>
              ))}
            </Grid>
          </Box>
          <Paper variant="outlined" component="section" aria-label={translate('dashboard.latestRefunds')}>
            <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                {translate('dashboard.latestRefunds')}
              </Typography>
              <Button component={LinkBase} to="/refunds" size="small" endIcon={<ArrowForwardIcon />}>
                {translate('dashboard.viewAllRefunds')}
              </Button>
            </Box>
            <LatestRefundsTable refunds={data.latest} />
          </Paper>
        </>
      )}
    </>
  );
};
