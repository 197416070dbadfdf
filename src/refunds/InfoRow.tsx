import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EMPTY_VALUE } from '../common/formatters';

/** A label and its value, as a term/definition pair. */
export const InfoRow = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box sx={{ display: 'contents' }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, wordBreak: 'break-word' }}>
      {value === null || value === undefined || value === '' ? EMPTY_VALUE : value}
    </Typography>
  </Box>
);

/** The grid that holds InfoRows. */
export const InfoList = ({ children }: { children: ReactNode }) => (
  <Box
    component="dl"
    sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', gap: 1.25, m: 0 }}
  >
    {children}
  </Box>
);
