import { Box, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { errorText } from '../common/errorText';
import { FormDialogActions } from '../common/FormDialogActions';
import { approvalRequestedNotice } from '../approvals/approvalNotices';
import { StatusBadge } from '../common/StatusBadge';
import { useNotifyError } from '../common/useNotifyError';
import { httpStatusOf } from '../providers/httpClient';
import { useRefundWritten } from './refundCache';
import { StatusSelect } from './StatusSelect';
import { statusChangeNotice } from './statusMailNotice';
import type { Refund } from './types';
import type { AppDataProvider } from '../providers/dataProvider';
import { useCatalog } from './useCatalog';

export interface StatusUpdateDialogProps {
  refund: Pick<Refund, 'id' | 'status_id' | 'status_name' | 'color' | 'version'>;
  onClose: () => void;
}

/**
 * The status modal: any status may be picked; an unchanged one just closes; else
 * the new status is saved and the row takes the answer's status_id, status_name and color, and the
 * mail flag when the server sent the status's canned response.
 */
export const StatusUpdateDialog = ({ refund, onClose }: StatusUpdateDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refundWritten = useRefundWritten();
  const statuses = useCatalog('statuses');
  const [selected, setSelected] = useState<string>(refund.status_id == null ? '' : String(refund.status_id));
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (selected === '' || selected === String(refund.status_id ?? '')) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      const answer = await dataProvider.updateRefundStatus(refund.id, Number(selected), refund.version);
      refundWritten(refund.id, {
        status_id: answer.status_id,
        status_name: answer.status_name,
        color: answer.color,
        ...(answer.version !== undefined ? { version: answer.version } : {}),
        // The server sets the mail flag when it sent the status's canned response to the ticket.
        ...(answer.mail?.sent ? { mail_sent: 1 } : {}),
      });
      // A change that needs approval was recorded as a request: the toast says so, the status stays.
      const notice = answer.approval
        ? approvalRequestedNotice(answer.approval)
        : statusChangeNotice(answer.mail);
      notify(notice.message, notice.options);
      if (answer.approval) refresh();
      onClose();
    } catch (error) {
      if (httpStatusOf(error) === 409) {
        // Someone changed the refund since it was shown: show its current state before a new choice.
        notify('refunds.conflict.message', { type: 'warning' });
        refresh();
        onClose();
        return;
      }
      notifyError(error, 'refunds.messages.statusUpdateError');
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="status-dialog-title"
    >
      <DialogTitle id="status-dialog-title">
        {translate('refunds.statusModal.title')} — #{refund.id}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('refunds.statusModal.current')}:
          </Typography>
          <StatusBadge name={refund.status_name} color={refund.color} />
        </Box>
        <StatusSelect
          statuses={statuses.items}
          value={statuses.isPending ? '' : selected}
          onChange={setSelected}
          disabled={saving || statuses.isPending}
          error={
            statuses.error
              ? translate('refunds.messages.statusesLoadError', {
                  msg: errorText(statuses.error, translate('errors.generic')),
                })
              : undefined
          }
        />
      </DialogContent>
      <FormDialogActions
        saving={saving}
        onCancel={onClose}
        onConfirm={save}
        canConfirm={!statuses.isPending}
        spinner
      />
    </Dialog>
  );
};
