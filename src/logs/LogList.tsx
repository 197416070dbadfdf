import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Stack } from '@mui/material';
import { ListBase, Pagination, useListContext, useTranslate } from 'react-admin';
import { ClearLogsButton } from './ClearLogsButton';
import { LogFilters } from './LogFilters';
import { LogTable } from './LogTable';
import type { SystemLog } from './logTypes';

const PER_PAGE = 50;

const LogListView = ({ canClear }: { canClear: boolean }) => {
  const translate = useTranslate();
  const { error, total = 0, perPage, refetch } = useListContext<SystemLog>();
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <LogFilters />
        <Box sx={{ flexGrow: 1 }} />
        <Button startIcon={<RefreshIcon />} onClick={() => void refetch()}>
          {translate('common.refresh')}
        </Button>
        {canClear && <ClearLogsButton onCleared={() => void refetch()} />}
      </Stack>
      {error ? (
        <Alert severity="error">{translate('logs.messages.loadError')}</Alert>
      ) : (
        <>
          <LogTable />
          {total > perPage && <Pagination rowsPerPageOptions={[]} />}
        </>
      )}
    </>
  );
};

/** The logs, newest first, with the action filter and the search as the list's filters. */
export const LogList = ({ canClear }: { canClear: boolean }) => (
  <ListBase
    resource="logs"
    perPage={PER_PAGE}
    sort={{ field: 'created_at', order: 'DESC' }}
    disableSyncWithLocation
    storeKey={false}
    queryOptions={{ retry: false }}
  >
    <LogListView canClear={canClear} />
  </ListBase>
);
