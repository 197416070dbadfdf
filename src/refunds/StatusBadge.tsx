import { Chip } from '@mui/material';
import { EMPTY_VALUE } from './formatters';
import { statusBadgeColors } from './statusColors';

export interface StatusBadgeProps {
  name: string | null | undefined;
  color?: string | null;
  size?: 'small' | 'medium';
}

/** The coloured status badge of the list, the detail header and the dialogs (spec section 4). */
export const StatusBadge = ({ name, color, size = 'small' }: StatusBadgeProps) => {
  const colors = statusBadgeColors(name, color);
  return (
    <Chip
      label={name || EMPTY_VALUE}
      size={size}
      data-testid="status-badge"
      sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600, border: 'none' }}
    />
  );
};
