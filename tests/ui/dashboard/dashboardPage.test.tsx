import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockSignedInApi, type RouteHandler } from '../support/mockFetch';
import { localIso, refund } from '../support/refundFixtures';
import { renderApp } from '../support/renderApp';
import { adminUser, refundViewerUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/dashboard',
}));

/** The GET /api/dashboard answer; one status without a colour falls back to its name's badge colours. */
const dashboard = {
  total_count: 1234,
  total_amount: 1234567.8,
  methods: [
    {
      id: 4,
      name: 'Moven B',
      code: 'moven_b',
      refund_count: 1200,
      total_amount: 1234000.3,
      statuses: [
        { id: 1, name: 'Beklemede', color: '#f59e0b', refund_count: 700 },
        { id: 2, name: 'Tamamlandı', color: '#16a34a', refund_count: 500 },
      ],
    },
    {
      id: 5,
      name: 'London B',
      code: 'london_b',
      refund_count: 34,
      total_amount: 567.5,
      statuses: [{ id: 3, name: 'Reddedildi', color: null, refund_count: 34 }],
    },
  ],
  latest: [
    refund({
      id: 9,
      member_name: 'Deniz Uçar',
      payment_method_name: 'London B',
      reason: 'Hatalı Yatırım',
      amount: 1234.56,
      status_name: 'Reddedildi',
      color: '#dc2626',
      created_at: localIso(2024, 3, 5, 14, 30),
    }),
    refund({ id: 8, member_name: 'Ali Kaya', created_at: localIso(2024, 3, 4, 9, 5) }),
  ],
};

function openDashboard(reply: RouteHandler) {
  const api = mockSignedInApi(adminUser, { 'GET /api/dashboard': reply });
  renderApp('/dashboard');
  return api;
}

const card = (name: string) => screen.getByRole('group', { name });

describe('dashboard', { timeout: 20_000 }, () => {
  it('shows the greeting and the two headline figures', async () => {
    openDashboard({ body: dashboard });
    expect(await screen.findByText('Hoş geldiniz, Ayşe Yılmaz!', {}, { timeout: 8000 })).toBeTruthy();
    const count = await screen.findByRole('group', { name: 'Toplam İade Sayısı' });
    expect(await within(count).findByText('1.234')).toBeTruthy();
    expect(within(card('Toplam İade Tutarı')).getByText('1.234.567,80 TL')).toBeTruthy();
  });

  it('breaks the figures down by payment method with coloured status counts', async () => {
    openDashboard({ body: dashboard });
    const moven = await screen.findByRole('region', { name: 'Moven B' }, { timeout: 8000 });
    expect(within(moven).getByText('1.234.000,30 TL')).toBeTruthy();
    expect(within(moven).getByText('1200 iade')).toBeTruthy();
    const chips = within(moven).getAllByTestId('status-count');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Beklemede: 700', 'Tamamlandı: 500']);
    // The status's amber #f59e0b as hue, darkened until it reads at 4.5:1 on its tint.
    expect(getComputedStyle(chips[0]).color).toBe('#935f07');
    const london = screen.getByRole('region', { name: 'London B' });
    const [rejected] = within(london).getAllByTestId('status-count');
    expect(rejected.textContent).toBe('Reddedildi: 34');
    // No colour of its own: the name's palette (red for 'redd…').
    expect(getComputedStyle(rejected).color).toBe('#991b1b');
  });

  it('lists the latest refunds with a link to each and to the refund list', async () => {
    openDashboard({ body: dashboard });
    const latest = await screen.findByRole('region', { name: 'Son İadeler' }, { timeout: 8000 });
    const row = within(latest).getByRole('rowheader', { name: 'Deniz Uçar' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['London B', 'Hatalı Yatırım', '1.234,56 TL', 'Reddedildi', '05 Mar 2024 14:30']);
    expect(within(row).getByTestId('status-badge').textContent).toBe('Reddedildi');
    expect(within(row).getByRole('link', { name: 'Deniz Uçar' }).getAttribute('href')).toBe('/refunds/9');
    expect(within(latest).getAllByRole('row')).toHaveLength(1 + 2);
    expect(within(latest).getByRole('link', { name: 'Tüm İadeleri Görüntüle' }).getAttribute('href')).toBe(
      '/refunds',
    );
  });

  it("says 'Henüz iade bulunmuyor' when there are no refunds", async () => {
    openDashboard({ body: { total_count: 0, total_amount: 0, methods: [], latest: [] } });
    expect(await screen.findByText('Henüz iade bulunmuyor', {}, { timeout: 8000 })).toBeTruthy();
    expect(within(card('Toplam İade Tutarı')).getByText('0,00 TL')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Son İadeler' })).toBeNull();
    expect(screen.queryByText('İade verileri yüklenirken bir hata oluştu')).toBeNull();
  });

  it('shows the error notice with empty figures when the load fails', async () => {
    const api = openDashboard({ status: 500, body: { message: 'Veritabanı hatası' } });
    expect(
      await screen.findByText('İade verileri yüklenirken bir hata oluştu', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(within(card('Toplam İade Sayısı')).getByText('0')).toBeTruthy();
    expect(within(card('Toplam İade Tutarı')).getByText('0,00 TL')).toBeTruthy();
    expect(screen.getByText('Henüz iade bulunmuyor')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/dashboard')).toHaveLength(1));
  });

  it('greets a user without view_refunds and neither asks for nor shows figures', async () => {
    const logsOnly = { ...refundViewerUser, permissions: ['view_logs'] };
    const api = mockSignedInApi(logsOnly, {
      'GET /api/dashboard': { status: 403, body: { message: 'Yetkisiz' } },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText('İade verileri yüklenirken bir hata oluştu')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Toplam İade Sayısı' })).toBeNull();
    expect(api.callsTo('GET', '/api/dashboard')).toHaveLength(0);
  });
});
