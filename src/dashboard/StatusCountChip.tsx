import { Chip, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { darkModeBadgeColors, statusBadgeColors } from '../common/statusColors';
import type { Dashboard } from '../../contract/reports';

/** 'Beklemede: 3' in the status's badge colours, lightened on a dark background to stay readable. */
export const StatusCountChip = ({ status }: { status: Dashboard['methods'][number]['statuses'][number] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const badge = statusBadgeColors(status.name, status.color);
  const colors = theme.palette.mode === 'dark' ? darkModeBadgeColors(badge) : badge;
  return (
    <Chip
      size="small"
      data-testid="status-count"
      label={translate('dashboard.statusCount', { status: status.name, count: status.refund_count })}
      sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600 }}
    />
  );
};
