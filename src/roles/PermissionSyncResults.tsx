import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PermissionSyncResult } from './usePermissionSync';

interface PermissionSyncResultsProps {
  results: readonly PermissionSyncResult[];
  onClose: () => void;
}

/** What the last permission sync did to each role: a green line for a success, a red one for a failure. */
export const PermissionSyncResults = ({ results, onClose }: PermissionSyncResultsProps) => {
  const translate = useTranslate();
  const failures = results.filter((result) => !result.ok).length;
  return (
    <Alert
      severity={failures === 0 ? 'success' : 'warning'}
      onClose={onClose}
      sx={{ mb: 2 }}
      slotProps={{ closeButton: { title: translate('common.close') } }}
    >
      <AlertTitle>
        {failures === 0
          ? translate('roles.messages.syncSuccess')
          : translate('roles.messages.syncErrors', { count: failures })}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={translate('roles.syncResults')}>
        {results.map((result) => (
          <Box component="li" key={result.roleId} sx={{ color: result.ok ? 'success.main' : 'error.main' }}>
            {translate('roles.syncResult', { role: result.label, message: result.message })}
          </Box>
        ))}
      </Box>
    </Alert>
  );
};
