import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { PendingApprovalsCard } from '../approvals/PendingApprovalsCard';
import { LoadingText } from '../layout/LoadingText';
import { DashboardFigures } from './DashboardFigures';

/** /dashboard: a greeting, and the refund figures for those who may see refunds. */
const DashboardPage = () => {
  const translate = useTranslate();
  const { identity, isPending: identityPending } = useGetIdentity();
  const { canAccess: canSeeFigures } = useCanAccess({ resource: 'dashboard', action: 'figures' });

  return (
    // Inline-size containment: a wide table scrolls in its own box instead of widening the page.
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 3, contain: 'inline-size' }}>
      <Title title="dashboard.title" />
      {identityPending ? (
        <LoadingText />
      ) : (
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <Typography component="h1" variant="h5">
                {translate('dashboard.greeting', { name: identity?.fullName ?? '' })}
              </Typography>
            </CardContent>
          </Card>
          <PendingApprovalsCard />
          {canSeeFigures && <DashboardFigures />}
        </Stack>
      )}
    </Box>
  );
};

export default DashboardPage;
