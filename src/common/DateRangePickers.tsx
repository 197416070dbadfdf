import { useReducer, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { FilterDatePicker } from './FilterDatePicker';

/** A day range as the filters carry it: yyyy-MM-dd texts, either end open. */
export interface DayRange {
  start_date?: string;
  end_date?: string;
}

export interface DateRangePickersProps {
  range: DayRange;
  /** Gets the keys that change: both on a new start (it may drop the end), only the end otherwise. */
  onChange: (patch: DayRange) => void;
  startLabel: string;
  endLabel: string;
}

/** A day range given a new start: an end before the new start no longer makes sense and is dropped. */
function rangeFromStart(range: DayRange, start: string | undefined): DayRange {
  return {
    start_date: start,
    end_date: start && range.end_date && range.end_date < start ? undefined : range.end_date,
  };
}

/** Start and end date pickers; no end before the start can be chosen, and a typed one is told so. */
export const DateRangePickers = ({ range, onChange, startLabel, endLabel }: DateRangePickersProps) => {
  const translate = useTranslate();
  // What was last handed on: the list takes a new start a render later (router), and an end typed
  // meanwhile must still be checked against it.
  const sent = useRef<{ from: DayRange; range: DayRange }>({ from: range, range });
  const [, showSent] = useReducer((count: number) => count + 1, 0);
  if (sent.current.from !== range) sent.current = { from: range, range };
  const send = (patch: DayRange) => {
    sent.current = { from: range, range: { ...sent.current.range, ...patch } };
    showSent();
    onChange(patch);
  };
  return (
    <>
      <FilterDatePicker
        label={startLabel}
        value={range.start_date}
        onChange={(next) => send(rangeFromStart(sent.current.range, next))}
      />
      <FilterDatePicker
        label={endLabel}
        value={range.end_date}
        min={sent.current.range.start_date}
        beforeMinMessage={translate('common.endBeforeStart')}
        onChange={(end) => {
          const start = sent.current.range.start_date;
          if (end && start && end < start) return;
          send({ end_date: end });
        }}
      />
    </>
  );
};
