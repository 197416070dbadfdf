import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listReply, type RouteHandler } from '../support/mockFetch';
import { openAdminTab } from '../support/openAdminTab';
import { statuses } from '../support/refundFixtures';
import type { setupUser } from '../support/renderApp';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/admin',
}));

const cannedResponses = [
  {
    ID: 'cr-approve',
    name: 'İade onayı',
    text: 'İadeniz onaylandı.',
    subject: 'İade',
    tags: [],
    shortcuts: ['#onay', '#iade'],
  },
  {
    ID: 'cr-reject',
    name: 'İade reddi',
    text: 'İadeniz reddedildi.',
    subject: 'İade',
    tags: ['iade'],
    shortcuts: [],
  },
];

const mappings = [
  {
    id: 1,
    status_id: 2,
    status_name: 'Onaylandı',
    status_color: '#16a34a',
    canned_response_id: 'cr-approve',
    canned_response_name: 'İade onayı',
    is_active: true,
    created_by_username: 'ayse',
  },
  {
    id: 2,
    status_id: 3,
    status_name: 'Reddedildi',
    status_color: '#dc2626',
    canned_response_id: 'cr-old',
    canned_response_name: 'Eski ret yanıtı',
    is_active: false,
    created_by_username: 'mehmet',
  },
];

const MAPPINGS = '/api/status-canned-responses';

const toast = (text: string) =>
  screen.findByText(text, { selector: '.MuiSnackbarContent-message, .MuiSnackbarContent-message *' });

const openEmailTab = (routes: Record<string, RouteHandler> = {}) =>
  openAdminTab('E-posta Yönetimi', {
    'GET /api/statuses': listReply(statuses, 'statuses'),
    [`GET ${MAPPINGS}`]: { body: mappings },
    [`GET ${MAPPINGS}/helpdesk-canned-responses`]: { body: cannedResponses },
    ...routes,
  });

const rowOf = (text: string) =>
  screen.getAllByTestId('mapping-row').find((row) => row.textContent?.includes(text)) as HTMLElement;

async function choose(
  user: ReturnType<typeof setupUser>,
  dialog: HTMLElement,
  label: RegExp,
  option: RegExp,
) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('e-mail management tab', () => {
  it('lists each mapping with its status colour, shortcuts or name and ID, badge and creator', async () => {
    await openEmailTab();
    await screen.findAllByTestId('mapping-row');
    await waitFor(() => expect(within(rowOf('Onaylandı')).getByText('#onay')).toBeTruthy());

    const approved = rowOf('Onaylandı');
    expect(within(approved).getByText('#iade')).toBeTruthy();
    expect(within(approved).queryByText('İade onayı')).toBeNull();
    expect(within(approved).getByText('Aktif')).toBeTruthy();
    expect(within(approved).getByText('ayse')).toBeTruthy();
    const dot = within(approved).getByTestId('status-dot');
    expect(getComputedStyle(dot).backgroundColor).toBe('#16a34a');

    // The help desk no longer lists this response: its stored name and id are shown instead.
    const rejected = rowOf('Reddedildi');
    expect(within(rejected).getByText('Eski ret yanıtı')).toBeTruthy();
    expect(within(rejected).getByText('ID: cr-old')).toBeTruthy();
    expect(within(rejected).getByText('Pasif')).toBeTruthy();
    expect(within(rejected).getByText('mehmet')).toBeTruthy();
    expect(within(rejected).getByRole('button', { name: 'Düzenle' })).toBeTruthy();
    expect(within(rejected).getByRole('button', { name: 'Sil' })).toBeTruthy();
  }, 20_000);

  it('shows name and ID for every mapping when the help desk cannot be reached', async () => {
    await openEmailTab({
      [`GET ${MAPPINGS}/helpdesk-canned-responses`]: {
        status: 502,
        body: { message: 'Bağlantı hatası: HelpDesk yanıt vermedi' },
      },
    });
    await screen.findAllByTestId('mapping-row');
    expect(within(rowOf('Onaylandı')).getByText('İade onayı')).toBeTruthy();
    expect(within(rowOf('Onaylandı')).getByText('ID: cr-approve')).toBeTruthy();
    expect(screen.queryByText('#onay')).toBeNull();
    expect(
      screen
        .getByText('Hazır yanıtlar yüklenemedi: Bağlantı hatası: HelpDesk yanıt vermedi')
        .closest('.MuiAlert-root')?.className,
    ).toMatch(/Warning/);
  }, 20_000);

  it("shows 'Henüz eşleştirme bulunmuyor' when there is none", async () => {
    await openEmailTab({ [`GET ${MAPPINGS}`]: { body: [] } });
    expect(await screen.findByText('Henüz eşleştirme bulunmuyor')).toBeTruthy();
    expect(screen.queryAllByTestId('mapping-row')).toHaveLength(0);
  }, 20_000);

  it('requires status and canned response, then creates an active mapping and reloads the table', async () => {
    let rows: object[] = [...mappings];
    const { api, user } = await openEmailTab({
      [`GET ${MAPPINGS}`]: () => ({ body: rows }),
      [`POST ${MAPPINGS}`]: ({ body }) => {
        const created = {
          id: 3,
          ...(body as object),
          status_name: 'Beklemede',
          status_color: '#f59e0b',
          created_by_username: 'admin',
        };
        rows = [...rows, created];
        return { status: 201, body: created };
      },
    });
    await screen.findAllByTestId('mapping-row');
    await user.click(screen.getByRole('button', { name: 'Yeni Eşleştirme' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Yeni Eşleştirme Ekle')).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: 'Aktif' }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByText('Lütfen tüm alanları doldurun')).toBeTruthy();

    await choose(user, dialog, /^Durum/, /Beklemede/);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByText('Lütfen tüm alanları doldurun')).toBeTruthy();
    expect(api.callsTo('POST', MAPPINGS)).toHaveLength(0);

    await choose(user, dialog, /^Hazır Yanıt/, /İade reddi/);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await toast('Eşleştirme başarıyla oluşturuldu')).toBeTruthy();
    expect(api.callsTo('POST', MAPPINGS)[0].body).toEqual({
      status_id: 1,
      canned_response_id: 'cr-reject',
      canned_response_name: 'İade reddi',
      is_active: true,
    });
    await waitFor(() => expect(screen.getAllByTestId('mapping-row')).toHaveLength(3));
    expect(within(rowOf('Beklemede')).getByText('admin')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);

  it("keeps the modal open and shows the server's message when the status already has a mapping", async () => {
    const { user } = await openEmailTab({
      [`POST ${MAPPINGS}`]: {
        status: 409,
        body: { message: 'Bu durum için zaten aktif bir eşleştirme var' },
      },
    });
    await screen.findAllByTestId('mapping-row');
    await user.click(screen.getByRole('button', { name: 'Yeni Eşleştirme' }));
    const dialog = await screen.findByRole('dialog');
    await choose(user, dialog, /^Durum/, /Onaylandı/);
    await choose(user, dialog, /^Hazır Yanıt/, /İade onayı/);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await toast('İşlem hatası: Bu durum için zaten aktif bir eşleştirme var')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  }, 30_000);

  it('edits a mapping: its values are preset and the update goes to its id', async () => {
    const { api, user } = await openEmailTab({
      [`PUT ${MAPPINGS}/1`]: ({ body }) => ({ body: { ...mappings[0], ...(body as object) } }),
    });
    await screen.findAllByTestId('mapping-row');
    await user.click(within(rowOf('Onaylandı')).getByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Eşleştirmeyi Düzenle')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /^Hazır Yanıt/ }).textContent).toContain(
        'İade onayı',
      ),
    );
    expect(within(dialog).getByRole('combobox', { name: /^Durum/ }).textContent).toContain('Onaylandı');

    await choose(user, dialog, /^Hazır Yanıt/, /İade reddi/);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Aktif' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await toast('Eşleştirme başarıyla güncellendi')).toBeTruthy();
    expect(api.callsTo('PUT', `${MAPPINGS}/1`)[0].body).toEqual({
      status_id: 2,
      canned_response_id: 'cr-reject',
      canned_response_name: 'İade reddi',
      is_active: false,
    });
  }, 30_000);

  it('says clearly in the modal that the canned responses could not be loaded', async () => {
    const { api, user } = await openEmailTab({
      [`GET ${MAPPINGS}/helpdesk-canned-responses`]: {
        status: 502,
        body: { message: 'Bağlantı hatası: HelpDesk yanıt vermedi' },
      },
    });
    await screen.findAllByTestId('mapping-row');
    await user.click(screen.getByRole('button', { name: 'Yeni Eşleştirme' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Hazır yanıtlar yüklenemedi: Bağlantı hatası: HelpDesk yanıt vermedi'),
    ).toBeTruthy();
    await choose(user, dialog, /^Durum/, /Beklemede/);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByText('Lütfen tüm alanları doldurun')).toBeTruthy();
    expect(api.callsTo('POST', MAPPINGS)).toHaveLength(0);
  }, 30_000);

  it('deletes a mapping after confirmation, and reports a refusal', async () => {
    let rows: object[] = [...mappings];
    const { api, user } = await openEmailTab({
      [`GET ${MAPPINGS}`]: () => ({ body: rows }),
      [`DELETE ${MAPPINGS}/2`]: () => {
        rows = rows.filter((row) => (row as { id: number }).id !== 2);
        return { body: { message: 'Eşleştirme başarıyla silindi' } };
      },
      [`DELETE ${MAPPINGS}/1`]: { status: 404, body: { message: 'Eşleştirme bulunamadı' } },
    });
    await screen.findAllByTestId('mapping-row');
    await user.click(within(rowOf('Reddedildi')).getByRole('button', { name: 'Sil' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Bu eşleştirmeyi silmek istediğinize emin misiniz?');
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await toast('Eşleştirme başarıyla silindi')).toBeTruthy();
    expect(api.callsTo('DELETE', `${MAPPINGS}/2`)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('mapping-row')).toHaveLength(1));

    await user.click(within(rowOf('Onaylandı')).getByRole('button', { name: 'Sil' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await toast('Silme hatası: Eşleştirme bulunamadı')).toBeTruthy();
    expect(screen.getAllByTestId('mapping-row')).toHaveLength(1);
  }, 30_000);

  it('tests the help-desk connection and says whether it works', async () => {
    let healthy = true;
    const { user } = await openEmailTab({
      [`GET ${MAPPINGS}/test-connection`]: () =>
        healthy
          ? { body: { success: true, message: 'HelpDesk API bağlantısı başarılı!' } }
          : { status: 502, body: { success: false, message: 'Bağlantı hatası: 401 Yetkisiz' } },
    });
    await screen.findAllByTestId('mapping-row');
    await user.click(screen.getByRole('button', { name: 'Bağlantıyı Test Et' }));
    expect(await toast('HelpDesk API bağlantısı başarılı!')).toBeTruthy();

    healthy = false;
    await waitFor(() => expect(screen.queryByText('HelpDesk API bağlantısı başarılı!')).toBeNull(), {
      timeout: 8000,
    });
    await user.click(screen.getByRole('button', { name: 'Bağlantıyı Test Et' }));
    // The server's text already says 'Bağlantı hatası'; the toast says it once.
    expect(await toast('Bağlantı hatası: 401 Yetkisiz')).toBeTruthy();
  }, 30_000);
});
