import { describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider';
import { mockFetch } from './support/mockFetch';

vi.mock('../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/admin',
}));

describe('role calls', () => {
  it('reads and writes a role’s permissions and payment methods', async () => {
    const api = mockFetch({
      'GET /api/roles/7/permissions': { body: [{ id: 3, name: 'view_logs', description: null }] },
      'PUT /api/roles/7/permissions': {
        body: { status: 'success', message: 'ok', permissions: ['view_logs'] },
      },
      'GET /api/roles/7/payment-methods': { body: [1, '4'] },
      'PUT /api/roles/7/payment-methods': {
        body: { status: 'success', message: 'ok', paymentMethodIds: [1] },
      },
    });
    expect(await dataProvider.getRolePermissions(7)).toEqual([
      { id: 3, name: 'view_logs', description: null },
    ]);
    expect((await dataProvider.putRolePermissions(7, [3])).permissions).toEqual(['view_logs']);
    expect(api.callsTo('PUT', '/api/roles/7/permissions')[0].body).toEqual([3]);
    expect(await dataProvider.getRolePaymentMethods(7)).toEqual([1, 4]);
    await dataProvider.putRolePaymentMethods(7, [1]);
    expect(api.callsTo('PUT', '/api/roles/7/payment-methods')[0].body).toEqual({ paymentMethodIds: [1] });
  });

  it('falls back to the setup lists when the first call is refused, but not on other failures', async () => {
    mockFetch({
      'GET /api/roles': { status: 403, body: { message: 'Bu işlem için yetkiniz bulunmuyor' } },
      'GET /api/roles/setup': { body: { success: true, data: [{ id: 1, name: 'admin' }] } },
      'GET /api/roles/permissions/all': { status: 500, body: { message: 'Sunucu hatası' } },
    });
    expect(await dataProvider.getRoles()).toEqual([{ id: 1, name: 'admin' }]);
    await expect(dataProvider.getAllPermissions()).rejects.toMatchObject({ status: 500 });
  });

  it('syncs several roles’ permissions in one call', async () => {
    const api = mockFetch({
      'POST /api/roles/permissions/sync': {
        body: { results: [{ role_id: 5, status: 'success', message: 'ok' }] },
      },
    });
    const answer = await dataProvider.syncRolePermissions([{ role_id: 5, permission_ids: [1, 2] }]);
    expect(answer.results[0].status).toBe('success');
    expect(api.requests[0].body).toEqual({ roles: [{ role_id: 5, permission_ids: [1, 2] }] });
  });
});

describe('user, help-desk, profile, report and log calls', () => {
  it('posts bulk actions and the JSON import', async () => {
    const api = mockFetch({
      'POST /api/users/bulk': {
        body: { succeeded: [2], failed: [{ id: 3, message: 'Kendinizi silemezsiniz' }] },
      },
      'POST /api/scripts/create-users-from-json': {
        body: { success: true, message: '1 kullanıcı oluşturuldu', created: [{ username: 'ali', id: 9 }] },
      },
    });
    expect((await dataProvider.bulkUsers('delete', [2, 3])).failed).toHaveLength(1);
    expect(api.requests[0].body).toEqual({ action: 'delete', ids: [2, 3] });
    const users = [{ username: 'ali', password: 'parola1', role_id: 5 }];
    expect((await dataProvider.importUsersFromJson(users)).created[0].id).toBe(9);
    expect(api.requests[1].body).toEqual(users);
  });

  it('lists the help desk’s canned responses and tests the connection', async () => {
    mockFetch({
      'GET /api/status-canned-responses/helpdesk-canned-responses': { body: [{ ID: '5', name: 'Onay' }] },
      'GET /api/status-canned-responses/test-connection': {
        status: 502,
        body: { success: false, message: 'HelpDesk API bağlantısı kurulamadı' },
      },
    });
    expect(await dataProvider.getHelpdeskCannedResponses()).toEqual([{ ID: '5', name: 'Onay' }]);
    await expect(dataProvider.testHelpdeskConnection()).rejects.toMatchObject({
      status: 502,
      message: 'HelpDesk API bağlantısı kurulamadı',
    });
  });

  it('makes the profile calls with the API’s field names', async () => {
    const api = mockFetch({
      'GET /api/auth/2fa/status': { body: { is2FAEnabled: true } },
      'POST /api/auth/2fa/verify': { body: { message: 'Etkin', is2FAEnabled: true } },
      'POST /api/auth/2fa/disable': { body: { message: 'Kapalı', is2FAEnabled: false } },
      'POST /api/users/update-password': { body: { message: 'Şifre güncellendi' } },
    });
    expect(await dataProvider.getTwoFactorStatus()).toBe(true);
    await dataProvider.verifyTwoFactor('123456');
    await dataProvider.disableTwoFactor('parola');
    expect((await dataProvider.updatePassword('eski', 'yeni123')).message).toBe('Şifre güncellendi');
    expect(api.requests.map((request) => request.body)).toEqual([
      null,
      { token: '123456' },
      { password: 'parola' },
      { currentPassword: 'eski', newPassword: 'yeni123' },
    ]);
  });

  it('asks for report figures with the set ends of the range only, and clears the logs', async () => {
    const api = mockFetch({
      'GET /api/reports/payment-methods': {
        body: { rows: [], totals: { total_refunds: 0, total_amount: 0 } },
      },
      'DELETE /api/logs/clear': { body: { count: 12, message: 'Loglar temizlendi' } },
    });
    await dataProvider.getPaymentMethodReport({ start_date: '2026-01-01' });
    expect(api.requests[0].query.toString()).toBe('start_date=2026-01-01');
    expect((await dataProvider.clearLogs()).count).toBe(12);
  });
});
