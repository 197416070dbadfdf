import { useTheme } from '@mui/material';
import { useDrawingArea } from '@mui/x-charts/hooks';

export interface DonutCenterLabelProps {
  value: string;
  caption: string;
}

/** The total in the hole of a donut chart, in the theme's text colours. */
export const DonutCenterLabel = ({ value, caption }: DonutCenterLabelProps) => {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <text x={x} y={y} textAnchor="middle" style={{ fontFamily: theme.typography.fontFamily }}>
      <tspan x={x} dy="-0.2em" style={{ fontSize: 22, fontWeight: 600, fill: theme.palette.text.primary }}>
        {value}
      </tspan>
      <tspan x={x} dy="1.5em" style={{ fontSize: 12, fill: theme.palette.text.secondary }}>
        {caption}
      </tspan>
    </text>
  );
};
