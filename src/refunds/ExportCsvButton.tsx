import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button, CircularProgress } from '@mui/material';
import { format } from 'date-fns';
import { useState } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../providers/downloadFile';
import { errorText } from '../common/errorText';
import { useAppDataProvider } from './useAppDataProvider';

/**
 * 'CSV export' of the whole filtered list in the current order: the server streams every matching
 * row; the file is fetched with the session token and handed to the browser as a download.
 */
export const ExportCsvButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      const file = await dataProvider.exportRefunds({ filter: filterValues ?? {}, sort });
      saveBlob(file.blob, file.fileName ?? `iadeler-${format(new Date(), 'yyyy-MM-dd-HHmm')}.csv`);
      notify('refunds.list.exportDone', { type: 'success' });
    } catch (error) {
      notify('refunds.list.exportError', {
        type: 'error',
        messageArgs: { msg: errorText(error, translate('errors.generic')) },
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      onClick={exportCsv}
      disabled={busy || !total}
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <FileDownloadIcon />}
    >
      {translate(busy ? 'refunds.list.exporting' : 'refunds.list.exportCsv')}
    </Button>
  );
};
