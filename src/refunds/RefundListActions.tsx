import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useRefresh, useTranslate } from 'react-admin';
import { ExportCsvButton } from './ExportCsvButton';
import { REFUND_CREATE_PATH } from './refundPaths';
import { useRefundPermissions } from './useRefundPermissions';

/** The list's header: title, refresh, CSV export and (with create_refund) the new refund button. */
export const RefundListActions = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { canCreate } = useRefundPermissions();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
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
