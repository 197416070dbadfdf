import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of the refund detail page. */
export const SectionCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title} variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
