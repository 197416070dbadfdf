import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface FigureCardProps {
  label: string;
  value: string;
  icon: ReactNode;
  loading?: boolean;
}

/**
 * A headline figure of the dashboard and the reports: label and icon above a large value. The value
 * scales with the card's width (a container query), so that a long amount fits a narrow card; values
 * of a row of cards line up at the bottom whatever their labels' length.
 */
export const FigureCard = ({ label, value, icon, loading = false }: FigureCardProps) => (
  <Card variant="outlined" sx={{ height: '100%', containerType: 'inline-size' }}>
    <CardContent
      role="group"
      aria-label={label}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', '&:last-child': { pb: 2 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, lineHeight: 1.3 }}>
          {label}
        </Typography>
        <Box aria-hidden sx={{ display: 'flex', color: 'primary.main', '& svg': { fontSize: 22 } }}>
          {icon}
        </Box>
      </Box>
      {loading ? (
        <Skeleton variant="text" width="60%" sx={{ fontSize: '1.6rem', mt: 'auto' }} />
      ) : (
        <Typography
          component="p"
          sx={{
            mt: 'auto',
            fontWeight: 600,
            fontSize: 'clamp(1.1rem, 10cqi, 1.75rem)',
            lineHeight: 1.3,
            whiteSpace: 'nowrap',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {value}
        </Typography>
      )}
    </CardContent>
  </Card>
);
