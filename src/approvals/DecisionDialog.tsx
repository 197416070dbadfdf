import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Approval } from '../../contract/approvals';
import { APPROVAL_NOTE_MAX } from '../../contract/approvals';
import { useNotifyError } from '../common/useNotifyError';
import { approveRequest, rejectRequest } from './approvalCalls';

export type DecisionKind = 'approve' | 'reject';

interface DecisionDialogProps {
  kind: DecisionKind;
  approval: Pick<Approval, 'id' | 'refund_id' | 'to_status_name'>;
  onClose: () => void;
  /** After the server took the decision (or refused it with 409: the request is gone either way). */
  onDecided: () => void;
}

/**
 * Confirms a decision: approving takes an optional note, rejecting a required reason. The server's
 * refusal (own request, decided meanwhile, refund changed) is shown as it says it.
 */
export const DecisionDialog = ({ kind, approval, onClose, onDecided }: DecisionDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const needsNote = kind === 'reject';
  const titleId = `decision-title-${approval.id}`;

  const submit = async () => {
    setSaving(true);
    try {
      if (kind === 'approve') await approveRequest(approval.id, note.trim() || null);
      else await rejectRequest(approval.id, note.trim());
      notify(kind === 'approve' ? 'approvals.detail.approved' : 'approvals.detail.rejected', {
        type: 'success',
      });
      onDecided();
      onClose();
    } catch (error) {
      notifyError(error, null);
      setSaving(false);
      onDecided();
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate(kind === 'approve' ? 'approvals.detail.approveTitle' : 'approvals.detail.rejectTitle')} — #
        {approval.refund_id}
      </DialogTitle>
      <DialogContent>
        {kind === 'approve' && (
          <Typography sx={{ mb: 2 }}>
            {translate('approvals.detail.approveConfirm', { to: approval.to_status_name ?? '' })}
          </Typography>
        )}
        <TextField
          label={translate(needsNote ? 'approvals.detail.rejectNote' : 'approvals.detail.note')}
          helperText={needsNote ? translate('approvals.detail.rejectHelp') : undefined}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          required={needsNote}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: APPROVAL_NOTE_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('approvals.detail.cancel')}
        </Button>
        <Button
          variant="contained"
          color={kind === 'approve' ? 'success' : 'error'}
          onClick={() => void submit()}
          disabled={saving || (needsNote && note.trim() === '')}
        >
          {translate(kind === 'approve' ? 'approvals.detail.approve' : 'approvals.detail.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
