import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useNotifyError } from '../common/useNotifyError';
import { saveBlob } from '../providers/downloadFile';
import { REFUND_CREATE_PATH } from './refundPaths';
import type { AppDataProvider } from '../providers/dataProvider';
import { useRefundPermissions } from './useRefundPermissions';
import { SPREAD_BAR } from './barStyles';
import { formatTurkishTime } from '../common/formatters';

/**
 * 'CSV export' of the whole filtered list in the current order: the server streams every matching
 * row; the file is fetched with the session token and handed to the browser as a download.
 */
const ExportCsvButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      const file = await dataProvider.exportRefunds({ filter: filterValues ?? {}, sort });
      saveBlob(file.blob, file.fileName ?? `iadeler-${formatTurkishTime(new Date(), 'yyyy-MM-dd-HHmm')}.csv`);
      notify('refunds.list.exportDone', { type: 'success' });
    } catch (error) {
      notifyError(error, 'refunds.list.exportError');
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

/** The list's header: title, refresh, CSV export and (with create_refund) the new refund button. */
export const RefundListActions = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { canCreate } = useRefundPermissions();
  return (
    <Box
      sx={{
        ...SPREAD_BAR,
        gap: 1,
        width: '100%',
        py: 1,
      }}
    >
      <Typography variant="h5" component="h1">
        {translate('refunds.list.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<RefreshIcon />} onClick={() => refresh()}>
          {translate('common.refresh')}
        </Button>
        <ExportCsvButton />
        {canCreate && (
          <Button
            size="small"
            variant="contained"
            startIcon={<AddIcon />}
            component={Link}
            to={REFUND_CREATE_PATH}
          >
            {translate('refunds.new')}
          </Button>
        )}
      </Box>
    </Box>
  );
};
