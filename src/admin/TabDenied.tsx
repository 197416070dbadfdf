import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Red for the admin-only e-mail tab, yellow for a tab whose manage permission is missing. */
export const TabDenied = ({ kind }: { kind: 'admin' | 'area' }) => {
  const translate = useTranslate();
  return kind === 'admin' ? (
    <Alert severity="error">{translate('admin.adminAccessRequired')}</Alert>
  ) : (
    <Alert severity="warning">{translate('admin.insufficientRights')}</Alert>
  );
};
