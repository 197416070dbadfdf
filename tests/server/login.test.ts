import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, setupTestServer } from './harness.js';

const t = setupTestServer();

const login = (username: unknown, password: unknown) =>
  t.call('POST', '/api/auth/login', { body: { username, password } });

describe('POST /api/auth/login', () => {
  it('signs in the seeded admin and answers the session user with a token', async () => {
    const response = await login('admin', ADMIN_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: 1,
      username: 'admin',
      role_id: 1,
      role_name: 'admin',
      role: 'admin',
      role_display_name: 'Yönetici',
      is_2fa_enabled: false,
      message: 'Giriş başarılı',
    });
    expect(response.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body.permissions).toContain('admin_access');
    expect(response.body).not.toHaveProperty('password_hash');
  });

  it('stores only a hash of the session token', async () => {
    const { body } = await login('admin', ADMIN_PASSWORD);
    const rows = await t.ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(body.token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it.each([
    [{}, 'both missing'],
    [{ username: 'admin' }, 'password missing'],
    [{ password: 'x' }, 'username missing'],
    [{ username: '   ', password: 'x' }, 'blank username'],
  ])('answers 400 with the spec message when %j (%s)', async (body, _label) => {
    const response = await t.call('POST', '/api/auth/login', { body });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Lütfen kullanıcı adı ve şifrenizi girin');
  });

  it('answers 400, not 500, to wrong types and malformed JSON', async () => {
    const typed = await t.call('POST', '/api/auth/login', {
      body: { username: { $ne: 1 }, password: [] },
    });
    expect(typed.status).toBe(400);
    const malformed = await t.call('POST', '/api/auth/login', { rawBody: '{"username":' });
    expect(malformed.status).toBe(400);
    expect(typeof malformed.body.message).toBe('string');
    expect(JSON.stringify(malformed.body)).not.toMatch(/at .*\.js|stack/i);
  });

  it('gives an unknown user exactly the answer of a wrong password', async () => {
    await t.createUser({ username: 'ayse', password: 'dogru-parola' });
    const wrong = await login('ayse', 'yanlis');
    const unknown = await login('kimse_yok', 'yanlis');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe('Kullanıcı adı veya şifre hatalı');
  });

  it('refuses an inactive account with 403 even with the right password', async () => {
    await t.createUser({ username: 'pasif_kisi', password: 'parola123', isActive: false });
    const response = await login('pasif_kisi', 'parola123');
    expect(response.status).toBe(403);
    expect(response.body.token).toBeUndefined();
  });

  it('writes login and login_failed system log rows with the client IP', async () => {
    await t.createUser({ username: 'logcu', password: 'parola123' });
    await login('logcu', 'yanlis');
    await login('logcu', 'parola123');
    const failed = (await t.systemLogs('login_failed')).filter((r) => r.username === 'logcu');
    const ok = (await t.systemLogs('login')).filter((r) => r.username === 'logcu');
    expect(failed).toHaveLength(1);
    expect(ok).toHaveLength(1);
    expect(ok[0].ip_address).toBe('127.0.0.1');
    expect(ok[0].user_id).toBeTypeOf('number');
  });
});

describe('login block', () => {
  it('warns from the fifth failure and blocks for 15 minutes at the tenth', async () => {
    await t.createUser({ username: 'mehmet', password: 'gercek-parola' });
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await login('mehmet', 'yanlis');
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({
        attempts: attempt,
        isBlocked: false,
        remainingAttempts: 10 - attempt,
      });
      expect(response.body.message).toBe('Kullanıcı adı veya şifre hatalı');
    }
    // The figures carry the warning; the message stays the error alone, so the warning shows once.
    for (let attempt = 5; attempt <= 9; attempt++) {
      const response = await login('mehmet', 'yanlis');
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({
        message: 'Kullanıcı adı veya şifre hatalı',
        attempts: attempt,
        remainingAttempts: 10 - attempt,
      });
    }
    const before = Date.now();
    const blocked = await login('mehmet', 'yanlis');
    expect(blocked.status).toBe(429);
    expect(blocked.body.isBlocked).toBe(true);
    expect(blocked.body.message).toMatch(
      /^Çok fazla başarısız giriş denemesi\. Hesabınız 15 dakika süreyle engellendi\.$/,
    );
    const until = Date.parse(blocked.body.blockedUntil);
    expect(until - before).toBeGreaterThan(14.9 * 60_000);
    expect(until - before).toBeLessThanOrEqual(15 * 60_000 + 5_000);

    const rightPassword = await login('mehmet', 'gercek-parola');
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.body.token).toBeUndefined();
  });

  it('reports the record through GET and POST /api/users/login-attempts without counting', async () => {
    await login('sayac', 'a');
    await login('sayac', 'b');
    const get = await t.call('GET', '/api/users/login-attempts?username=sayac');
    expect(get.status).toBe(200);
    expect(get.body).toEqual({ data: { attempts: 2, isBlocked: false, blockedUntil: null } });
    const post = await t.call('POST', '/api/users/login-attempts', { body: { username: 'sayac' } });
    expect(post.body).toEqual({ data: { attempts: 2, isBlocked: false, blockedUntil: null } });
    const missing = await t.call('GET', '/api/users/login-attempts');
    expect(missing.status).toBe(400);
  });

  it('counts failures under the typed name, as case-sensitive as usernames, and resets on success', async () => {
    await t.createUser({ username: 'zeynep', password: 'parola123' });
    await login('Zeynep', 'yanlis');
    await login('zeynep', 'yanlis');
    await login('zeynep', 'yanlis');
    expect((await t.call('GET', '/api/users/login-attempts?username=zeynep')).body.data.attempts).toBe(2);
    expect((await t.call('GET', '/api/users/login-attempts?username=Zeynep')).body.data.attempts).toBe(1);
    expect((await login('zeynep', 'parola123')).status).toBe(200);
    expect((await t.call('GET', '/api/users/login-attempts?username=zeynep')).body.data.attempts).toBe(0);
  });

  it('lifts an expired block and starts counting afresh', async () => {
    await t.createUser({ username: 'eski_blok', password: 'parola123' });
    await t.ctx.db
      .insertInto('login_attempts')
      .values({
        username: 'eski_blok',
        attempts: 10,
        blocked_until: Date.now() - 1000,
        updated_at: Date.now(),
      })
      .execute();
    const state = await t.call('GET', '/api/users/login-attempts?username=eski_blok');
    expect(state.body.data).toEqual({ attempts: 0, isBlocked: false, blockedUntil: null });
    const wrong = await login('eski_blok', 'yanlis');
    expect(wrong.status).toBe(401);
    expect(wrong.body.attempts).toBe(1);
    expect((await login('eski_blok', 'parola123')).status).toBe(200);
  });

  it('counts every one of many concurrent failures', async () => {
    await Promise.all(Array.from({ length: 8 }, () => login('paralel', 'yanlis')));
    const state = await t.call('GET', '/api/users/login-attempts?username=paralel');
    expect(state.body.data.attempts).toBe(8);
  });
});
