import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_CACHE_KEY } from '../../../src/providers/roleCache';
import { listReply, mockSignedInApi, type RouteHandler } from '../support/mockFetch';
import { openAdminTab } from '../support/openAdminTab';
import { methods } from '../support/refundFixtures';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/admin',
}));

const catalogue = [
  { id: 1, name: 'create_refund', description: 'create' },
  { id: 4, name: 'view_refunds', description: 'view' },
  { id: 13, name: 'view_logs', description: 'logs' },
];

const roles = [
  {
    id: 1,
    name: 'admin',
    display_name: 'Yönetici',
    description: 'Tüm yetkiler',
    is_system_role: 1,
    permissions: [],
  },
  { id: 2, name: 'casi', display_name: 'CASI Yetkili', description: '', is_system_role: 1, permissions: [] },
  {
    id: 7,
    name: 'denetci',
    display_name: 'Denetçi',
    description: 'Denetim',
    is_system_role: 0,
    permissions: ['view_refunds'],
  },
  {
    id: 8,
    name: 'panelci',
    display_name: 'Panelci',
    description: '',
    is_system_role: 0,
    permissions: ['view_admin_panel', 'view_refunds'],
    payment_methods: [4],
  },
];

/** A panel viewer that sees only Moven Banka (#4). */
const panelUser = {
  ...adminUser,
  id: 9,
  username: 'panelci_kisi',
  role_id: 8,
  role_name: 'panelci',
  role: 'panelci',
  role_display_name: 'Panelci',
  permissions: ['view_admin_panel', 'view_refunds'],
};

async function openRoles(routes: Record<string, RouteHandler> = {}, caller: object = adminUser) {
  const opened = await openAdminTab(
    'Roller',
    {
      'GET /api/roles': { body: roles },
      'GET /api/roles/permissions/all': { body: catalogue },
      'GET /api/methods': listReply(methods, 'methods'),
      ...routes,
    },
    caller,
  );
  await screen.findByText('denetci');
  return opened;
}

const rowOf = (code: string) => screen.getByText(code, { selector: 'td' }).closest('tr') as HTMLElement;

async function openPermissionEditor(user: ReturnType<typeof setupUser>, code: string) {
  await user.click(within(rowOf(code)).getByRole('button', { name: 'Yetkileri Düzenle' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('button', { name: 'Logları görüntüleme' });
  return dialog;
}

const pressed = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name }).getAttribute('aria-pressed');

describe('roles tab', { timeout: 20_000 }, () => {
  it('lists roles with system/custom badges; only custom roles can be deleted', async () => {
    await openRoles();
    expect(within(rowOf('admin')).getByText('Sistem')).toBeTruthy();
    expect(within(rowOf('denetci')).getByText('Özel')).toBeTruthy();
    expect(within(rowOf('admin')).queryByRole('button', { name: 'Rolü Sil' })).toBeNull();
    expect(within(rowOf('denetci')).getByRole('button', { name: 'Rolü Sil' })).toBeTruthy();
  });

  it('closes the permission editor with Escape without leaving a tooltip over the next row', async () => {
    const user = setupUser();
    await openRoles();
    const button = within(rowOf('denetci')).getByRole('button', { name: 'Yetkileri Düzenle' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Logları görüntüleme' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('adds a role after checking the required names', async () => {
    const { api, user } = await openRoles({
      'POST /api/roles': ({ body }) => ({
        status: 201,
        body: { id: 8, ...(body as object), is_system_role: 0 },
      }),
    });
    const form = screen.getByRole('form', { name: 'Yeni Rol Ekle' });
    await user.click(within(form).getByRole('button', { name: 'Ekle' }));
    expect(within(form).getByText('Rol adı ve görünen ad gereklidir')).toBeTruthy();
    await user.type(within(form).getByLabelText(/Kod Adı/), 'gozlemci');
    await user.type(within(form).getByLabelText(/Görünen Ad/), 'Gözlemci');
    await user.click(within(form).getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Yeni rol başarıyla eklendi')).toBeTruthy();
    expect(api.callsTo('POST', '/api/roles')[0].body).toEqual({
      name: 'gozlemci',
      display_name: 'Gözlemci',
      description: '',
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/roles').length).toBeGreaterThan(1));
  });

  it('deletes a custom role only after the browser confirmation', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const { api, user } = await openRoles({
      'DELETE /api/roles/7': { body: { message: 'Rol başarıyla silindi' } },
    });
    await user.click(within(rowOf('denetci')).getByRole('button', { name: 'Rolü Sil' }));
    expect(confirm).toHaveBeenCalledWith('Denetçi rolünü silmek istediğinize emin misiniz?');
    expect(api.callsTo('DELETE', '/api/roles/7')).toHaveLength(0);
    await user.click(within(rowOf('denetci')).getByRole('button', { name: 'Rolü Sil' }));
    expect(await screen.findByText('Rol başarıyla silindi')).toBeTruthy();
  });

  it('a toggle saves at once as ids and keeps the change the server confirms', async () => {
    let stored = [4];
    const { api, user } = await openRoles({
      'PUT /api/roles/7/permissions': ({ body }) => {
        stored = body as number[];
        return { body: { status: 'success' } };
      },
      'GET /api/roles/7/permissions': () => ({ body: catalogue.filter((p) => stored.includes(p.id)) }),
    });
    const dialog = await openPermissionEditor(user, 'denetci');
    expect(pressed(dialog, 'İadeleri görüntüleme')).toBe('true');
    expect(pressed(dialog, 'Logları görüntüleme')).toBe('false');

    await user.click(within(dialog).getByRole('button', { name: 'Logları görüntüleme' }));
    expect(await screen.findByText('Denetçi rolün yetkileri başarıyla güncellendi')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/roles/7/permissions')[0].body).toEqual([4, 13]);
    expect(api.callsTo('GET', '/api/roles/7/permissions')).toHaveLength(1);
    expect(pressed(dialog, 'Logları görüntüleme')).toBe('true');
  });

  it('reverts a toggle the reload does not confirm, and one the server refuses', async () => {
    const { user } = await openRoles({
      'PUT /api/roles/7/permissions': { body: { status: 'success' } },
      // The server answered success but still holds only view_refunds.
      'GET /api/roles/7/permissions': { body: [catalogue[1]] },
    });
    const dialog = await openPermissionEditor(user, 'denetci');
    await user.click(within(dialog).getByRole('button', { name: 'Logları görüntüleme' }));
    expect(await screen.findByText('Yetkiler güncellenirken bir hata oluştu')).toBeTruthy();
    await waitFor(() => expect(pressed(dialog, 'Logları görüntüleme')).toBe('false'));
    expect(pressed(dialog, 'İadeleri görüntüleme')).toBe('true');
  });

  it('reverts when the save fails and shows the server message', async () => {
    const { user } = await openRoles({
      'PUT /api/roles/7/permissions': { status: 400, body: { message: 'Geçersiz izin' } },
    });
    const dialog = await openPermissionEditor(user, 'denetci');
    await user.click(within(dialog).getByRole('button', { name: 'İade oluşturma ve düzenleme' }));
    expect(await screen.findByText('Geçersiz izin')).toBeTruthy();
    await waitFor(() => expect(pressed(dialog, 'İade oluşturma ve düzenleme')).toBe('false'));
  });

  it("says 'Hiçbir değişiklik yapılmadı' when saving an unchanged set", async () => {
    const { api, user } = await openRoles();
    const dialog = await openPermissionEditor(user, 'denetci');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Hiçbir değişiklik yapılmadı')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/roles/7/permissions')).toHaveLength(0);
  });

  it('skips permission names the catalogue does not know, with a warning', async () => {
    const withUnknown = roles.map((r) =>
      r.id === 7 ? { ...r, permissions: ['view_refunds', 'legacy_perm'] } : r,
    );
    const { api, user } = await openRoles({
      'GET /api/roles': { body: withUnknown },
      'PUT /api/roles/7/permissions': { body: { status: 'success' } },
      'GET /api/roles/7/permissions': { body: [catalogue[1], catalogue[2]] },
    });
    const dialog = await openPermissionEditor(user, 'denetci');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('1 izin sistemde bulunamadı ve atlanacak')).toBeTruthy();
    // The unknown name aside, nothing changed ('Hiçbir değişiklik yapılmadı' follows the warning).
    expect(api.callsTo('PUT', '/api/roles/7/permissions')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Logları görüntüleme' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/roles/7/permissions')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/roles/7/permissions')[0].body).toEqual([4, 13]);
    await waitFor(() => expect(pressed(dialog, 'Logları görüntüleme')).toBe('true'));
  });

  it("locks admin's permissions", async () => {
    const { api, user } = await openRoles();
    const dialog = await openPermissionEditor(user, 'admin');
    expect(within(dialog).getByText('Admin rolünün yetkileri değiştirilemez!')).toBeTruthy();
    const toggle = within(dialog).getByRole('button', { name: 'Logları görüntüleme' }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect((within(dialog).getByRole('button', { name: 'Kaydet' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('PUT', '/api/roles/1/permissions')).toHaveLength(0);
  });

  it('edits payment methods with an explicit save; admin and casi are locked', async () => {
    const { api, user } = await openRoles({
      'GET /api/roles/7/payment-methods': { body: [4] },
      'PUT /api/roles/7/payment-methods': { body: { status: 'success' } },
    });
    await user.click(within(rowOf('casi')).getByRole('button', { name: 'Ödeme Yöntemlerini Düzenle' }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Admin ve CASI rollerinin ödeme yöntemi yetkileri değiştirilemez!'),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('London Banka (london_b)') as HTMLInputElement).disabled).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(rowOf('denetci')).getByRole('button', { name: 'Ödeme Yöntemlerini Düzenle' }));
    dialog = await screen.findByRole('dialog');
    const london = (await within(dialog).findByLabelText('London Banka (london_b)')) as HTMLInputElement;
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Moven Banka (moven_b)') as HTMLInputElement).checked).toBe(true),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ödeme yöntemlerinde değişiklik yapılmadı')).toBeTruthy();
    await user.click(london);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Rol ödeme yöntemleri başarıyla güncellendi')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/roles/7/payment-methods')[0].body).toEqual({ paymentMethodIds: [4, 5] });
  });

  it('lets a caller that sees few methods grant only those, and never edit its own role', async () => {
    const { api, user } = await openRoles(
      {
        'GET /api/roles/7/payment-methods': { body: [] },
        'GET /api/roles/8/payment-methods': { body: [4] },
        'PUT /api/roles/7/payment-methods': { body: { status: 'success' } },
      },
      panelUser,
    );
    await user.click(within(rowOf('denetci')).getByRole('button', { name: 'Ödeme Yöntemlerini Düzenle' }));
    let dialog = await screen.findByRole('dialog');
    const moven = (await within(dialog).findByLabelText('Moven Banka (moven_b)')) as HTMLInputElement;
    await waitFor(() =>
      expect((within(dialog).getByLabelText('London Banka (london_b)') as HTMLInputElement).disabled).toBe(
        true,
      ),
    );
    expect(moven.disabled).toBe(false);
    await user.click(moven);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Rol ödeme yöntemleri başarıyla güncellendi')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/roles/7/payment-methods')[0].body).toEqual({ paymentMethodIds: [4] });
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(rowOf('panelci')).getByRole('button', { name: 'Ödeme Yöntemlerini Düzenle' }));
    dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Kendi rolünüzün ödeme yöntemlerini yalnızca bir yönetici değiştirebilir',
      ),
    ).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Kaydet' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('PUT', '/api/roles/8/payment-methods')).toHaveLength(0);
  });

  it('uses the cached roles within the hour without calling the server', async () => {
    window.localStorage.setItem(
      ROLE_CACHE_KEY,
      JSON.stringify({ roles: [roles[2]], updatedAt: Date.now() - 10 * 60 * 1000 }),
    );
    const { api } = await openRoles();
    expect(screen.queryByText('casi', { selector: 'td' })).toBeNull();
    expect(api.callsTo('GET', '/api/roles')).toHaveLength(0);
  });

  it('falls back to admin and casi when the roles cannot be loaded and nothing is cached', async () => {
    mockSignedInApi(adminUser, {
      'GET /api/users': listReply([], 'users'),
      'GET /api/roles': { status: 500, body: { message: 'db down' } },
    });
    const user = setupUser();
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Yönetim Paneli' }, { timeout: 8000 });
    await user.click(screen.getByRole('tab', { name: 'Roller' }));
    expect(await screen.findByText('casi', { selector: 'td' })).toBeTruthy();
    expect(screen.getByText('admin', { selector: 'td' })).toBeTruthy();
    expect(screen.queryByText('denetci')).toBeNull();
  });
});
