import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { turkishWallClock } from './formatters';

/** Now in Turkey as a picker date: a local Date whose calendar fields are Turkey's day and time. */
export function turkishNowAsPickerDate(now: Date = new Date()): Date {
  const clock = turkishWallClock(now);
  return new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

/**
 * MUI X's date-fns adapter with "now" read in Turkey: the calendar marks and opens on the Turkish
 * today whatever the browser's time zone. Picked days stay plain calendar days (yyyy-MM-dd filters).
 */
export class TurkishDateAdapter extends AdapterDateFns {
  constructor(...args: ConstructorParameters<typeof AdapterDateFns>) {
    super(...args);
    const dateOf = this.date;
    const turkishDate = (value?: string | null) =>
      value === undefined ? turkishNowAsPickerDate() : dateOf(value);
    this.date = turkishDate as unknown as typeof this.date;
  }
}
