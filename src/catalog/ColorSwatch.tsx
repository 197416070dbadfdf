import { Box, Stack, Typography } from '@mui/material';
import { DEFAULT_STATUS_COLOR } from '../common/statusColors';

/** A colour dot and its hex code. */
export const ColorSwatch = ({ color }: { color?: string | null }) => {
  const value = color || DEFAULT_STATUS_COLOR;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: value, border: 1, borderColor: 'divider' }}
      />
      <Typography variant="body2" component="span">
        {value}
      </Typography>
    </Stack>
  );
};
