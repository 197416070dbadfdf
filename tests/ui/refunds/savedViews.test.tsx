import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SavedView } from '../../../contract/savedViews';
import { listCalls } from '../support/mockFetch';
import { mockRefundApi } from '../support/refundFixtures';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser, refundViewerUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds',
}));

const view = (patch: Partial<SavedView> = {}): SavedView => ({
  id: 1,
  name: 'Büyük iadeler',
  state: {
    filter: { status_id: 3 },
    sort: { field: 'amount', order: 'DESC' },
    per_page: 15,
    hidden_columns: [],
  },
  dropped: [],
  shared_role_id: null,
  shared_role_name: null,
  owner_username: 'admin',
  mine: true,
  can_manage: true,
  can_retract: true,
  is_default: false,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...patch,
});

const chip = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Kayıtlı görünümler' })).getByRole('button', { name });

describe('saved views above the refund list', () => {
  it('applies a view from its chip and marks it as the one shown', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, { 'GET /api/saved-views': { body: [view()] } });
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    const first = await waitFor(() => chip('Büyük iadeler'));
    expect(first.getAttribute('aria-current')).toBeNull();
    expect(listCalls(api, '/api/refunds')[0].filter).toEqual({});

    await user.click(first);
    await waitFor(() =>
      expect(listCalls(api, '/api/refunds').at(-1)).toMatchObject({
        filter: { status_id: 3 },
        sort: ['amount', 'DESC'],
      }),
    );
    await waitFor(() => expect(chip('Büyük iadeler').getAttribute('aria-current')).toBe('true'));
    expect(await screen.findByText('"Büyük iadeler" görünümü uygulandı')).toBeTruthy();

    // Changing a filter by hand: the list no longer shows the view.
    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() => expect(chip('Büyük iadeler').getAttribute('aria-current')).toBeNull());
  }, 60_000);

  it('marks only the last applied chip when several views save the same state', async () => {
    const user = setupUser();
    mockRefundApi(adminUser, {
      'GET /api/saved-views': {
        body: [view(), view({ id: 2, name: 'Aynısı' }), view({ id: 3, name: 'Üçüncü' })],
      },
    });
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    await user.click(await waitFor(() => chip('Aynısı')));
    await waitFor(() => expect(chip('Aynısı').getAttribute('aria-current')).toBe('true'));
    expect(chip('Büyük iadeler').getAttribute('aria-current')).toBeNull();
    expect(chip('Üçüncü').getAttribute('aria-current')).toBeNull();
  }, 60_000);

  it('offers its owner the deletion of a shared view they may no longer change', async () => {
    const user = setupUser();
    mockRefundApi(refundViewerUser, {
      'GET /api/saved-views': {
        body: [view({ can_manage: false, can_retract: true, shared_role_id: 4, shared_role_name: 'Ekip' })],
      },
    });
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    await user.click(await screen.findByRole('button', { name: 'Büyük iadeler görünümünün seçenekleri' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sil' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Yeniden adlandır' })).toBeNull();
  }, 60_000);

  it('keeps the chips on one row that scrolls sideways on a narrow screen', async () => {
    mockRefundApi(adminUser, { 'GET /api/saved-views': { body: [view(), view({ id: 2, name: 'İkinci' })] } });
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    await waitFor(() => chip('İkinci'));
    const bar = screen.getByRole('navigation', { name: 'Kayıtlı görünümler' });
    expect(getComputedStyle(bar).flexWrap).toBe('nowrap');
    expect(getComputedStyle(bar).overflowX).toBe('auto');
  }, 60_000);

  it('opens with the default view when the list has no state of its own, and says what it dropped', async () => {
    const api = mockRefundApi(adminUser, {
      'GET /api/saved-views': {
        body: [
          view({
            id: 4,
            name: 'Varsayılanım',
            is_default: true,
            dropped: ['status_id'],
            state: {
              filter: { q: 'Ayşe', mail_sent: false },
              sort: { field: 'created_at', order: 'ASC' },
              per_page: 25,
              hidden_columns: ['reason'],
            },
          }),
        ],
      },
    });
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    // The first list call already carries the view: the list waited for it.
    expect(listCalls(api, '/api/refunds')[0]).toMatchObject({
      filter: { q: 'Ayşe', mail_sent: false },
      sort: ['created_at', 'ASC'],
      range: [0, 24],
    });
    expect(
      await screen.findByText(/durum filtresi artık bulunmayan bir durumu gösteriyordu; o filtre kaldırıldı/),
    ).toBeTruthy();
    await waitFor(() => expect(chip('Varsayılanım').getAttribute('aria-current')).toBe('true'));
    // Its hidden column is gone from the table.
    const reasonHeader = document.querySelector('th.column-reason') as HTMLElement;
    expect(getComputedStyle(reasonHeader).display).toBe('none');
    expect(getComputedStyle(document.querySelector('th.column-ticket_id') as HTMLElement).display).not.toBe(
      'none',
    );
  }, 60_000);

  it('leaves the default view aside when the address says what the list shows', async () => {
    const api = mockRefundApi(adminUser, {
      'GET /api/saved-views': { body: [view({ is_default: true })] },
    });
    renderApp('/refunds?filter=%7B%22mail_sent%22%3Atrue%7D&sort=id&order=ASC&page=1&perPage=15');
    await screen.findByText('Üye 1');
    await waitFor(() => expect(chip('Büyük iadeler').getAttribute('aria-current')).toBeNull());
    expect(listCalls(api, '/api/refunds').map((call) => call.filter)).toEqual([{ mail_sent: true }]);
  }, 60_000);

  it('saves the list as it is under a name, as the default, without sharing for a non-admin', async () => {
    const user = setupUser();
    const api = mockRefundApi(refundViewerUser, {
      'POST /api/saved-views': (request) => ({
        status: 201,
        body: { ...view({ id: 9, name: 'Benim' }), message: 'Görünüm kaydedildi', sent: request.body },
      }),
    });
    renderApp('/refunds?filter=%7B%22status_id%22%3A2%7D&sort=id&order=ASC&page=1&perPage=15');
    await screen.findByText('Üye 1');
    await user.click(await screen.findByRole('button', { name: 'Görünümü kaydet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Listenin şu anki halini kaydet' });
    expect(within(dialog).queryByLabelText('Kimler görsün')).toBeNull();
    const save = within(dialog).getByRole('button', { name: 'Kaydet' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Görünüm adı' }), 'Benim');
    await user.click(within(dialog).getByRole('checkbox', { name: /varsayılan/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'İade Sebebi' }));
    await user.click(save);
    await waitFor(() => expect(api.callsTo('POST', '/api/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/saved-views')[0].body).toEqual({
      name: 'Benim',
      state: {
        filter: { status_id: 2 },
        sort: { field: 'id', order: 'ASC' },
        per_page: 15,
        hidden_columns: ['reason'],
      },
      shared_role_id: null,
      is_default: true,
    });
    expect(await screen.findByText('Görünüm kaydedildi')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The views are read again after the save.
    await waitFor(() => expect(api.callsTo('GET', '/api/saved-views').length).toBeGreaterThan(1));
  }, 60_000);

  it('lets an administrator share a new view with a role, and reshare a view from its menu', async () => {
    const user = setupUser();
    const roles = [
      { id: 1, name: 'admin', display_name: 'Yönetici', is_system_role: 1, permissions: [] },
      { id: 7, name: 'denetci', display_name: 'Denetçi', is_system_role: 0, permissions: ['view_refunds'] },
    ];
    const api = mockRefundApi(adminUser, {
      'GET /api/roles': { body: roles },
      'GET /api/saved-views': { body: [view()] },
      'POST /api/saved-views': {
        status: 201,
        body: { ...view({ id: 2, name: 'Ekip' }), message: 'Görünüm kaydedildi' },
      },
      'PUT /api/saved-views/1': { body: { ...view(), message: 'Görünüm güncellendi' } },
    });
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    await user.click(await screen.findByRole('button', { name: 'Görünümü kaydet' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Görünüm adı' }), 'Ekip');
    await user.click(within(dialog).getByRole('combobox', { name: /Kimler görsün/ }));
    await user.click(await screen.findByRole('option', { name: 'Denetçi rolü (salt okunur)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/saved-views')[0].body).toMatchObject({
      name: 'Ekip',
      shared_role_id: 7,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Büyük iadeler görünümünün seçenekleri' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Paylaşımı değiştir' }));
    const share = await screen.findByRole('dialog', { name: '"Büyük iadeler" görünümünü kimler görsün' });
    await user.click(within(share).getByRole('combobox', { name: /Kimler görsün/ }));
    await user.click(await screen.findByRole('option', { name: 'Denetçi rolü (salt okunur)' }));
    await user.click(within(share).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/saved-views/1')[0]?.body).toEqual({ shared_role_id: 7 }),
    );
  }, 60_000);

  it('keeps the server refusal in the open dialog', async () => {
    const user = setupUser();
    mockRefundApi(refundViewerUser, {
      'POST /api/saved-views': {
        status: 409,
        body: { message: 'Bu adla kayıtlı bir görünümünüz zaten var' },
      },
    });
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    await user.click(await screen.findByRole('button', { name: 'Görünümü kaydet' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Görünüm adı' }), 'İade');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu adla kayıtlı bir görünümünüz zaten var')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  }, 60_000);

  it('renames, makes default and deletes from the menu, keyboard only', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, {
      'GET /api/saved-views': { body: [view()] },
      'PUT /api/saved-views/1': { body: { ...view({ name: 'Yeni ad' }), message: 'Görünüm güncellendi' } },
      'PUT /api/saved-views/default': { body: { id: 1, message: 'Varsayılan görünüm ayarlandı' } },
      'DELETE /api/saved-views/1': { body: { id: 1, message: 'Görünüm silindi' } },
    });
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    const options = await screen.findByRole('button', { name: 'Büyük iadeler görünümünün seçenekleri' });

    options.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Varsayılan yap',
      'Listenin şu anki haliyle güncelle',
      'Yeniden adlandır',
      'Paylaşımı değiştir',
      'Sil',
    ]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('PUT', '/api/saved-views/default')[0]?.body).toEqual({ id: 1 }));
    expect(await screen.findByText('Varsayılan görünüm ayarlandı')).toBeTruthy();

    options.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const rename = await screen.findByRole('dialog', { name: 'Görünümü yeniden adlandır' });
    const field = within(rename).getByRole('textbox', { name: 'Görünüm adı' });
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.keyboard('Yeni ad{Enter}');
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/saved-views/1')[0]?.body).toEqual({ name: 'Yeni ad' }),
    );

    options.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowUp}{Enter}');
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('"Büyük iadeler" görünümü silinsin mi?');
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/saved-views/1')).toHaveLength(1));
  }, 60_000);

  it('offers only the default choice on a view shared with the user', async () => {
    const user = setupUser();
    mockRefundApi(refundViewerUser, {
      'GET /api/saved-views': {
        body: [
          view({
            mine: false,
            can_manage: false,
            can_retract: false,
            shared_role_id: 5,
            shared_role_name: 'İzleyici',
          }),
        ],
      },
    });
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    await user.click(await screen.findByRole('button', { name: 'Büyük iadeler görünümünün seçenekleri' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Varsayılan yap', 'Bu görünüm sizinle paylaşıldı; yalnızca yöneticiler değiştirebilir.']);
  }, 60_000);
});

describe('refund list keys', () => {
  const rowIds = () =>
    [...document.querySelectorAll<HTMLTableRowElement>('tbody tr[data-refund-id]')].map(
      (row) => row.dataset.refundId,
    );

  it('focuses the search with /, moves between rows with j and k, edits with e, lists the keys with ?', async () => {
    const user = setupUser();
    mockRefundApi(adminUser);
    const app = renderApp('/refunds');
    await screen.findByText('Üye 1');
    expect(rowIds()).toEqual(['1', '2']);
    document.body.focus();

    await user.keyboard('/');
    const search = screen.getByRole('textbox', { name: 'Ara' });
    expect(document.activeElement).toBe(search);
    // Typing in the search box types: j stays a letter, the rows keep their focus order.
    await user.keyboard('j');
    expect((search as HTMLInputElement).value).toBe('j');
    expect(document.activeElement).toBe(search);

    search.blur();
    await user.keyboard('j');
    expect((document.activeElement as HTMLElement).dataset.refundId).toBe('1');
    await user.keyboard('j');
    expect((document.activeElement as HTMLElement).dataset.refundId).toBe('2');
    await user.keyboard('j');
    expect((document.activeElement as HTMLElement).dataset.refundId).toBe('2');
    await user.keyboard('k');
    expect((document.activeElement as HTMLElement).dataset.refundId).toBe('1');
    // With a modifier the key is the browser's.
    await user.keyboard('{Control>}j{/Control}');
    expect((document.activeElement as HTMLElement).dataset.refundId).toBe('1');

    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Klavye kısayolları' });
    expect(within(help).getByText('Odaktaki iadeyi düzenle (yetkiniz varsa)')).toBeTruthy();
    // Keys pressed inside the dialog are the dialog's.
    await user.keyboard('j');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(within(help).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    (document.querySelector('tr[data-refund-id="2"]') as HTMLElement).focus();
    await user.keyboard('e');
    await waitFor(() => expect(app.location()).toBe('/refunds/edit/2'));
  }, 60_000);

  it('does not edit for a user who may not, and opens the keys from the button', async () => {
    const user = setupUser();
    mockRefundApi(refundViewerUser);
    const app = renderApp('/refunds');
    await screen.findByText('Üye 1');
    (document.querySelector('tr[data-refund-id="1"]') as HTMLElement).focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'e' });
    expect(app.location()).toBe('/refunds');
    await user.click(screen.getByRole('button', { name: 'Klavye kısayolları' }));
    expect(await screen.findByRole('dialog', { name: 'Klavye kısayolları' })).toBeTruthy();
  }, 60_000);
});
