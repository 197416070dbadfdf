import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
const t = setupTestServer({ signInAdmin: true });

const expectFieldRefused = (response: { status: number; body: { message?: string } }, field: string) => {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.message).toBe(`Geçersiz veya eksik alan: ${field}`);
};
const newUser = (body: object) => t.call('POST', '/api/users', { token: t.admin, body });
const base = { password: 'parola123', role_id: 2 };

describe('user contract bounds', () => {
  it('refuses over-long username, e-mail and full name, and a flag that is not one', async () => {
    expectFieldRefused(await newUser({ ...base, username: 'a'.repeat(65) }), 'username');
    expectFieldRefused(
      await newUser({ ...base, username: 'uzun_eposta', email: `${'a'.repeat(250)}@x.tr` }),
      'email',
    );
    expectFieldRefused(
      await newUser({ ...base, username: 'uzun_ad', full_name: 'A'.repeat(129) }),
      'full_name',
    );
    expectFieldRefused(await newUser({ ...base, username: 'bayrak', is_active: 'belki' }), 'is_active');
    expect((await newUser({ ...base, username: 'a'.repeat(64) })).status).toBe(201);
  });

  it('keeps the password rule’s own message up to the input bound', async () => {
    const long = await newUser({ ...base, username: 'uzun_sifre', password: 'x'.repeat(129) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Şifre en fazla 128 karakter olabilir');
    expectFieldRefused(
      await newUser({ ...base, username: 'cok_uzun', password: 'x'.repeat(1025) }),
      'password',
    );
  });

  it('leaves a flag sent as null unchanged', async () => {
    const created = await newUser({ ...base, username: 'bos_bayrak' });
    const id = created.body.id as number;
    const updated = await t.call('PUT', `/api/users/${id}`, {
      token: t.admin,
      body: { is_active: null, full_name: 'Bayrak Aynı' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ is_active: true, full_name: 'Bayrak Aynı' });
  });

  it('answers 404 for a path id beyond the id range or that is no number', async () => {
    expect((await t.call('GET', '/api/users/9999999999', { token: t.admin })).status).toBe(404);
    for (const path of ['/api/users/2147483648', '/api/users/abc', '/api/roles/abc/permissions']) {
      const response = await t.call('GET', path, { token: t.admin });
      expect(response.status, path).toBe(404);
      expect(response.body.message, path).toMatch(/^(Kullanıcı|Rol) bulunamadı$/);
    }
  });

  it('takes 1 to 500 users in an import and refuses a filter value of the wrong type', async () => {
    const importUsers = (body: unknown) =>
      t.call('POST', '/api/scripts/create-users-from-json', { token: t.admin, body });
    expect((await importUsers([])).status).toBe(400);
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ username: `fazla_${i}`, ...base }));
    expect((await importUsers(tooMany)).status).toBe(400);
    expect((await importUsers({ users: [{ username: 'sarili_1', ...base }] })).body.created).toHaveLength(1);
    const filter = encodeURIComponent(JSON.stringify({ is_active: 'belki' }));
    const listed = await t.call('GET', `/api/users?filter=${filter}`, { token: t.admin });
    expect(listed.status).toBe(400);
    expect(listed.body.message).toBe('Geçersiz filtre değeri');
  });
});

describe('role, auth and log contract bounds', () => {
  it('refuses over-long role names and descriptions, and too many permission ids', async () => {
    const create = (body: object) => t.call('POST', '/api/roles', { token: t.admin, body });
    expectFieldRefused(await create({ name: 'uzun', display_name: 'D'.repeat(129) }), 'display_name');
    expectFieldRefused(
      await create({ name: 'uzun', display_name: 'D', description: 'x'.repeat(1001) }),
      'description',
    );
    const ids = Array.from({ length: 1001 }, () => 1);
    const put = await t.call('PUT', '/api/roles/2/permissions', { token: t.admin, body: ids });
    expect(put.status).toBe(400);
    expect((await t.call('GET', '/api/roles/9999999999/permissions', { token: t.admin })).status).toBe(404);
  });

  it('refuses an over-long sign-in name before counting it', async () => {
    const response = await t.call('POST', '/api/auth/login', {
      body: { username: 'k'.repeat(129), password: 'x' },
    });
    expectFieldRefused(response, 'username');
  });

  it('refuses a log filter action that is not text and an over-long action path', async () => {
    const filter = encodeURIComponent(JSON.stringify({ action: 5 }));
    const response = await t.call('GET', `/api/logs?filter=${filter}`, { token: t.admin });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Geçersiz filtre değeri');
    expectFieldRefused(
      await t.call('GET', `/api/logs/action/${'a'.repeat(65)}`, { token: t.admin }),
      'action',
    );
    expect((await t.call('GET', '/api/logs/action/login', { token: t.admin })).status).toBe(200);
  });
});
