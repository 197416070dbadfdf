import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDetailDateTime } from '../common/formatters';
import { useInvalidateRefundLogs } from '../refunds/refundCache';
import type { Refund } from '../refunds/types';
import { APPROVALS_KEY, getApproval, useInvalidateApprovals } from './approvalCalls';
import { DecisionDialog, type DecisionKind } from './DecisionDialog';

/**
 * The detail page's notice of a status change waiting for approval: who asked, when, from and to which
 * status, and approve / reject for a user with approve_refunds who did not ask for it (the server
 * refuses the requester anyway).
 */
export const PendingApprovalPanel = ({ refund }: { refund: Pick<Refund, 'id' | 'pending_approval_id'> }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const invalidateLogs = useInvalidateRefundLogs();
  const invalidateApprovals = useInvalidateApprovals();
  const { canAccess: mayDecide } = useCanAccess({ resource: 'approvals', action: 'decide' });
  const [dialog, setDialog] = useState<DecisionKind | null>(null);
  const id = refund.pending_approval_id;
  const { data: approval } = useQuery({
    queryKey: [APPROVALS_KEY, 'one', id],
    queryFn: () => getApproval(id as number),
    enabled: id != null,
    retry: false,
  });
  if (id == null || !approval || approval.state !== 'pending') return null;

  const decided = () => {
    refresh();
    void invalidateLogs(String(refund.id));
    void invalidateApprovals();
  };

  return (
    <Alert severity="warning" variant="outlined" data-testid="pending-approval-panel" icon={false}>
      <AlertTitle>{translate('approvals.detail.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('approvals.detail.summary', {
          user: approval.requested_by_username,
          date: formatDetailDateTime(approval.requested_at),
          from: approval.from_status_name ?? '',
          to: approval.to_status_name ?? '',
        })}
      </Typography>
      {approval.mine ? (
        <Typography variant="body2" color="text.secondary">
          {translate('approvals.detail.ownHint')}
        </Typography>
      ) : mayDecide ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            onClick={() => setDialog('approve')}
          >
            {translate('approvals.detail.approve')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<CloseIcon />}
            onClick={() => setDialog('reject')}
          >
            {translate('approvals.detail.reject')}
          </Button>
          <Button component={Link} to="/approvals">
            {translate('approvals.detail.openQueue')}
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('approvals.detail.noRightHint')}
        </Typography>
      )}
      {dialog && (
        <DecisionDialog
          kind={dialog}
          approval={approval}
          onClose={() => setDialog(null)}
          onDecided={decided}
        />
      )}
    </Alert>
  );
};
