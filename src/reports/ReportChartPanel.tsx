import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ReportPanel } from './ReportPanel';

export interface ReportChartPanelProps {
  title: string;
  /** The empty note stands this high, as the chart would. */
  height: number;
  loading: boolean;
  /** Shown while loading, in the chart's shape. */
  placeholder: ReactNode;
  /** Nothing to draw: the panel says so instead. */
  empty: boolean;
  /** The chart. */
  children: ReactNode;
}

/** A titled chart of the reports page: a placeholder while loading, a note when there is nothing to draw. */
export const ReportChartPanel = ({
  title,
  height,
  loading,
  placeholder,
  empty,
  children,
}: ReportChartPanelProps) => {
  const translate = useTranslate();
  return (
    <ReportPanel title={title}>
      {loading ? (
        placeholder
      ) : empty ? (
        <Typography color="text.secondary" sx={{ height, display: 'grid', placeItems: 'center' }}>
          {translate('reports.empty')}
        </Typography>
      ) : (
        children
      )}
    </ReportPanel>
  );
};
