import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { hasPermission, type PermissionSubject } from '../../contract/permissions';
import { LoadingText } from '../layout/LoadingText';
import { LogList } from './LogList';

/**
 * /logs: the info box and the logs; without view_logs an access-denied message instead. Clearing
 * needs admin_access, as the server demands.
 */
const LogsPage = () => {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<PermissionSubject>();
  if (isPending) return <LoadingText />;
  const canView = !!permissions && hasPermission(permissions, 'view_logs');
  const canClear = !!permissions && hasPermission(permissions, 'admin_access');

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="logs.title" />
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
