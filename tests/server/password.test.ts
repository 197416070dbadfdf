import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';

const t = setupTestServer();

const change = (token: string, body: object) => t.call('POST', '/api/users/update-password', { token, body });

describe('POST /api/users/update-password', () => {
  it.each([
    [{ newPassword: 'yeni-parola' }, 'Mevcut şifre gereklidir'],
    [{ currentPassword: 'parola123' }, 'Yeni şifre gereklidir'],
    [{ currentPassword: 'parola123', newPassword: '12345' }, 'Şifre en az 6 karakter olmalıdır'],
    [{ currentPassword: 'parola123', newPassword: 'x'.repeat(129) }, 'Şifre en fazla 128 karakter olabilir'],
    [{ currentPassword: 'yanlis', newPassword: 'yeni-parola' }, 'Mevcut şifre hatalı'],
  ])('refuses %j with "%s" and changes nothing', async (body, message) => {
    const username = `kural_${Math.random().toString(36).slice(2, 8)}`;
    await t.createUser({ username, password: 'parola123' });
    const token = await t.signIn(username, 'parola123');
    const response = await change(token, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { username, password: 'parola123' } })).status,
    ).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    await t.createUser({ username: 'degistiren', password: 'parola123' });
    const current = await t.signIn('degistiren', 'parola123');
    const other = await t.signIn('degistiren', 'parola123');
    const response = await change(current, { currentPassword: 'parola123', newPassword: 'yepyeni-parola' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Şifre başarıyla güncellendi');
    expect((await t.call('GET', '/api/auth/me', { token: current })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: other })).status).toBe(401);
    expect(
      (
        await t.call('POST', '/api/auth/login', {
          body: { username: 'degistiren', password: 'parola123' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await t.call('POST', '/api/auth/login', {
          body: { username: 'degistiren', password: 'yepyeni-parola' },
        })
      ).status,
    ).toBe(200);
    expect((await t.systemLogs('update_password')).some((r) => r.username === 'degistiren')).toBe(true);
  });

  it('stores argon2id hashes, never the password', async () => {
    const row = await t.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
