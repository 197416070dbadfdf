import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateRangePickers } from '../common/DateRangePickers';
import { TurkishDatePickers } from '../common/TurkishDatePickers';
import type { ReportQuery } from '../../contract/reports';

export interface ReportDateRangeProps {
  value: ReportQuery;
  onChange: (range: ReportQuery) => void;
}

/** Start and end day of the reports (Turkish date pickers, the end no earlier than the start). */
export const ReportDateRange = ({ value, onChange }: ReportDateRangeProps) => {
  const translate = useTranslate();
  return (
    <TurkishDatePickers>
      <Box
        role="group"
        aria-label={translate('reports.dateRange.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <DateRangePickers
          range={value}
          onChange={(patch) => onChange({ ...value, ...patch })}
          startLabel={translate('reports.dateRange.start')}
          endLabel={translate('reports.dateRange.end')}
        />
        {(value.start_date || value.end_date) && (
          <Button size="small" onClick={() => onChange({})}>
            {translate('reports.dateRange.clear')}
          </Button>
        )}
      </Box>
    </TurkishDatePickers>
  );
};
