import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Paper, Stack, TablePagination, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, usePermissions, useTranslate } from 'react-admin';
import { LoadingText } from '../layout/LoadingText';
import { hasPermission, type PermissionSubject } from '../../contract/permissions';
import { ClearLogsButton } from './ClearLogsButton';
import { LogFilters } from './LogFilters';
import { LogTable } from './LogTable';
import type { LogFilter, SystemLog } from './logTypes';

const PER_PAGE = 50;
const SEARCH_DELAY_MS = 300;

const LogList = ({ canClear }: { canClear: boolean }) => {
  const translate = useTranslate();
  const [action, setAction] = useState<LogFilter>('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const filter: Record<string, string> = {};
  if (action) filter.action = action;
  if (q) filter.q = q;
  const { data, total, isPending, error, refetch } = useGetList<SystemLog>(
    'logs',
    { pagination: { page, perPage: PER_PAGE }, sort: { field: 'created_at', order: 'DESC' }, filter },
    { retry: false, placeholderData: (previous) => previous },
  );
  const logs = data ?? [];

  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <LogFilters
          action={action}
          onAction={(value) => {
            setAction(value);
            setPage(1);
          }}
          search={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button startIcon={<RefreshIcon />} onClick={() => void refetch()}>
          {translate('common.refresh')}
        </Button>
        {canClear && <ClearLogsButton onCleared={() => void refetch()} />}
      </Stack>
      {error ? (
        <Alert severity="error">{translate('logs.messages.loadError')}</Alert>
      ) : isPending ? (
        <LoadingText />
      ) : logs.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate('logs.empty')}
        </Typography>
      ) : (
        <>
          <LogTable logs={logs} />
          {(total ?? 0) > PER_PAGE && (
            <TablePagination
              component="div"
              count={total ?? 0}
              page={page - 1}
              rowsPerPage={PER_PAGE}
              rowsPerPageOptions={[]}
              onPageChange={(_, next) => setPage(next + 1)}
              labelDisplayedRows={({ from, to, count }) =>
                translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
              }
            />
          )}
        </>
      )}
    </>
  );
};

/**
 * /logs (spec section 2, "Logs"): filter, search, table, clear-all and the info box; without view_logs
 * an access-denied message instead. Clearing needs admin_access, as the server demands.
 */
const LogsPage = () => {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<PermissionSubject>();
  if (isPending) return <LoadingText />;
  const canView = !!permissions && hasPermission(permissions, 'view_logs');
  const canClear = !!permissions && hasPermission(permissions, 'admin_access');

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('logs.title')}
      </Typography>
      {canView ? (
        <Stack spacing={2}>
          <Alert severity="info">{translate('logs.info')}</Alert>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <LogList canClear={canClear} />
          </Paper>
        </Stack>
      ) : (
        <Alert severity="error">{translate('logs.accessDenied')}</Alert>
      )}
    </Box>
  );
};

export default LogsPage;
