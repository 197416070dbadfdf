import { Box, Stack, Typography } from '@mui/material';
import { DEFAULT_STATUS_COLOR } from './statusColors';

export interface StatusDotProps {
  color: string | null | undefined;
  /** When given, the status name follows the dot (an empty label when the name is null). */
  name?: string | null;
}

/** The round colour marker of a status, grey when the status has no colour; optionally with its name. */
export const StatusDot = ({ color, name }: StatusDotProps) => {
  const dot = (
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
  if (name === undefined) return dot;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {dot}
      <Typography variant="body2" component="span">
        {name ?? ''}
      </Typography>
    </Stack>
  );
};
