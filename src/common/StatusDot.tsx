import { Box, Stack, type Theme, Typography } from '@mui/material';
import { DARK_SURFACE, DEFAULT_STATUS_COLOR, LIGHT_SURFACE } from './statusColors';
import { isHexColor, MIN_GRAPHIC_CONTRAST, readableShade } from './statusColorsContrast';

export interface StatusDotProps {
  color: string | null | undefined;
  /** When given, the status name follows the dot (an empty label when the name is null). */
  name?: string | null;
}

/** The dot's outline: its own hue, shaded until it stands out from the page (3:1) even when the fill does not. */
const outlineOf = (color: string) => (theme: Theme) => {
  const surface = theme.palette.mode === 'dark' ? DARK_SURFACE : LIGHT_SURFACE;
  const outline = isHexColor(color)
    ? readableShade(color, surface, MIN_GRAPHIC_CONTRAST)
    : theme.palette.divider;
  return `0 0 0 1px ${outline}`;
};

/** The round colour marker of a status, grey when the status has no colour; optionally with its name. */
export const StatusDot = ({ color, name }: StatusDotProps) => {
  const fill = color || DEFAULT_STATUS_COLOR;
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
        bgcolor: fill,
        boxShadow: outlineOf(fill),
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
