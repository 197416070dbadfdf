import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
let permissionIds: Record<string, number>;

const t = setupTestServer({ signInAdmin: true });
beforeAll(async () => {
  const all = await t.call<Array<{ id: number; name: string }>>('GET', '/api/roles/permissions/all', {
    token: t.admin,
  });
  permissionIds = Object.fromEntries(all.body.map((p) => [p.name, p.id]));
});

describe('roles API', () => {
  it('lists the system roles with permissions, methods and holders, and the setup variants', async () => {
    const roles = await t.call('GET', '/api/roles', { token: t.admin });
    expect(roles.body.slice(0, 2)).toMatchObject([
      {
        id: 1,
        name: 'admin',
        display_name: 'Yönetici',
        displayName: 'Yönetici',
        is_system_role: 1,
        user_count: 1,
      },
      { id: 2, name: 'casi', display_name: 'CASI Yetkili', is_system_role: 1 },
    ]);
    expect(roles.body[1].permissions).toContain('update_refund_status');
    expect((await t.call('GET', '/api/roles/setup', { token: t.admin })).body).toEqual({
      success: true,
      data: roles.body,
    });
    const basic = await t.call('GET', '/api/roles/permissions/basic', { token: t.admin });
    expect(basic.body[0]).toEqual({
      id: 1,
      name: 'admin',
      display_name: 'Yönetici',
      permissions: roles.body[0].permissions,
    });
    expect((await t.call('GET', '/api/roles/permissions/setup', { token: t.admin })).body.data).toHaveLength(
      19,
    );
  });

  it('creates a role, gives it permissions that apply on the next request, and deletes it when unused', async () => {
    const created = await t.call('POST', '/api/roles', {
      token: t.admin,
      body: { name: 'Denetci', display_name: 'Denetçi', description: 'Salt okuma' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'denetci',
      display_name: 'Denetçi',
      is_system_role: 0,
      message: 'Yeni rol başarıyla eklendi',
    });
    const roleId = created.body.id;
    const initial = await t.call('GET', `/api/roles/${roleId}/permissions`, { token: t.admin });
    expect(initial.body.map((p: { name: string }) => p.name).sort()).toEqual([
      'view_payment_methods',
      'view_refunds',
    ]);
    const user = await t.createUser({ username: 'denetci_1', password: 'parola123', roleId });
    const token = await t.signIn('denetci_1', 'parola123');
    expect((await t.call('GET', '/api/logs', { token })).status).toBe(403);

    const put = await t.call('PUT', `/api/roles/${roleId}/permissions`, {
      token: t.admin,
      body: [permissionIds.view_refunds, permissionIds.view_logs],
    });
    expect(put.body).toMatchObject({ status: 'success', permissions: ['view_logs', 'view_refunds'] });
    expect((await t.call('GET', '/api/logs', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/users', { token })).status).toBe(403);
    const stored = await t.call('GET', `/api/roles/${roleId}/permissions`, { token: t.admin });
    expect(stored.body.map((p: { name: string }) => p.name).sort()).toEqual(['view_logs', 'view_refunds']);

    const inUse = await t.call('DELETE', `/api/roles/${roleId}`, { token: t.admin });
    expect(inUse.status).toBe(409);
    await t.ctx.db.deleteFrom('users').where('id', '=', user).execute();
    expect((await t.call('DELETE', `/api/roles/${roleId}`, { token: t.admin })).body.message).toBe(
      'Rol başarıyla silindi',
    );
  });

  it('refuses bad role input, system role deletion, admin permission edits and unknown permission ids', async () => {
    expect((await t.call('POST', '/api/roles', { token: t.admin, body: { name: 'x' } })).body.message).toBe(
      'Rol adı ve görünen ad gereklidir',
    );
    expect(
      (await t.call('POST', '/api/roles', { token: t.admin, body: { name: 'admin', display_name: 'X' } }))
        .status,
    ).toBe(409);
    const system = await t.call('DELETE', '/api/roles/2', { token: t.admin });
    expect(system.status).toBe(403);
    expect(system.body.message).toBe('Sistem rolleri silinemez!');
    const locked = await t.call('PUT', '/api/roles/1/permissions', {
      token: t.admin,
      body: [permissionIds.view_refunds],
    });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('Admin rolünün yetkileri değiştirilemez!');
    const unknown = await t.call('PUT', '/api/roles/2/permissions', { token: t.admin, body: [99999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('İzin bulunamadı: 99999');
  });

  it('sets a custom role payment methods; admin and casi stay locked to all', async () => {
    const created = await t.call('POST', '/api/roles', {
      token: t.admin,
      body: { name: 'moven_ekip', display_name: 'Moven Ekibi' },
    });
    const roleId = created.body.id;
    const put = await t.call('PUT', `/api/roles/${roleId}/payment-methods`, {
      token: t.admin,
      body: { paymentMethodIds: [4, 14] },
    });
    expect(put.body).toMatchObject({
      status: 'success',
      message: 'Rol ödeme yöntemleri başarıyla güncellendi',
    });
    expect((await t.call('GET', `/api/roles/${roleId}/payment-methods`, { token: t.admin })).body).toEqual([
      4, 14,
    ]);
    expect(
      (
        await t.call('PUT', `/api/roles/${roleId}/payment-methods`, {
          token: t.admin,
          body: { paymentMethodIds: [999] },
        })
      ).status,
    ).toBe(400);
    const locked = await t.call('PUT', '/api/roles/2/payment-methods', {
      token: t.admin,
      body: { paymentMethodIds: [4] },
    });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('Admin ve CASI rollerinin ödeme yöntemi yetkileri değiştirilemez!');
    expect((await t.call('GET', '/api/roles/2/payment-methods', { token: t.admin })).body).toHaveLength(10);
  });

  it('syncs permissions to several roles and reports each result', async () => {
    const created = await t.call('POST', '/api/roles', {
      token: t.admin,
      body: { name: 'senkron', display_name: 'Senkron' },
    });
    const response = await t.call('POST', '/api/roles/permissions/sync', {
      token: t.admin,
      body: {
        roles: [
          { role_id: created.body.id, permission_ids: [permissionIds.view_reports] },
          { role_id: 1, permission_ids: [] },
          { role_id: 777, permission_ids: [] },
        ],
      },
    });
    expect(response.body.results).toEqual([
      { role_id: created.body.id, status: 'success', message: 'Güncellendi' },
      { role_id: 1, status: 'error', message: 'Admin rolünün yetkileri değiştirilemez!' },
      { role_id: 777, status: 'error', message: 'Rol bulunamadı' },
    ]);

    // One role named twice would be set to whichever entry came last: the sync is refused whole.
    const twice = await t.call('POST', '/api/roles/permissions/sync', {
      token: t.admin,
      body: {
        roles: [
          { role_id: created.body.id, permission_ids: [permissionIds.view_logs] },
          { role_id: created.body.id, permission_ids: [] },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(`Bir rol aynı eşitlemede iki kez geçemez: #${created.body.id}`);
    const kept = await t.call('GET', '/api/roles', { token: t.admin });
    const role = (kept.body as Array<{ id: number; permissions: string[] }>).find(
      (r) => r.id === created.body.id,
    );
    expect(role?.permissions).toEqual(['view_reports']);
  });

  it('needs manage_roles to change roles', async () => {
    await t.createUser({ username: 'casi_rol', password: 'parola123', roleId: 2 });
    const token = await t.signIn('casi_rol', 'parola123');
    expect(
      (await t.call('POST', '/api/roles', { token, body: { name: 'yeni', display_name: 'Yeni' } })).status,
    ).toBe(403);
    expect((await t.call('GET', '/api/roles', { token })).status).toBe(200);
  });
});
