import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Approval } from '../../contract/approvals';
import type { DecisionKind } from './DecisionDialog';

interface RowDecisionProps {
  approval: Approval;
  pending: boolean;
  mayDecide: boolean;
  onDecide: (approval: Approval, kind: DecisionKind) => void;
}

/**
 * A queue row's last cell: approve / reject for a decider on someone else's pending request, 'Kendi
 * talebiniz' on one's own, and for decided requests how and by whom, with the note.
 */
export const RowDecision = ({ approval, pending, mayDecide, onDecide }: RowDecisionProps) => {
  const translate = useTranslate();
  if (!pending)
    return (
      <Typography variant="body2">
        {translate(`approvals.states.${approval.state}`)}
        {approval.decided_by_username ? ` — ${approval.decided_by_username}` : ''}
        {approval.note ? `: ${approval.note}` : ''}
      </Typography>
    );
  if (approval.mine)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('approvals.queue.own')}
      </Typography>
    );
  if (!mayDecide) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" color="success" onClick={() => onDecide(approval, 'approve')}>
        {translate('approvals.detail.approve')}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => onDecide(approval, 'reject')}>
        {translate('approvals.detail.reject')}
      </Button>
    </Stack>
  );
};
