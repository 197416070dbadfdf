import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isAfter, isBefore, startOfDay } from 'date-fns';
import { useState } from 'react';
import { fromFilterDate, toFilterDate } from './formatters';

export interface FilterDatePickerProps {
  label: string;
  /** yyyy-MM-dd or undefined. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** yyyy-MM-dd: days before it cannot be chosen (the end date's minimum is the start date). */
  min?: string;
  /** Said under the field when a day before `min` is typed (the filter keeps its last usable date). */
  beforeMinMessage?: string;
}

const LATEST = new Date(9999, 11, 31);

/** A complete, plausible date that respects the minimum; anything else is still being typed. */
function usable(date: Date, minDate: Date | undefined): boolean {
  if (Number.isNaN(date.getTime()) || date.getFullYear() < 1900 || isAfter(date, LATEST)) return false;
  return !minDate || !isBefore(startOfDay(date), startOfDay(minDate));
}

/**
 * A date filter: MUI X DatePicker in Turkish (dd.MM.yyyy), giving the filter's yyyy-MM-dd text. The
 * picker keeps what is being typed (year 0002 on the way to 2024) in its own state; only a usable
 * date reaches the filter.
 */
export const FilterDatePicker = ({
  label,
  value,
  onChange,
  min,
  beforeMinMessage,
}: FilterDatePickerProps) => {
  const minDate = fromFilterDate(min) ?? undefined;
  const [beforeMin, setBeforeMin] = useState(false);
  const [draft, setDraft] = useState<Date | null>(() => fromFilterDate(value));
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    // Changed from outside (cleared, or the start date moved past it): show the filter's value.
    setSynced(value);
    setDraft(fromFilterDate(value));
  }
  return (
    <DatePicker
      label={label}
      value={draft}
      minDate={minDate}
      format="dd.MM.yyyy"
      onError={(error) => setBeforeMin(error === 'minDate')}
      onChange={(date) => {
        setDraft(date);
        if (date === null) {
          if (value !== undefined) onChange(undefined);
          return;
        }
        if (!usable(date, minDate)) return;
        const next = toFilterDate(date);
        if (next !== value) onChange(next);
      }}
      slotProps={{
        textField: {
          size: 'small',
          variant: 'outlined',
          fullWidth: false,
          margin: 'none',
          sx: {
            width: 200,
            // Below the field without taking room: the filter row keeps its height and alignment.
            '& .MuiFormHelperText-root': {
              position: 'absolute',
              top: '100%',
              mx: 0,
              mt: 0.25,
              whiteSpace: 'nowrap',
            },
          },
          helperText: beforeMin ? beforeMinMessage : undefined,
        },
        field: { clearable: true },
      }}
    />
  );
};
