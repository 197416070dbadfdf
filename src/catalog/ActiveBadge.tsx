import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** 'Aktif' in green or 'Pasif' in grey. */
export const ActiveBadge = ({ active }: { active: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={translate(active ? 'common.active' : 'common.passive')}
    />
  );
};
