import { Box, Button } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { trTR } from '@mui/x-date-pickers/locales';
import { tr } from 'date-fns/locale/tr';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { FilterDatePicker } from '../refunds/FilterDatePicker';
import type { DateRange } from './reportsApi';

export interface ReportDateRangeProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

const pickerLocaleText = trTR.components.MuiLocalizationProvider.defaultProps.localeText;

/** Start and end day of the reports (Turkish date pickers, the end no earlier than the start). */
export const ReportDateRange = ({ value, onChange }: ReportDateRangeProps) => {
  const translate = useTranslate();
  // A stable object: a new one would make the date fields start their typing over.
  const localeText = useMemo(
    () => ({
      ...pickerLocaleText,
      // MUI X's Turkish texts leave the date sections' names in English.
      day: translate('refunds.filters.dateSections.day'),
      month: translate('refunds.filters.dateSections.month'),
      year: translate('refunds.filters.dateSections.year'),
    }),
    [translate],
  );
  const setStart = (start: string | undefined) =>
    onChange({
      start_date: start,
      // An end date before the new start date no longer makes sense.
      end_date: start && value.end_date && value.end_date < start ? undefined : value.end_date,
    });
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={tr} localeText={localeText}>
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
    </LocalizationProvider>
  );
};
