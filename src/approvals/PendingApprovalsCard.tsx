import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePendingApprovalCount } from './approvalCalls';

/** The dashboard's count of requests awaiting approval (shown only when some wait). */
export const PendingApprovalsCard = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'approvals', action: 'list' });
  const { data: count = 0 } = usePendingApprovalCount(!!canAccess);
  if (!canAccess || count === 0) return null;
  return (
    <Card variant="outlined" data-testid="pending-approvals-card" sx={{ borderColor: 'warning.main' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <HourglassTopIcon color="warning" />
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            {translate('approvals.dashboard.pending')}: <strong>{count}</strong>
          </Typography>
          <Button component={Link} to="/approvals" variant="outlined" color="warning">
            {translate('approvals.dashboard.open')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
