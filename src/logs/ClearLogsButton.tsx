import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { IrreversibleConfirm } from '../common/IrreversibleConfirm';
import { useNotifyError } from '../common/useNotifyError';
import type { AppDataProvider } from '../providers/dataProvider';

/** 'Tüm Logları Temizle' with a confirmation; the server keeps one clear_logs row behind. */
export const ClearLogsButton = ({ onCleared }: { onCleared: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const clear = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.clearLogs();
      notify('logs.messages.cleared', { type: 'success', messageArgs: { count: answer.count } });
      onCleared();
    } catch (error) {
      notifyError(error, 'logs.messages.clearError');
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button color="error" startIcon={<DeleteSweepIcon />} onClick={() => setOpen(true)}>
        {translate('logs.clearAll')}
      </Button>
      <IrreversibleConfirm
        isOpen={open}
        loading={busy}
        title="logs.clearTitle"
        question="logs.clearConfirm"
        onConfirm={() => void clear()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
