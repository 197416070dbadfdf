import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterDatePicker } from '../../../src/common/FilterDatePicker';
import {
  formatDetailDateTime,
  formatListDate,
  formatListTime,
  formatShortDate,
  turkishToday,
} from '../../../src/common/formatters';
import { TurkishDatePickers } from '../../../src/common/TurkishDatePickers';
import { reportCsvFileName } from '../../../src/reports/csvFile';
import { runInBrowserTimeZone } from '../support/browserTimeZone';
import { setupUser } from '../support/renderApp';

vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  useTranslate: () => (key: string) => key,
}));

/**
 * The browser sits in a zone where the Turkish day has not begun: 22:30 UTC on 4 March is 17:30 on
 * 4 March in New York but 01:30 on 5 March in Turkey. Dates show the Turkish day, as filters,
 * reports and CSV use it.
 */
const LATE_EVENING_UTC = '2024-03-04T22:30:00.000Z';
runInBrowserTimeZone('America/New_York');
afterEach(() => vi.useRealTimers());

describe('dates in Turkish time whatever the browser zone', () => {
  it('the browser really is in New York for these tests', () => {
    expect(new Date(LATE_EVENING_UTC).getDate()).toBe(4);
  });

  it('formats list, detail and short dates in Turkish time', () => {
    expect(formatListDate(LATE_EVENING_UTC)).toBe('05 Mar 2024');
    expect(formatListTime(LATE_EVENING_UTC)).toBe('01:30');
    expect(formatDetailDateTime(LATE_EVENING_UTC)).toBe('05 Mart 2024 01:30');
    expect(formatShortDate(LATE_EVENING_UTC)).toBe('05.03.2024');
    expect(turkishToday(new Date(LATE_EVENING_UTC))).toBe('2024-03-05');
  });

  it("names a report's CSV after the Turkish today", () => {
    expect(reportCsvFileName('durum-dagilimi', {}, new Date(LATE_EVENING_UTC))).toBe(
      'durum-dagilimi_2024-03-05.csv',
    );
  });

  it('the date picker marks the Turkish today and gives the picked day as the filter day', async () => {
    vi.useFakeTimers({ now: new Date(LATE_EVENING_UTC), toFake: ['Date'] });
    const picked = vi.fn();
    const Picker = () => {
      const [value, setValue] = useState<string | undefined>();
      return (
        <TurkishDatePickers>
          <FilterDatePicker
            label="Başlangıç"
            value={value}
            onChange={(next) => {
              setValue(next);
              picked(next);
            }}
          />
        </TurkishDatePickers>
      );
    };
    render(<Picker />);
    const actor = setupUser();
    await actor.click(screen.getByRole('button', { name: 'Tarih seç' }));
    const calendar = await screen.findByRole('grid');
    const today = within(calendar)
      .getAllByRole('gridcell')
      .find((cell) => cell.getAttribute('aria-current') === 'date');
    expect(today?.textContent).toBe('5');
    await actor.click(today as HTMLElement);
    expect(picked).toHaveBeenLastCalledWith('2024-03-05');
  });
});
