import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type ApiResponse } from './harness.js';
let casi: string;
let casiId: number;
let manager: string;
let managerId: number;
let managerRole: number;
let basicRole: number;
let roleAdminRole: number;
let roleManager: string;
let admin2Id: number;
let otherCasiId: number;
let basicUserId: number;
let permissionIds: Map<string, number>;

const PASSWORD = 'parola123';

const t = setupTestServer({ signInAdmin: true });
beforeAll(async () => {
  casiId = await t.createUser({ username: 'casi_kisi', password: PASSWORD, roleId: 2 });
  casi = await t.signIn('casi_kisi', PASSWORD);
  otherCasiId = await t.createUser({ username: 'diger_casi', password: PASSWORD, roleId: 2 });
  admin2Id = await t.createUser({ username: 'ikinci_admin', password: PASSWORD, roleId: 1 });
  managerRole = await t.createRole('kullanici_yonetici', ['manage_users', 'view_refunds']);
  managerId = await t.createUser({
    username: 'yonetici_kisi',
    password: PASSWORD,
    roleId: managerRole,
  });
  manager = await t.signIn('yonetici_kisi', PASSWORD);
  basicRole = await t.createRole('sadece_goruntule', ['view_refunds']);
  basicUserId = await t.createUser({
    username: 'goruntuleyici',
    password: PASSWORD,
    roleId: basicRole,
  });
  roleAdminRole = await t.createRole('rol_yonetici', ['manage_roles', 'view_refunds']);
  await t.createUser({ username: 'rol_kisi', password: PASSWORD, roleId: roleAdminRole });
  roleManager = await t.signIn('rol_kisi', PASSWORD);
  const all = await t.call<Array<{ id: number; name: string }>>('GET', '/api/roles/permissions/all', {
    token: t.admin,
  });
  permissionIds = new Map(all.body.map((p) => [p.name, p.id]));
});

const user = async (id: number) =>
  t.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const refusals = async (action = 'forbidden_user_change') => (await t.systemLogs(action)).length;

/** Expects a logged 403 with a Turkish message. */
const expectRefused = (
  request: () => Promise<ApiResponse>,
  message: string,
  action = 'forbidden_user_change',
) => t.expectRefused(action, request, message);

const put = (token: string, id: number, body: object) => t.call('PUT', `/api/users/${id}`, { token, body });
const post = (token: string, body: object) => t.call('POST', '/api/users', { token, body });

describe('a casi user', () => {
  it('cannot change its own role', async () => {
    await expectRefused(() => put(casi, casiId, { role_id: 1 }), 'Kendi rolünüzü değiştiremezsiniz');
    expect((await user(casiId)).role_id).toBe(2);
  });

  it('cannot deactivate itself', async () => {
    await expectRefused(() => put(casi, casiId, { is_active: false }), 'Kendi hesabınızı pasif yapamazsınız');
    expect((await user(casiId)).is_active).toBe(1);
  });

  it('may still edit its own details and re-send its current role and flag', async () => {
    const response = await put(casi, casiId, { role_id: 2, is_active: true, full_name: 'Casi Kişi' });
    expect(response.status).toBe(200);
    expect(response.body.full_name).toBe('Casi Kişi');
  });

  it('cannot create an administrator, alone or in a JSON import', async () => {
    await expectRefused(
      () => post(casi, { username: 'sahte_admin', password: PASSWORD, role_id: 1 }),
      'Yönetici rolünü yalnızca bir yönetici atayabilir',
    );
    const before = await refusals();
    const imported = await t.call('POST', '/api/scripts/create-users-from-json', {
      token: casi,
      body: [
        { username: 'sahte_admin2', password: PASSWORD, role_id: 1 },
        { username: 'masum_kisi', password: PASSWORD, role_id: 2 },
      ],
    });
    expect(imported.status).toBe(403);
    expect(imported.body.errors).toEqual([
      { index: 0, username: 'sahte_admin2', message: 'Yönetici rolünü yalnızca bir yönetici atayabilir' },
    ]);
    expect(await refusals()).toBe(before + 1);
    const names = (await t.ctx.db.selectFrom('users').select('username').execute()).map((u) => u.username);
    expect(names).not.toContain('sahte_admin');
    expect(names).not.toContain('sahte_admin2');
    expect(names).not.toContain('masum_kisi');
  });

  it('cannot give another user the admin role', async () => {
    await expectRefused(
      () => put(casi, otherCasiId, { role_id: 1 }),
      'Yönetici rolünü yalnızca bir yönetici atayabilir',
    );
    expect((await user(otherCasiId)).role_id).toBe(2);
  });

  it('cannot deactivate or delete an administrator, one by one or in bulk', async () => {
    const message =
      'Bir yöneticiyi yalnızca başka bir yönetici düzenleyebilir, pasif yapabilir, silebilir, parolasını veya iki faktörlü doğrulamasını sıfırlayabilir';
    await expectRefused(() => put(casi, 1, { is_active: false }), message);
    await expectRefused(() => t.call('DELETE', `/api/users/${admin2Id}`, { token: casi }), message);
    const before = await refusals();
    const bulk = await t.call('POST', '/api/users/bulk', {
      token: casi,
      body: { action: 'deactivate', ids: [1, admin2Id] },
    });
    expect(bulk.body).toEqual({
      succeeded: [],
      failed: [
        { id: 1, message },
        { id: admin2Id, message },
      ],
    });
    const removed = await t.call('POST', '/api/users/bulk', {
      token: casi,
      body: { action: 'delete', ids: [admin2Id] },
    });
    expect(removed.body.failed).toEqual([{ id: admin2Id, message }]);
    expect(await refusals()).toBe(before + 3);
    expect((await user(1)).is_active).toBe(1);
    expect((await user(admin2Id)).is_active).toBe(1);
  });

  it("cannot turn off an administrator's 2FA or reset its password to sign in as it", async () => {
    await t.ctx.db
      .updateTable('users')
      .set({ is_2fa_enabled: 1, totp_secret: 'JBSWY3DPEHPK3PXP' })
      .where('id', '=', admin2Id)
      .execute();
    const message =
      'Bir yöneticiyi yalnızca başka bir yönetici düzenleyebilir, pasif yapabilir, silebilir, parolasını veya iki faktörlü doğrulamasını sıfırlayabilir';
    await expectRefused(() => put(casi, admin2Id, { is_2fa_enabled: false }), message);
    await expectRefused(() => put(casi, admin2Id, { password: 'Ele-Gecir-123' }), message);
    const row = await user(admin2Id);
    expect(row.is_2fa_enabled).toBe(1);
    const login = await t.call('POST', '/api/auth/login', {
      body: { username: 'ikinci_admin', password: 'Ele-Gecir-123' },
    });
    expect(login.status).toBe(401);
  });

  it('manages users of roles within its own rights', async () => {
    const created = await post(casi, { username: 'casi_yeni', password: PASSWORD, role_id: 2 });
    expect(created.status).toBe(201);
    expect((await put(casi, otherCasiId, { password: 'Yeni-Parola-1' })).status).toBe(200);
    expect((await put(casi, otherCasiId, { role_id: basicRole })).status).toBe(200);
  });

  it('cannot grant a role with permissions it lacks', async () => {
    await expectRefused(
      () => post(casi, { username: 'genis_kisi', password: PASSWORD, role_id: managerRole }),
      'Kendi yetkilerinizden fazlasını içeren bir rolü atayamazsınız',
    );
  });
});

describe('a custom user-manager role', () => {
  it('grants only roles within its own permissions', async () => {
    await expectRefused(
      () => post(manager, { username: 'yeni_casi', password: PASSWORD, role_id: 2 }),
      'Kendi yetkilerinizden fazlasını içeren bir rolü atayamazsınız',
    );
    await expectRefused(
      () => put(manager, basicUserId, { role_id: 2 }),
      'Kendi yetkilerinizden fazlasını içeren bir rolü atayamazsınız',
    );
    expect((await user(basicUserId)).role_id).toBe(basicRole);
    expect(
      (await post(manager, { username: 'alt_kisi', password: PASSWORD, role_id: basicRole })).status,
    ).toBe(201);
    expect(
      (await post(manager, { username: 'es_kisi', password: PASSWORD, role_id: managerRole })).status,
    ).toBe(201);
  });

  it('cannot reset the password of a user with wider rights, nor touch an administrator', async () => {
    await expectRefused(
      () => put(manager, casiId, { password: 'Ele-Gecir-123' }),
      'Sizden daha geniş yetkilere sahip bir kullanıcıyı değiştiremezsiniz',
    );
    await expectRefused(
      () => t.call('DELETE', '/api/users/1', { token: manager }),
      'Bir yöneticiyi yalnızca başka bir yönetici düzenleyebilir, pasif yapabilir, silebilir, parolasını veya iki faktörlü doğrulamasını sıfırlayabilir',
    );
    expect((await put(manager, basicUserId, { password: 'Yeni-Parola-2' })).status).toBe(200);
  });

  it('cannot change its own role or active flag', async () => {
    await expectRefused(
      () => put(manager, managerId, { role_id: basicRole }),
      'Kendi rolünüzü değiştiremezsiniz',
    );
    await expectRefused(
      () => put(manager, managerId, { is_active: false }),
      'Kendi hesabınızı pasif yapamazsınız',
    );
  });

  it('cannot widen a role through role permissions (role manager)', async () => {
    const ids = (names: string[]) => names.map((n) => permissionIds.get(n));
    const message = 'Yalnızca kendi yetkilerinizin içinde kalan rollerin yetkilerini değiştirebilirsiniz';
    await expectRefused(
      () =>
        t.call('PUT', `/api/roles/${roleAdminRole}/permissions`, {
          token: roleManager,
          body: ids(['manage_roles', 'view_refunds', 'admin_access']),
        }),
      message,
      'forbidden_role_change',
    );
    await expectRefused(
      () =>
        t.call('PUT', `/api/roles/${basicRole}/permissions`, {
          token: roleManager,
          body: ids(['view_refunds', 'manage_users']),
        }),
      message,
      'forbidden_role_change',
    );
    const sync = await t.call('POST', '/api/roles/permissions/sync', {
      token: roleManager,
      body: { roles: [{ role_id: basicRole, permission_ids: ids(['view_refunds', 'view_logs']) }] },
    });
    expect(sync.body.results).toEqual([{ role_id: basicRole, status: 'error', message }]);
    const roles = await t.call('GET', '/api/roles', { token: t.admin });
    const stored = roles.body.find((r: { id: number }) => r.id === basicRole);
    expect(stored.permissions).toEqual(['view_refunds']);
    const own = roles.body.find((r: { id: number }) => r.id === roleAdminRole);
    expect(own.permissions).toEqual(['manage_roles', 'view_refunds']);
    // A role holding rights the caller lacks stays out of its reach, even to narrow it.
    const narrowed = await t.call('PUT', `/api/roles/${managerRole}/permissions`, {
      token: roleManager,
      body: ids(['view_refunds']),
    });
    expect(narrowed.status).toBe(403);
    // Within its own rights it still edits roles.
    const within = await t.call('PUT', `/api/roles/${basicRole}/permissions`, {
      token: roleManager,
      body: ids(['view_refunds']),
    });
    expect(within.status).toBe(200);
  });
});

describe('an administrator', () => {
  it('grants the admin role and manages other administrators', async () => {
    const created = await post(t.admin, { username: 'ucuncu_admin', password: PASSWORD, role_id: 1 });
    expect(created.status).toBe(201);
    expect((await put(t.admin, otherCasiId, { role_id: 1 })).status).toBe(200);
    expect((await put(t.admin, admin2Id, { is_2fa_enabled: false, password: 'Yeni-Parola-3' })).status).toBe(
      200,
    );
    expect((await user(admin2Id)).is_2fa_enabled).toBe(0);
    expect((await put(t.admin, created.body.id, { is_active: false })).status).toBe(200);
    expect((await t.call('DELETE', `/api/users/${created.body.id}`, { token: t.admin })).status).toBe(200);
  });

  it('cannot change its own role or deactivate itself either', async () => {
    await expectRefused(() => put(t.admin, 1, { role_id: 2 }), 'Kendi rolünüzü değiştiremezsiniz');
    await expectRefused(() => put(t.admin, 1, { is_active: false }), 'Kendi hesabınızı pasif yapamazsınız');
    expect(await user(1)).toMatchObject({ role_id: 1, is_active: 1 });
  });
});
