import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';

const t = setupTestServer({ signInAdmin: true });

const newUser = (body: object, token = t.admin) => t.call('POST', '/api/users', { token, body });
/** The admin's GET /api/users with this react-admin filter. */
const usersWhere = (filter: object) =>
  t.call('GET', `/api/users?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: t.admin });
const importUsers = (body: object[]) =>
  t.call('POST', '/api/scripts/create-users-from-json', { token: t.admin, body });
/** One user of a JSON import: a casi with the usual test password, plus `extra` fields. */
const casiImportRow = (username: string, extra: object = {}) => ({
  username,
  password: 'parola123',
  role_id: 2,
  ...extra,
});

describe('users API', () => {
  it('creates a user, lists it with its role, and signs it in', async () => {
    const created = await newUser({
      username: 'yeni_kisi',
      password: 'parola123',
      role_id: 2,
      email: 'y@example.test',
      full_name: 'Yeni Kişi',
      is_2fa_enabled: '0',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      username: 'yeni_kisi',
      role_display_name: 'CASI Yetkili',
      is_active: true,
      is_2fa_enabled: false,
      message: 'Kullanıcı başarıyla eklendi',
    });
    expect(created.body).not.toHaveProperty('password_hash');
    const list = await usersWhere({ q: 'yeni' });
    expect(list.body.map((u: { username: string }) => u.username)).toEqual(['yeni_kisi']);
    expect(list.headers.get('content-range')).toBe('users 0-0/1');
    expect(await t.signIn('yeni_kisi', 'parola123')).toBeTypeOf('string');
    expect((await t.systemLogs('create_user')).some((r) => r.details?.includes('yeni_kisi'))).toBe(true);
  });

  it.each([
    [{ password: 'parola123', role_id: 2 }, 400, 'Lütfen zorunlu alanları doldurun'],
    [{ username: 'a', role_id: 2 }, 400, 'Lütfen zorunlu alanları doldurun'],
    [{ username: 'a', password: 'parola123' }, 400, 'Lütfen zorunlu alanları doldurun'],
    [
      { username: 'boşluk var', password: 'parola123', role_id: 2 },
      400,
      'Kullanıcı adı sadece harf, rakam ve alt çizgi içerebilir',
    ],
    [{ username: 'kisa', password: '123', role_id: 2 }, 400, 'Şifre en az 6 karakter olmalıdır'],
    [{ username: 'rolsuz', password: 'parola123', role_id: 999 }, 400, 'Seçilen rol bulunamadı'],
    [{ username: 'admin', password: 'parola123', role_id: 2 }, 409, 'Bu kullanıcı adı zaten kullanılıyor'],
    [{ username: 'ADMIN', password: 'parola123', role_id: 2 }, 409, 'Bu kullanıcı adı zaten kullanılıyor'],
    [
      { username: 'iki_fa', password: 'parola123', role_id: 2, is_2fa_enabled: 'true' },
      400,
      /profil sayfasından/,
    ],
  ])('refuses %j', async (body, status, message) => {
    const response = await newUser(body);
    expect(response.status).toBe(status);
    expect(response.body.message).toMatch(message);
  });

  it('sorts by username ascending by default and filters by role and activity', async () => {
    await newUser({ username: 'zz_son', password: 'parola123', role_id: 2, is_active: false });
    const all = await t.call('GET', '/api/users', { token: t.admin });
    const names = all.body.map((u: { username: string }) => u.username);
    expect(names).toEqual([...names].sort());
    const passive = await usersWhere({ is_active: false });
    expect(passive.body.map((u: { username: string }) => u.username)).toEqual(['zz_son']);
    const admins = await usersWhere({ role_id: 1 });
    expect(admins.body.map((u: { username: string }) => u.username)).toEqual(['admin']);
  });

  it('keeps the username, treats a blank password as unchanged, and signs out a deactivated user at once', async () => {
    const { body } = await newUser({ username: 'duzenlenen', password: 'parola123', role_id: 2 });
    const token = await t.signIn('duzenlenen', 'parola123');
    expect(
      (await t.call('PUT', `/api/users/${body.id}`, { token: t.admin, body: { username: 'baska' } })).body
        .message,
    ).toBe('Kullanıcı adı değiştirilemez');
    const updated = await t.call('PUT', `/api/users/${body.id}`, {
      token: t.admin,
      body: {
        username: 'duzenlenen',
        password: '',
        full_name: 'Düzenlendi',
        is_2fa_enabled: '0',
      },
    });
    expect(updated.body).toMatchObject({ full_name: 'Düzenlendi' });
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(200);
    await t.call('PUT', `/api/users/${body.id}`, { token: t.admin, body: { is_active: '0' } });
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
    expect(
      (
        await t.call('POST', '/api/auth/login', {
          body: { username: 'duzenlenen', password: 'parola123' },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses self-delete, and deleting, demoting or deactivating the last active admin', async () => {
    const self = await t.call('DELETE', '/api/users/1', { token: t.admin });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('Kendinizi silemezsiniz');
    const { body: second } = await newUser({ username: 'ikinci_admin', password: 'parola123', role_id: 1 });
    // With two active admins one may be demoted; after that the last one is protected on every route out.
    expect(
      (await t.call('PUT', `/api/users/${second.id}`, { token: t.admin, body: { role_id: 2 } })).status,
    ).toBe(200);
    // Nobody changes their own role or active flag (403); a non-administrator never touches an admin.
    const demote = await t.call('PUT', '/api/users/1', { token: t.admin, body: { role_id: 2 } });
    expect(demote.status).toBe(403);
    const casiToken = await t.signIn('ikinci_admin', 'parola123');
    expect((await t.call('DELETE', '/api/users/1', { token: casiToken })).status).toBe(403);
    expect((await t.call('PUT', '/api/users/1', { token: t.admin, body: { is_active: false } })).status).toBe(
      403,
    );
    // An administrator by admin_access still cannot remove the last active admin-role user.
    const { token: superToken } = await t.signInWithRole('ust_kisi', ['admin_access', 'manage_users']);
    const lastAdmin = 'Son aktif yönetici silinemez, pasif yapılamaz veya başka bir role alınamaz';
    for (const [method, body] of [
      ['DELETE', undefined],
      ['PUT', { is_active: false }],
      ['PUT', { role_id: 2 }],
    ] as const) {
      const response = await t.call(method, '/api/users/1', { token: superToken, body });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(lastAdmin);
    }
    expect((await t.call('GET', '/api/auth/me', { token: t.admin })).body.role_name).toBe('admin');
  });

  it('needs admin, casi or manage_users', async () => {
    const { token } = await t.signInWithRole('logcu_kisi', ['view_logs']);
    expect((await t.call('GET', '/api/users', { token })).status).toBe(403);
    expect((await newUser({ username: 'x1', password: 'parola123', role_id: 2 }, token)).status).toBe(403);
    await t.createUser({ username: 'casi_yonetir', password: 'parola123', roleId: 2 });
    expect(
      (await t.call('GET', '/api/users', { token: await t.signIn('casi_yonetir', 'parola123') })).status,
    ).toBe(200);
  });
});

describe('bulk user work', () => {
  it('imports a JSON file all or nothing', async () => {
    const bad = await importUsers([
      casiImportRow('toplu_1'),
      casiImportRow('toplu 2'),
      casiImportRow('toplu_1'),
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(bad.body.errors.map((e: { index: number }) => e.index)).toEqual([1, 2]);
    expect((await usersWhere({ q: 'toplu' })).body).toEqual([]);

    const good = await importUsers([
      casiImportRow('toplu_1', { is_2fa_enabled: 'false' }),
      casiImportRow('toplu_2', { email: 't2@example.test' }),
    ]);
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ success: true, message: '2 kullanıcı oluşturuldu' });
  });

  it('refuses a duplicate of an existing user inside an import without breaking the transaction', async () => {
    const response = await importUsers([casiImportRow('admin'), casiImportRow('toplu_yeni')]);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { index: 0, username: 'admin', message: 'Bu kullanıcı adı zaten kullanılıyor' },
    ]);
  });

  it('deactivates and deletes in bulk, each record checked', async () => {
    const a = (await newUser({ username: 'toplu_a', password: 'parola123', role_id: 2 })).body.id;
    const b = (await newUser({ username: 'toplu_b', password: 'parola123', role_id: 2 })).body.id;
    const deactivate = await t.call('POST', '/api/users/bulk', {
      token: t.admin,
      body: { action: 'deactivate', ids: [a, b, 1] },
    });
    expect(deactivate.body.succeeded).toEqual([a, b]);
    expect(deactivate.body.failed).toEqual([{ id: 1, message: 'Kendi hesabınızı pasif yapamazsınız' }]);
    const removed = await t.call('POST', '/api/users/bulk', {
      token: t.admin,
      body: { action: 'delete', ids: [a, b] },
    });
    expect(removed.body.succeeded).toEqual([a, b]);
  });
});
