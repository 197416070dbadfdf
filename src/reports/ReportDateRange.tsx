import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FilterDatePicker } from '../common/FilterDatePicker';
import { rangeFromStart, TurkishDatePickers } from '../common/TurkishDatePickers';
import type { DateRange } from './reportsApi';

export interface ReportDateRangeProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** Start and end day of the reports (Turkish date pickers, the end no earlier than the start). */
export const ReportDateRange = ({ value, onChange }: ReportDateRangeProps) => {
  const translate = useTranslate();
  const setStart = (start: string | undefined) => onChange(rangeFromStart(value, start));
  return (
    <TurkishDatePickers>
      <Box
        role="group"
        aria-label={translate('reports.dateRange.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <FilterDatePicker
          label={translate('reports.dateRange.start')}
          value={value.start_date}
          onChange={setStart}
        />
        <FilterDatePicker
          label={translate('reports.dateRange.end')}
          value={value.end_date}
          min={value.start_date}
          onChange={(end) => onChange({ ...value, end_date: end })}
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
