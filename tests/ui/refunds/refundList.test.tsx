import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DUPLICATE_TINTS } from '../../../src/refunds/duplicateTints';
import { listCalls, listReply } from '../support/mockFetch';
import { mockRefundApi, refund } from '../support/refundFixtures';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser, casiUser, refundViewerUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds',
}));

const columnHeaders = () =>
  screen
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter(Boolean);

/** The first render loads the lazy list chunk: allow it more than the default second. */
const firstRow = (text = 'Üye 1') => screen.findByText(text);

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLTableRowElement;

describe('refund list', () => {
  it('asks for the first 15 refunds, newest first, and shows them formatted', async () => {
    const api = mockRefundApi(adminUser);
    renderApp('/refunds');
    expect(await firstRow()).toBeTruthy();
    expect(listCalls(api, '/api/refunds')[0]).toEqual({
      filter: {},
      sort: ['created_at', 'DESC'],
      range: [0, 14],
    });
    const row = rowOf('Üye 1');
    expect(within(row).getByText('#1')).toBeTruthy();
    expect(within(row).getByText('1.234,56 TL')).toBeTruthy();
    expect(within(row).getByText('05 Mar 2024')).toBeTruthy();
    expect(within(row).getByText('14:30')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'İade Listesi' })).toBeTruthy();
    expect(screen.getByText('Toplam 2 kayıt')).toBeTruthy();
  }, 60_000);

  it('gives admin every column, filter and action', async () => {
    mockRefundApi(adminUser);
    renderApp('/refunds');
    await firstRow();
    expect(columnHeaders()).toEqual([
      'ID',
      'Tarih - Saat',
      'USER ID',
      'Login ID',
      'Üye Adı',
      'İade Yapılacak İsim',
      'Ödeme Yöntemi',
      'İade Sebebi',
      'Tutar',
      'Durum',
      'Ticket - Chat ID',
      'Mail',
      'İşlemler',
    ]);
    expect(screen.getByRole('combobox', { name: 'Ödeme Yöntemi' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Mail Durumu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Yeni İade' }).getAttribute('href')).toBe('/refunds/create');
    const row = rowOf('Üye 1');
    expect(within(row).getByRole('link', { name: 'Detayları Görüntüle' }).getAttribute('href')).toBe(
      '/refunds/1',
    );
    for (const action of ['Durumu Güncelle', 'Dekontu Görüntüle', 'Geçmiş', 'Sil']) {
      expect(within(row).getByRole('button', { name: action }), action).toBeTruthy();
    }
    expect(within(row).getByRole('button', { name: 'Mail gönderildi olarak işaretle' })).toBeTruthy();
    expect(
      within(rowOf('Üye 2')).getByRole('button', { name: 'Mail gönderilmedi olarak işaretle' }),
    ).toBeTruthy();
    expect(within(row).getByRole('checkbox')).toBeTruthy();
  }, 60_000);

  it('shows a view-only user no method column or filter, no mail toggle, no status or delete action', async () => {
    const api = mockRefundApi(refundViewerUser);
    renderApp('/refunds');
    await firstRow();
    expect(columnHeaders()).not.toContain('Ödeme Yöntemi');
    expect(columnHeaders()).not.toContain('Mail');
    expect(screen.queryByRole('combobox', { name: 'Ödeme Yöntemi' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Mail Durumu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Yeni İade' })).toBeNull();
    const row = rowOf('Üye 1');
    expect(within(row).getByRole('link', { name: 'Detayları Görüntüle' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Dekontu Görüntüle' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Geçmiş' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Durumu Güncelle' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Sil' })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Mail/ })).toBeNull();
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('Moven Banka')).toBeNull();
    expect(api.callsTo('GET', '/api/methods')).toHaveLength(0);
  }, 60_000);

  it('gives casi the status action and mail toggle but no delete', async () => {
    mockRefundApi(casiUser);
    renderApp('/refunds');
    await firstRow();
    const row = rowOf('Üye 1');
    expect(within(row).getByRole('button', { name: 'Durumu Güncelle' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Mail gönderildi olarak işaretle' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Sil' })).toBeNull();
    expect(columnHeaders()).toContain('Ödeme Yöntemi');
  }, 60_000);

  it('marks duplicate rows with a warning icon and their group tint', async () => {
    mockRefundApi(adminUser, {
      'GET /api/refunds': listReply(
        [
          refund({ id: 1, duplicate_group_id: 3 }),
          refund({ id: 2, duplicate_group_id: 3 }),
          refund({ id: 3, duplicate_group_id: 11 }),
          refund({ id: 4 }),
        ],
        'refunds',
      ),
    });
    renderApp('/refunds');
    await firstRow();
    const background = (text: string) => getComputedStyle(rowOf(text)).backgroundColor;
    expect(within(rowOf('Üye 1')).getByRole('img', { name: 'Mükerrer kayıt' })).toBeTruthy();
    expect(within(rowOf('Üye 4')).queryByRole('img', { name: 'Mükerrer kayıt' })).toBeNull();
    const hex = (color: string) => {
      if (color.startsWith('#')) return color.toLowerCase();
      const [r, g, b] = color.match(/\d+/g)!.map(Number);
      return `#${[r, g, b].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
    };
    // Groups 3 and 11 shared a tint when it came from the group id; on one page they differ.
    expect(hex(background('Üye 1'))).toBe(DUPLICATE_TINTS[0]);
    expect(hex(background('Üye 2'))).toBe(DUPLICATE_TINTS[0]);
    expect(hex(background('Üye 3'))).toBe(DUPLICATE_TINTS[1]);
  }, 60_000);

  it("says 'Henüz iade kaydı bulunmuyor' when there are no refunds at all", async () => {
    mockRefundApi(adminUser, { 'GET /api/refunds': listReply([], 'refunds', 0) });
    renderApp('/refunds');
    expect(await screen.findByText('Henüz iade kaydı bulunmuyor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtreleri Temizle' })).toBeTruthy();
  }, 60_000);

  it("says 'Filtrelere uygun kayıt bulunamadı' when filters match nothing", async () => {
    const user = setupUser();
    mockRefundApi(adminUser, {
      'GET /api/refunds': (request) =>
        request.query.get('filter') === '{}'
          ? listReply([refund({ id: 1 })], 'refunds')
          : listReply([], 'refunds', 0),
    });
    renderApp('/refunds');
    await firstRow();
    await user.click(screen.getByRole('checkbox', { name: 'Sadece mükerrer kayıtlar' }));
    expect(await screen.findByText('Filtrelere uygun kayıt bulunamadı')).toBeTruthy();
  }, 60_000);

  it('tells the user when the payment methods cannot be loaded', async () => {
    mockRefundApi(adminUser, { 'GET /api/methods': { status: 500, body: { message: 'Sunucu hatası' } } });
    renderApp('/refunds');
    expect(
      await screen.findByText(
        'Ödeme yöntemleri yüklenemediği için ödeme yöntemine göre filtreleme yapılamıyor.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Ödeme Yöntemi' })).toBeNull();
  }, 60_000);

  it('says the list failed to load, not that nothing matches, when the server refuses it', async () => {
    mockRefundApi(adminUser, {
      'GET /api/refunds': { status: 400, body: { message: 'Geçersiz filtre değeri' } },
    });
    renderApp('/refunds');
    expect(await screen.findByText(/^İade kayıtları yüklenemedi/, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText('Henüz iade kaydı bulunmuyor')).toBeNull();
  }, 60_000);

  it('names the sort buttons in proper Turkish, the column name as written', async () => {
    mockRefundApi(adminUser);
    renderApp('/refunds');
    await firstRow();
    expect(screen.getByRole('button', { name: /^ID alanına göre (artan|azalan) sırala$/ })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^Ödeme Yöntemi alanına göre (artan|azalan) sırala$/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(iD|ödeme) / })).toBeNull();
  }, 60_000);

  it('pages with previous, next and up to 5 page numbers', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, {
      'GET /api/refunds': (request) => {
        const [start] = JSON.parse(request.query.get('range') ?? '[0,14]') as number[];
        const rows = Array.from({ length: 15 }, (_, index) => refund({ id: start + index + 1 }));
        return { body: rows, headers: { 'Content-Range': `refunds ${start}-${start + 14}/200` } };
      },
    });
    renderApp('/refunds');
    await firstRow();
    const pager = screen.getByRole('navigation', { name: 'Sayfalar' });
    const numbers = () =>
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent || button.getAttribute('aria-label'));
    expect(numbers()).toEqual(['İlk sayfa', 'Önceki', '1', '2', '3', '4', '5', 'Sonraki', 'Son sayfa']);
    expect(within(pager).getByRole('button', { name: 'Önceki' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Toplam 200 kayıt')).toBeTruthy();
    expect(screen.getByText('200 kayıttan 1-15 arası gösteriliyor')).toBeTruthy();

    await user.click(within(pager).getByRole('button', { name: 'Sayfa 5' }));
    expect(await screen.findByText('Üye 61')).toBeTruthy();
    expect(listCalls(api, '/api/refunds').at(-1)?.range).toEqual([60, 74]);
    expect(numbers()).toEqual(['İlk sayfa', 'Önceki', '3', '4', '5', '6', '7', 'Sonraki', 'Son sayfa']);

    await user.click(within(pager).getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByText('Üye 76')).toBeTruthy();
    expect(listCalls(api, '/api/refunds').at(-1)?.range).toEqual([75, 89]);
  }, 60_000);

  it("shows a short search's capped total as 'N+ kayıt'", async () => {
    mockRefundApi(adminUser, {
      'GET /api/refunds': () => ({
        body: Array.from({ length: 15 }, (_, index) => refund({ id: index + 1 })),
        headers: { 'Content-Range': 'refunds 0-14/1000', 'X-Total-Capped': 'true' },
      }),
    });
    renderApp('/refunds');
    await firstRow();
    expect(screen.getByText('Toplam 1.000+ kayıt')).toBeTruthy();
    expect(screen.getByText('1.000+ kayıttan 1-15 arası gösteriliyor')).toBeTruthy();
  }, 60_000);

  it('toggles the sort order when a column header is clicked again', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser);
    renderApp('/refunds');
    await firstRow();
    await user.click(screen.getByRole('button', { name: /tutar/i }));
    await waitFor(() => expect(listCalls(api, '/api/refunds').at(-1)?.sort).toEqual(['amount', 'ASC']));
    await user.click(screen.getByRole('button', { name: /tutar/i }));
    await waitFor(() => expect(listCalls(api, '/api/refunds').at(-1)?.sort).toEqual(['amount', 'DESC']));
  }, 60_000);
});
