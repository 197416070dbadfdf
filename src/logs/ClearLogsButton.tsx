import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useDataProvider, useNotify } from 'react-admin';
import { IrreversibleButton } from '../common/IrreversibleButton';
import { useNotifyError } from '../common/useNotifyError';
import type { AppDataProvider } from '../providers/dataProvider';

/** 'Tüm Logları Temizle' with a confirmation; the server keeps one clear_logs row behind. */
export const ClearLogsButton = ({ onCleared }: { onCleared: () => void }) => {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();

  const clear = async () => {
    try {
      const answer = await dataProvider.clearLogs();
      notify('logs.messages.cleared', { type: 'success', messageArgs: { count: answer.count } });
      onCleared();
    } catch (error) {
      notifyError(error, 'logs.messages.clearError');
    }
  };

  return (
    <IrreversibleButton
      label="logs.clearAll"
      icon={<DeleteSweepIcon />}
      title="logs.clearTitle"
      question="logs.clearConfirm"
      onConfirm={clear}
    />
  );
};
