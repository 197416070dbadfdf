import { Box, Stack, Typography } from '@mui/material';
import { DEFAULT_STATUS_COLOR } from '../catalog/catalogTypes';

/** A status name after a dot of its colour (grey when it has none). */
export const StatusDot = ({ name, color }: { name: string | null; color?: string | null }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <Box
      aria-hidden
      data-testid="status-dot"
      sx={{
        width: 12,
        height: 12,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor: color || DEFAULT_STATUS_COLOR,
        border: 1,
        borderColor: 'divider',
      }}
    />
    <Typography variant="body2" component="span">
      {name ?? ''}
    </Typography>
  </Stack>
);
