import { Chip, useTheme } from '@mui/material';
import { EMPTY_VALUE } from './formatters';
import { darkModeBadgeColors, statusBadgeColors } from './statusColors';

export interface StatusBadgeProps {
  name: string | null | undefined;
  color?: string | null;
  size?: 'small' | 'medium';
}

/** The status badge of the lists, the detail header and the dialogs, coloured by status colour or name. */
export const StatusBadge = ({ name, color, size = 'small' }: StatusBadgeProps) => {
  const theme = useTheme();
  const badge = statusBadgeColors(name, color);
  const colors = theme.palette.mode === 'dark' ? darkModeBadgeColors(badge) : badge;
  return (
    <Chip
      label={name || EMPTY_VALUE}
      size={size}
      data-testid="status-badge"
      sx={{
        bgcolor: colors.background,
        color: colors.text,
        fontWeight: 600,
        border: 'none',
        maxWidth: '100%',
      }}
    />
  );
};
