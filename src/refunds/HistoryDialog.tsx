import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
} from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingText } from '../layout/LoadingText';
import { LogEntry } from './LogEntry';
import { useRefundLogs } from './useRefundLogs';
import { useValueNames } from './useValueNames';

export interface HistoryDialogProps {
  refundId: number;
  onClose: () => void;
}

/** The change history modal: the refund's log entries, newest first, with a close button. */
export const HistoryDialog = ({ refundId, onClose }: HistoryDialogProps) => {
  const translate = useTranslate();
  const names = useValueNames();
  const { data: logs, isPending, error } = useRefundLogs(refundId);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="history-dialog-title">
      <DialogTitle id="history-dialog-title">
        {translate('refunds.history.title')} — #{refundId}
      </DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <LoadingText />
        ) : error ? (
          <Alert severity="error">{translate('refunds.history.loadError')}</Alert>
        ) : logs.length === 0 ? (
          <Alert severity="info">{translate('refunds.history.empty')}</Alert>
        ) : (
          <Stack spacing={2}>
            {logs.map((log, index) => (
              <Fragment key={log.id}>
                {index > 0 && <Divider />}
                <LogEntry log={log} names={names} />
              </Fragment>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
