import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockSignedInApi, type RouteHandler } from '../support/mockFetch';
import { renderApp } from '../support/renderApp';
import { adminUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/reports',
}));

const methodRow = (id: number, name: string, count: number, completedHours: number[]) => {
  const avg = completedHours.reduce((s, h) => s + h, 0) / completedHours.length;
  return {
    id,
    method_name: name,
    completed_count: count,
    avg_completion_formatted: '',
    avg_completion_hours: avg,
    min_completion_hours: Math.min(...completedHours),
    max_completion_hours: Math.max(...completedHours),
    avg_completion_days: avg / 24,
    min_completion_days: Math.min(...completedHours) / 24,
    max_completion_days: Math.max(...completedHours) / 24,
  };
};

const PAYMENT_METHODS = {
  rows: [
    {
      id: 4,
      method_name: 'Moven B',
      refund_count: 2,
      percentage: 66.7,
      total_amount: 1234.56,
      average_amount: 617.28,
    },
    {
      id: 5,
      method_name: 'London B',
      refund_count: 1,
      percentage: 33.3,
      total_amount: 99.9,
      average_amount: 99.9,
    },
  ],
  totals: { total_refunds: 3, total_amount: 1334.46 },
};
const COMPLETION = {
  overall_stats: { ...methodRow(0, '', 5, [5, 30, 2, 72]), avg_completion_formatted: '1,1 gün' },
  method_completion_times: [
    methodRow(14, 'Moven P', 1, [72]),
    methodRow(4, 'Moven B', 2, [5, 30]),
    methodRow(5, 'London B', 1, [2]),
    methodRow(6, 'SafePays B', 1, [0.5]),
  ],
};
const STATUSES = {
  rows: [
    { id: 1, status_name: 'Beklemede', refund_count: 1, percentage: 33.3, color: '#f59e0b' },
    { id: 4, status_name: 'Tamamlandı', refund_count: 2, percentage: 66.7, color: '#15803d' },
  ],
  totals: { total_refunds: 3 },
};

function openReports(replies: Partial<Record<'methods' | 'completion' | 'statuses', RouteHandler>> = {}) {
  const api = mockSignedInApi(adminUser, {
    'GET /api/reports/payment-methods': replies.methods ?? { body: PAYMENT_METHODS },
    'GET /api/reports/completion-time': replies.completion ?? { body: COMPLETION },
    'GET /api/reports/status-distribution': replies.statuses ?? { body: STATUSES },
  });
  renderApp('/reports');
  return api;
}

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 8000 });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('reports page', { timeout: 20_000 }, () => {
  it('shows the summary cards and the payment-method table in Turkish formats', async () => {
    openReports();
    const table = await section('Ödeme Yöntemlerine Göre İadeler');
    const moven = await within(table).findByRole('row', { name: /Moven B/ });
    expect(cellsOf(moven).slice(-4)).toEqual(['2', '%66,7', '1.234,56 TL', '617,28 TL']);
    expect(within(screen.getByRole('group', { name: 'Toplam Tutar' })).getByText('1.334,46 TL')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Toplam İade' })).getByText('3')).toBeTruthy();
    // 27.25 hours on average: over a day, so shown in days.
    expect(
      within(screen.getByRole('group', { name: 'Ortalama Tamamlanma Süresi' })).getByText('1,1 gün'),
    ).toBeTruthy();
    expect(screen.getByText(/^Son güncelleme: \d\d:\d\d:\d\d$/)).toBeTruthy();
  });

  it('shows the first 3 methods of the completion table until expanded, hours under a day', async () => {
    openReports();
    const table = await section('Tamamlanma Süreleri');
    await within(table).findByRole('row', { name: /Moven P/ });
    const bodyRows = () => within(table).getAllByRole('row').slice(1);
    expect(bodyRows()).toHaveLength(3);
    expect(within(table).queryByText('SafePays B')).toBeNull();
    expect(cellsOf(within(table).getByRole('row', { name: /Moven P/ }))).toContain('3,0 gün');
    expect(cellsOf(within(table).getByRole('row', { name: /Moven B/ }))).toEqual(
      expect.arrayContaining(['17,5 saat', '5,0 saat', '1,3 gün']),
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Tümünü Göster' }));
    expect(bodyRows()).toHaveLength(4);
    expect(cellsOf(within(table).getByRole('row', { name: /SafePays B/ }))).toContain('0,5 saat');
    fireEvent.click(within(table).getByRole('button', { name: 'Daha Az Göster' }));
    expect(bodyRows()).toHaveLength(3);
  });

  it('shows the status distribution with one-decimal percentages', async () => {
    openReports();
    const table = await section('Durum Dağılımı');
    const row = await within(table).findByRole('row', { name: /Tamamlandı/ });
    expect(cellsOf(row).slice(-2)).toEqual(['2', '%66,7']);
  });

  it("shows placeholders while loading and 'Henüz veri bulunmuyor' when empty", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const later = (body: unknown) => async () => {
      await gate;
      return { body };
    };
    openReports({
      methods: later({ rows: [], totals: { total_refunds: 0, total_amount: 0 } }),
      statuses: later({ rows: [], totals: { total_refunds: 0 } }),
      completion: later({
        overall_stats: { completed_count: 0 },
        method_completion_times: [],
        message: 'Seçilen dönemde tamamlanmış iade bulunmuyor',
      }),
    });
    const methods = await section('Ödeme Yöntemlerine Göre İadeler');
    expect(within(methods).getAllByTestId('skeleton-row')).toHaveLength(3);
    expect(
      within(screen.getByRole('region', { name: 'Tamamlanma Süreleri' })).getAllByTestId('skeleton-row'),
    ).toHaveLength(3);
    expect(
      within(screen.getByRole('region', { name: 'Durum Dağılımı' })).getAllByTestId('skeleton-row'),
    ).toHaveLength(4);
    release();
    await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0), { timeout: 8000 });
    expect(within(methods).getByText('Henüz veri bulunmuyor')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Durum Dağılımı' })).getByText('Henüz veri bulunmuyor'),
    ).toBeTruthy();
  });

  it("says 'İstatistikler yüklenirken hata' when a report fails", async () => {
    openReports({ methods: { status: 500, body: { message: 'Veritabanı hatası' } } });
    expect(await screen.findByText('İstatistikler yüklenirken hata', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('reloads every report for the chosen date range', async () => {
    const api = openReports();
    await section('Durum Dağılımı');
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('group', { name: 'Başlangıç Tarihi' })).getByRole('spinbutton', {
        name: 'Gün',
      }),
    );
    await user.keyboard('01032026');
    await waitFor(
      () => {
        const calls = api.callsTo('GET', '/api/reports/status-distribution');
        expect(calls.at(-1)?.query.get('start_date')).toBe('2026-03-01');
      },
      { timeout: 8000 },
    );
    expect(api.callsTo('GET', '/api/reports/payment-methods').at(-1)?.query.get('start_date')).toBe(
      '2026-03-01',
    );
    expect(api.callsTo('GET', '/api/reports/completion-time').at(-1)?.query.get('start_date')).toBe(
      '2026-03-01',
    );
  });
});
