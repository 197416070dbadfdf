import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REFUND_LIST_STORAGE_KEY } from '../../../src/refunds/refundListStore';
import { listCalls, type RecordedRequest } from '../support/mockFetch';
import { mockRefundApi, refund } from '../support/refundFixtures';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser, casiUser } from '../support/users';
import { chooseOption } from './chooseOption';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds',
}));

/** 200 refunds, served 15 at a time according to `range`. */
const pagedRefunds = (request: RecordedRequest) => {
  const [start] = JSON.parse(request.query.get('range') ?? '[0,14]') as number[];
  const rows = Array.from({ length: 15 }, (_, index) => refund({ id: start + index + 1 }));
  return { body: rows, headers: { 'Content-Range': `refunds ${start}-${start + 14}/200` } };
};

const storedParams = () => {
  const state = JSON.parse(window.sessionStorage.getItem(REFUND_LIST_STORAGE_KEY) ?? '{}');
  return state['refunds.listParams'] as
    { filter: object; page: number; sort: string; order: string } | undefined;
};

const lastCall = (api: ReturnType<typeof mockRefundApi>) => listCalls(api, '/api/refunds').at(-1);

describe('refund list filters', () => {
  it('keep filters, page and sort in sessionStorage, and Filtreleri Temizle resets them', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, { 'GET /api/refunds': pagedRefunds });
    const first = renderApp('/refunds');
    await screen.findByText('Üye 1');

    await user.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    await screen.findByText('Üye 16');
    expect(storedParams()?.page).toBe(2);

    // Any filter change goes back to page 1.
    await chooseOption(user, 'Durum', 'Onaylandı');
    await waitFor(() => expect(lastCall(api)).toMatchObject({ filter: { status_id: 2 }, range: [0, 14] }));

    await user.type(screen.getByRole('textbox', { name: 'Ara' }), 'ali');
    await waitFor(() => expect(lastCall(api)?.filter).toEqual({ status_id: 2, q: 'ali' }));

    await user.click(screen.getByRole('button', { name: /tutar/i }));
    await waitFor(() => expect(lastCall(api)?.sort).toEqual(['amount', 'ASC']));
    await waitFor(() =>
      expect(storedParams()).toMatchObject({
        filter: { status_id: 2, q: 'ali' },
        page: 1,
        sort: 'amount',
        order: 'ASC',
      }),
    );

    // Leaving and coming back (a fresh mount, as after navigation or reload) restores everything.
    first.unmount();
    api.requests.length = 0;
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    expect(listCalls(api, '/api/refunds')[0]).toEqual({
      filter: { status_id: 2, q: 'ali' },
      sort: ['amount', 'ASC'],
      range: [0, 14],
    });
    expect((screen.getByRole('textbox', { name: 'Ara' }) as HTMLInputElement).value).toBe('ali');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Durum' }).textContent).toBe('Onaylandı'),
    );

    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() =>
      expect(lastCall(api)).toEqual({ filter: {}, sort: ['created_at', 'DESC'], range: [0, 14] }),
    );
    expect((screen.getByRole('textbox', { name: 'Ara' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('combobox', { name: 'Durum' }).textContent).toBe('Tüm Durumlar');
    await waitFor(() =>
      expect(storedParams()).toMatchObject({ filter: {}, page: 1, sort: 'created_at', order: 'DESC' }),
    );
  }, 60_000);

  it('send method, mail status and duplicates-only in the shared filter vocabulary', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, { 'GET /api/refunds': pagedRefunds });
    renderApp('/refunds');
    await screen.findByText('Üye 1');

    await chooseOption(user, 'Ödeme Yöntemi', 'London Banka');
    await waitFor(() => expect(lastCall(api)?.filter).toEqual({ payment_method_id: 5 }));
    await chooseOption(user, 'Mail Durumu', 'Mail gönderilmedi');
    await waitFor(() => expect(lastCall(api)?.filter).toEqual({ payment_method_id: 5, mail_sent: false }));
    await user.click(screen.getByRole('checkbox', { name: 'Sadece mükerrer kayıtlar' }));
    await waitFor(() =>
      expect(lastCall(api)?.filter).toEqual({
        payment_method_id: 5,
        mail_sent: false,
        duplicates_only: true,
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Sadece mükerrer kayıtlar' }));
    await chooseOption(user, 'Mail Durumu', 'Tümü');
    await waitFor(() => expect(lastCall(api)?.filter).toEqual({ payment_method_id: 5 }));
  }, 60_000);

  it('restore the date range from the session and search by #id', async () => {
    window.sessionStorage.setItem(
      REFUND_LIST_STORAGE_KEY,
      JSON.stringify({
        owner: String(casiUser.id),
        'refunds.listParams': {
          filter: { start_date: '2024-03-01', end_date: '2024-03-31' },
          page: 1,
          perPage: 15,
          sort: 'created_at',
          order: 'DESC',
        },
      }),
    );
    const user = setupUser();
    const api = mockRefundApi(casiUser);
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    expect(listCalls(api, '/api/refunds')[0].filter).toEqual({
      start_date: '2024-03-01',
      end_date: '2024-03-31',
    });
    const startGroup = screen.getByRole('group', { name: 'Başlangıç Tarihi' });
    expect(within(startGroup).getByRole('spinbutton', { name: 'Gün' }).textContent).toBe('01');

    await user.type(screen.getByRole('textbox', { name: 'Ara' }), '#2{Enter}');
    await waitFor(() =>
      expect(lastCall(api)?.filter).toEqual({ start_date: '2024-03-01', end_date: '2024-03-31', q: '#2' }),
    );
  }, 60_000);

  it('apply a typed start date and refuse an end date before it, saying why', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser);
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    const typeDate = async (label: string, digits: string) => {
      await user.click(
        within(screen.getByRole('group', { name: label })).getByRole('spinbutton', { name: 'Gün' }),
      );
      await user.keyboard(digits);
    };
    await typeDate('Başlangıç Tarihi', '10032024');
    await waitFor(() => expect(lastCall(api)?.filter).toEqual({ start_date: '2024-03-10' }));
    await typeDate('Bitiş Tarihi', '05032024');
    // Not only red: the field says why the date is not applied.
    expect(await screen.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz')).toBeTruthy();
    await typeDate('Bitiş Tarihi', '20032024');
    await waitFor(() =>
      expect(lastCall(api)?.filter).toEqual({ start_date: '2024-03-10', end_date: '2024-03-20' }),
    );
    expect(screen.queryByText('Bitiş tarihi başlangıç tarihinden önce olamaz')).toBeNull();
    expect(listCalls(api, '/api/refunds').some((call) => call.filter.end_date === '2024-03-05')).toBe(false);
  }, 60_000);

  it('clear a half-typed date with Filtreleri Temizle', async () => {
    const user = setupUser();
    mockRefundApi(adminUser);
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    const startGroup = () => screen.getByRole('group', { name: 'Başlangıç Tarihi' });
    await user.click(within(startGroup()).getByRole('spinbutton', { name: 'Gün' }));
    await user.keyboard('2011');
    expect(within(startGroup()).getByRole('spinbutton', { name: 'Ay' }).textContent).toBe('11');
    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() =>
      expect(within(startGroup()).getByRole('spinbutton', { name: 'Gün' }).textContent).not.toBe('20'),
    );
    expect(within(startGroup()).getByRole('spinbutton', { name: 'Ay' }).textContent).not.toBe('11');
  }, 60_000);

  it("start another user in the same tab from the defaults, not the previous user's filters", async () => {
    window.sessionStorage.setItem(
      REFUND_LIST_STORAGE_KEY,
      JSON.stringify({
        owner: '999',
        'refunds.listParams': {
          filter: { status_id: 3 },
          page: 4,
          perPage: 15,
          sort: 'amount',
          order: 'ASC',
        },
      }),
    );
    const api = mockRefundApi(adminUser);
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    expect(listCalls(api, '/api/refunds')[0]).toEqual({
      filter: {},
      sort: ['created_at', 'DESC'],
      range: [0, 14],
    });
  }, 60_000);
});
