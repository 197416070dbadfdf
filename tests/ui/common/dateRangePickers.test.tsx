import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePickers, type DayRange } from '../../../src/common/DateRangePickers';
import { TurkishDatePickers } from '../../../src/common/TurkishDatePickers';
import { setupUser } from '../support/renderApp';

vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  useTranslate: () => (key: string) =>
    ({ 'common.endBeforeStart': 'Bitiş başlangıçtan önce', 'refunds.filters.dateSections.day': 'Gün' })[
      key
    ] ?? key,
}));

const renderPickers = (range: DayRange, onChange: (patch: DayRange) => void) =>
  render(
    <TurkishDatePickers>
      <div data-testid="row" style={{ display: 'flex' }}>
        <DateRangePickers range={range} onChange={onChange} startLabel="Başlangıç" endLabel="Bitiş" />
      </div>
    </TurkishDatePickers>,
  );

const typeDate = async (user: ReturnType<typeof setupUser>, label: string, digits: string) => {
  await user.click(
    within(screen.getByRole('group', { name: label })).getByRole('spinbutton', { name: 'Gün' }),
  );
  await user.keyboard(digits);
};

describe('date range pickers', () => {
  it('do not apply an end before the start, even before the list has taken the new start', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    // The list applies filters through the router, a render later: the range prop still lags here.
    renderPickers({}, onChange);
    await typeDate(user, 'Başlangıç', '20112026');
    expect(onChange).toHaveBeenLastCalledWith({ start_date: '2026-11-20', end_date: undefined });
    await typeDate(user, 'Bitiş', '10112026');
    await user.tab();
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ end_date: '2026-11-10' }));
    expect(await screen.findByText('Bitiş başlangıçtan önce')).toBeTruthy();
  }, 30_000);

  it('say why without making the filter row taller', async () => {
    const user = setupUser();
    renderPickers({ start_date: '2026-11-20' }, vi.fn());
    await typeDate(user, 'Bitiş', '10112026');
    const message = await screen.findByText('Bitiş başlangıçtan önce');
    expect(getComputedStyle(message).position).toBe('absolute');
  }, 30_000);
});
