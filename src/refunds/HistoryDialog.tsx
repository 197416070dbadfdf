import { Alert, Divider, Stack } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { CloseableDialog } from '../common/CloseableDialog';
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
    <CloseableDialog title={`${translate('refunds.history.title')} — #${refundId}`} onClose={onClose}>
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
    </CloseableDialog>
  );
};
