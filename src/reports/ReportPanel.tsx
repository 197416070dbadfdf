import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface ReportPanelProps {
  title: string;
  /** Buttons at the right of the title, such as the CSV export. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled section of the reports page. */
export const ReportPanel = ({ title, actions, children }: ReportPanelProps) => (
  <Paper
    variant="outlined"
    component="section"
    aria-label={title}
    sx={{ height: '100%', overflow: 'hidden' }}
  >
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.05rem' }}>
        {title}
      </Typography>
      {actions}
    </Box>
    {children}
  </Paper>
);
