import EditIcon from '@mui/icons-material/Edit';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatAmount } from '../common/formatters';
import { refundEditPath } from './refundPaths';
import { PendingApprovalChip } from '../approvals/PendingApprovalChip';
import { StatusBadge } from '../common/StatusBadge';
import type { Refund } from './types';
import type { RefundPermissions } from './useRefundPermissions';
import { SPREAD_BAR } from './barStyles';

export interface RefundHeaderProps {
  refund: Refund;
  permissions: RefundPermissions;
  onOpenHistory: () => void;
  onOpenStatus: () => void;
}

/**
 * Id, payment method and amount, the coloured status badge, and the buttons history
 * (view_admin_panel), edit (create_refund) and update status (update_refund_status).
 */
export const RefundHeader = ({ refund, permissions, onOpenHistory, onOpenStatus }: RefundHeaderProps) => {
  const translate = useTranslate();
  const subtitle = [
    permissions.canViewMethods ? refund.payment_method_name : null,
    formatAmount(refund.amount),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box
      sx={{
        ...SPREAD_BAR,
        gap: 2,
      }}
    >
      <Box>
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Typography variant="h5" component="h1">
            {translate('refunds.detail.title', { id: refund.id })}
          </Typography>
          <StatusBadge name={refund.status_name} color={refund.color} size="medium" />
          {refund.pending_approval_id != null && <PendingApprovalChip size="medium" />}
        </Stack>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
      <Stack direction="row" spacing={1} flexWrap="wrap">
        {permissions.canViewHistoryButton && (
          <Button variant="outlined" startIcon={<HistoryIcon />} onClick={onOpenHistory}>
            {translate('refunds.actions.history')}
          </Button>
        )}
        {permissions.canCreate && (
          <Button variant="outlined" startIcon={<EditIcon />} component={Link} to={refundEditPath(refund.id)}>
            {translate('refunds.actions.edit')}
          </Button>
        )}
        {permissions.canUpdateStatus && (
          <Button variant="contained" startIcon={<EditNoteIcon />} onClick={onOpenStatus}>
            {translate('refunds.actions.updateStatus')}
          </Button>
        )}
      </Stack>
    </Box>
  );
};
