import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '../../../contract/permissions';
import type { RouteHandler } from '../support/mockFetch';
import { openAdminTab } from '../support/openAdminTab';
import { supportUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/admin',
}));

/** The whole catalogue, ids in catalogue order from 1. */
const catalogue = PERMISSIONS.map((name, index) => ({ id: index + 1, name, description: null }));
const idOf = (name: string) => catalogue.find((p) => p.name === name)?.id;

const roles = [
  { id: 1, name: 'admin', display_name: 'Yönetici', is_system_role: 1, permissions: [] },
  { id: 2, name: 'casi', display_name: 'CASI Yetkili', is_system_role: 1, permissions: ['view_logs'] },
  { id: 7, name: 'denetci', display_name: 'Denetçi', is_system_role: 0, permissions: [] },
  { id: 8, name: 'raporcu', display_name: 'Raporcu', is_system_role: 0, permissions: ['view_reports'] },
];

const openRoles = (routes: Record<string, RouteHandler> = {}, caller?: object) =>
  openAdminTab(
    'Roller',
    { 'GET /api/roles': { body: roles }, 'GET /api/roles/permissions/all': { body: catalogue }, ...routes },
    caller,
  );

describe('permission sync', { timeout: 30_000 }, () => {
  it("pushes every role's permissions with their defaults and shows each role's result", async () => {
    const { api, user } = await openRoles({
      'POST /api/roles/permissions/sync': {
        body: {
          results: [
            { role_id: 2, status: 'success', message: 'Güncellendi' },
            { role_id: 7, status: 'success', message: 'Güncellendi' },
            { role_id: 8, status: 'error', message: 'Bu rolü tanımlamaya yetkiniz yok' },
          ],
        },
      },
    });
    await screen.findByText('raporcu');
    await user.click(screen.getByRole('button', { name: 'Yetkileri Tüm Rollere Eşitle' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/roles/permissions/sync')).toHaveLength(1));
    const sent = api.callsTo('POST', '/api/roles/permissions/sync')[0].body as {
      roles: Array<{ role_id: number; permission_ids: number[] }>;
    };
    const ids = (...names: string[]) => names.map(idOf).sort((a, b) => Number(a) - Number(b));
    expect(
      sent.roles.map((r) => ({ ...r, permission_ids: [...r.permission_ids].sort((a, b) => a - b) })),
    ).toEqual([
      {
        role_id: 2,
        permission_ids: ids(
          'create_refund',
          'update_refund',
          'view_refunds',
          'view_all_refunds',
          'update_refund_status',
          'view_payment_methods',
          'view_logs',
        ),
      },
      { role_id: 7, permission_ids: ids('view_refunds', 'view_payment_methods') },
      { role_id: 8, permission_ids: ids('view_reports') },
    ]);

    const results = await screen.findByRole('list', { name: 'Rollere göre eşitleme sonucu' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'CASI Yetkili: Güncellendi',
      'Denetçi: Güncellendi',
      'Raporcu: Bu rolü tanımlamaya yetkiniz yok',
    ]);
    expect(screen.getAllByText('Güncelleme sırasında 1 hata oluştu').length).toBeGreaterThan(0);
  });

  it("says 'Tüm yetkiler başarıyla güncellendi' when every role took its set", async () => {
    const { user } = await openRoles({
      'POST /api/roles/permissions/sync': ({ body }) => ({
        body: {
          results: (body as { roles: Array<{ role_id: number }> }).roles.map((r) => ({
            role_id: r.role_id,
            status: 'success',
            message: 'Güncellendi',
          })),
        },
      }),
    });
    await screen.findByText('raporcu');
    await user.click(screen.getByRole('button', { name: 'Yetkileri Tüm Rollere Eşitle' }));
    const results = await screen.findByRole('list', { name: 'Rollere göre eşitleme sonucu' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByText('Tüm yetkiler başarıyla güncellendi').length).toBeGreaterThan(0);
  });

  it("says 'Yetkiler alınamadı' and sends nothing when the permission catalogue cannot be read", async () => {
    const { api, user } = await openRoles({
      'GET /api/roles/permissions/all': { status: 500, body: { message: 'x' } },
    });
    await screen.findByText('raporcu');
    await user.click(screen.getByRole('button', { name: 'Yetkileri Tüm Rollere Eşitle' }));
    expect(await screen.findByText('Yetkiler alınamadı')).toBeTruthy();
    expect(api.callsTo('POST', '/api/roles/permissions/sync')).toHaveLength(0);
  });

  it('is not offered without manage_roles', async () => {
    await openRoles({}, { ...supportUser, permissions: ['view_admin_panel', 'view_refunds'] });
    await screen.findByText('raporcu');
    expect(screen.queryByRole('button', { name: 'Yetkileri Tüm Rollere Eşitle' })).toBeNull();
  });
});

describe('permission editor', { timeout: 30_000 }, () => {
  it('lists the thirteen editable permissions, not the whole catalogue of nineteen', async () => {
    const { user } = await openRoles();
    await screen.findByText('denetci');
    const row = screen.getByText('denetci', { selector: 'td' }).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Yetkileri Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denetçi Yetkileri' });
    await within(dialog).findByRole('button', { name: 'Logları görüntüleme' });
    const toggles = within(dialog)
      .getAllByRole('button', { pressed: false })
      .concat(within(dialog).queryAllByRole('button', { pressed: true }));
    expect(toggles.map((toggle) => toggle.getAttribute('aria-label')).sort()).toEqual(
      [
        'İadeleri görüntüleme',
        'İade oluşturma ve düzenleme',
        'İade güncelleme (dekont yükleme)',
        'İade durumu güncelleme',
        'İade silme',
        'Tüm iadeleri görüntüleme (mail durumu)',
        'Ödeme yöntemlerini görüntüleme',
        'Durum yönetimi',
        'Ödeme yöntemi yönetimi',
        'İade sebebi yönetimi',
        'Logları görüntüleme',
        'Raporları görüntüleme',
        'İade onaylama (dört göz)',
      ].sort(),
    );
    expect(within(dialog).queryByRole('button', { name: 'Kullanıcı yönetimi' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Yönetici erişimi' })).toBeNull();
  });
});
