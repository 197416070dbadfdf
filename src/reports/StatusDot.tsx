import { Box } from '@mui/material';
import { DEFAULT_STATUS_COLOR } from '../refunds/statusColors';

/** The round colour marker of a status; grey when the status has no colour. */
export const StatusDot = ({ color }: { color: string | null | undefined }) => (
  <Box
    component="span"
    aria-hidden
    data-testid="status-dot"
    sx={{
      display: 'inline-block',
      flexShrink: 0,
      width: 12,
      height: 12,
      borderRadius: '50%',
      bgcolor: color || DEFAULT_STATUS_COLOR,
      boxShadow: (theme) => `0 0 0 1px ${theme.palette.divider}`,
    }}
  />
);
