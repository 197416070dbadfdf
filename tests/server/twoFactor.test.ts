import { describe, expect, it } from 'vitest';
import { loadUserAccess } from '../../server/auth/access.js';
import { completeSignIn } from '../../server/auth/signIn.js';
import { generateTotpCode, TOTP_PERIOD_SECONDS } from '../../server/auth/totp.js';
import { setupTestServer } from './harness.js';

const t = setupTestServer();

/** A code of the step `offset` steps away from now: the server accepts ±1. */
const codeAt = (secret: string, offset: number) =>
  generateTotpCode(secret, Date.now() + offset * TOTP_PERIOD_SECONDS * 1000);

/**
 * Waits out the last seconds of a 30-second step, so that the codes a test makes from now on (offsets
 * from the current step) keep meaning the same steps while the test runs.
 */
async function awayFromStepEnd(): Promise<void> {
  const periodMs = TOTP_PERIOD_SECONDS * 1000;
  const leftMs = periodMs - (Date.now() % periodMs);
  if (leftMs < 8000) await new Promise((resolve) => setTimeout(resolve, leftMs + 50));
}

/** Creates a user and turns 2FA on through the API; answers the secret. */
async function userWith2fa(username: string): Promise<{ secret: string; userId: number }> {
  await awayFromStepEnd();
  const userId = await t.createUser({ username, password: 'parola123' });
  const token = await t.signIn(username, 'parola123');
  const setup = await t.call('POST', '/api/auth/2fa/setup', { token });
  const verify = await t.call('POST', '/api/auth/2fa/verify', {
    token,
    body: { token: codeAt(setup.body.secret, -1) },
  });
  expect(verify.status).toBe(200);
  return { secret: setup.body.secret, userId };
}

async function passwordStep(username: string) {
  const response = await t.call('POST', '/api/auth/login', {
    body: { username, password: 'parola123' },
  });
  expect(response.status).toBe(200);
  return response.body as { userId: number; ticket: string; token?: string; is_2fa_enabled: boolean };
}

describe('2FA setup from the profile', () => {
  it('activates the secret only after a correct first code', async () => {
    await t.createUser({ username: 'kurulum', password: 'parola123' });
    const token = await t.signIn('kurulum', 'parola123');
    expect((await t.call('GET', '/api/auth/2fa/status', { token })).body).toEqual({
      is2FAEnabled: false,
    });

    const setup = await t.call('POST', '/api/auth/2fa/setup', { token });
    expect(setup.status).toBe(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await t.call('GET', '/api/auth/2fa/status', { token })).body).toEqual({
      is2FAEnabled: false,
    });
    // Sign-in still needs no code while setup is pending.
    expect((await passwordStep('kurulum')).token).toBeTypeOf('string');

    const empty = await t.call('POST', '/api/auth/2fa/verify', { token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Doğrulama kodu gereklidir');
    const wrong = await t.call('POST', '/api/auth/2fa/verify', {
      token,
      body: { token: codeAt(setup.body.secret, 5) },
    });
    expect(wrong.status).toBe(400);
    const right = await t.call('POST', '/api/auth/2fa/verify', {
      token,
      body: { token: codeAt(setup.body.secret, 0) },
    });
    expect(right.status).toBe(200);
    expect(right.body.is2FAEnabled).toBe(true);
    expect((await t.call('GET', '/api/auth/2fa/status', { token })).body).toEqual({
      is2FAEnabled: true,
    });
    expect((await t.systemLogs('enable_2fa')).some((r) => r.username === 'kurulum')).toBe(true);
  });

  it('ends the user’s other sessions, opened with the password alone, when 2FA is turned on', async () => {
    await t.createUser({ username: 'iki_oturum', password: 'parola123' });
    const other = await t.signIn('iki_oturum', 'parola123');
    const token = await t.signIn('iki_oturum', 'parola123');
    const setup = await t.call('POST', '/api/auth/2fa/setup', { token });
    const verify = await t.call('POST', '/api/auth/2fa/verify', {
      token,
      body: { token: codeAt(setup.body.secret, 0) },
    });
    expect(verify.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: other })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(200);
  });

  it('gives no session to a password-only sign-in that finishes after 2FA was turned on', async () => {
    const userId = await t.createUser({ username: 'yaris_2fa', password: 'parola123' });
    // The password step read the user before the switch; its completion comes after it.
    const before = await loadUserAccess(t.ctx.db, userId);
    const token = await t.signIn('yaris_2fa', 'parola123');
    const setup = await t.call('POST', '/api/auth/2fa/setup', { token });
    await t.call('POST', '/api/auth/2fa/verify', {
      token,
      body: { token: codeAt(setup.body.secret, 0) },
    });
    const sessionsBefore = await t.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    const client = { ip: '127.0.0.1', userAgent: null };
    const proof = { dialect: t.ctx.dialect, secondFactor: false };
    await expect(
      completeSignIn(t.ctx.db, before!, t.ctx.sessionPolicy, client, 'Giriş yapıldı', proof),
    ).rejects.toMatchObject({ statusCode: 409 });
    const sessionsAfter = await t.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(sessionsAfter).toEqual(sessionsBefore);
  });

  it('refuses verify without a started setup, and a second setup while enabled', async () => {
    await userWith2fa('ikinci_kurulum');
    await t.createUser({ username: 'kurulumsuz', password: 'parola123' });
    const token = await t.signIn('kurulumsuz', 'parola123');
    const verify = await t.call('POST', '/api/auth/2fa/verify', { token, body: { token: '123456' } });
    expect(verify.status).toBe(400);
    expect(verify.body.message).toBe('Önce iki faktörlü doğrulama kurulumunu başlatın');
  });

  it('disables only with the right password', async () => {
    const { secret } = await userWith2fa('kapatan');
    const { userId, ticket } = await passwordStep('kapatan');
    const session = await t.call('POST', '/api/auth/2fa/validate', {
      body: { token: codeAt(secret, 1), userId, ticket },
    });
    const token = session.body.token as string;
    expect((await t.call('POST', '/api/auth/2fa/disable', { token, body: {} })).body.message).toBe(
      'Şifre gereklidir',
    );
    const wrong = await t.call('POST', '/api/auth/2fa/disable', {
      token,
      body: { password: 'yanlis' },
    });
    expect(wrong.status).toBe(400);
    const right = await t.call('POST', '/api/auth/2fa/disable', {
      token,
      body: { password: 'parola123' },
    });
    expect(right.body).toMatchObject({ is2FAEnabled: false });
    expect((await passwordStep('kapatan')).token).toBeTypeOf('string');
    expect((await t.systemLogs('disable_2fa')).some((r) => r.username === 'kapatan')).toBe(true);
  });
});

describe('2FA sign-in', () => {
  it('answers a ticket instead of a session, and a session for ticket + code', async () => {
    const { secret, userId } = await userWith2fa('iki_adim');
    const step = await passwordStep('iki_adim');
    expect(step).toMatchObject({ is_2fa_enabled: true, userId });
    expect(step.token).toBeUndefined();
    expect(step.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const done = await t.call('POST', '/api/auth/2fa/validate', {
      body: { token: codeAt(secret, 0), userId, ticket: step.ticket },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      username: 'iki_adim',
      is_2fa_enabled: true,
      message: 'İki faktörlü doğrulama başarılı',
    });
    expect((await t.call('GET', '/api/auth/me', { token: done.body.token })).status).toBe(200);
  });

  it('never accepts the same code twice, nor an older one', async () => {
    const { secret, userId } = await userWith2fa('tekrar');
    const code = codeAt(secret, 0);
    const first = await passwordStep('tekrar');
    expect(
      (
        await t.call('POST', '/api/auth/2fa/validate', {
          body: { token: code, userId, ticket: first.ticket },
        })
      ).status,
    ).toBe(200);
    const second = await passwordStep('tekrar');
    const replay = await t.call('POST', '/api/auth/2fa/validate', {
      body: { token: code, userId, ticket: second.ticket },
    });
    expect(replay.status).toBe(401);
    const older = await t.call('POST', '/api/auth/2fa/validate', {
      body: { token: codeAt(secret, -1), userId, ticket: second.ticket },
    });
    expect(older.status).toBe(401);
  });

  it('refuses codes outside the ±1 step window', async () => {
    const { secret, userId } = await userWith2fa('pencere');
    const { ticket } = await passwordStep('pencere');
    const far = await t.call('POST', '/api/auth/2fa/validate', {
      body: { token: codeAt(secret, 3), userId, ticket },
    });
    expect(far.status).toBe(401);
    expect(far.body).toMatchObject({ message: 'Doğrulama kodu geçersiz', attemptsLeft: 2 });
  });

  it('voids the ticket after three wrong codes', async () => {
    const { secret, userId } = await userWith2fa('uc_hata');
    const { ticket } = await passwordStep('uc_hata');
    const wrong = () =>
      t.call('POST', '/api/auth/2fa/validate', { body: { token: codeAt(secret, 4), userId, ticket } });
    expect((await wrong()).body.attemptsLeft).toBe(2);
    expect((await wrong()).body.attemptsLeft).toBe(1);
    const third = await wrong();
    expect(third.status).toBe(401);
    expect(third.body).toMatchObject({ ticketExpired: true, attemptsLeft: 0 });
    const right = await t.call('POST', '/api/auth/2fa/validate', {
      body: { token: codeAt(secret, 0), userId, ticket },
    });
    expect(right.status).toBe(401);
    expect(right.body.ticketExpired).toBe(true);
    expect((await t.systemLogs('login_2fa_failed')).filter((r) => r.username === 'uc_hata')).toHaveLength(3);
  });

  it('refuses a missing, foreign, forged or expired ticket and a malformed code', async () => {
    const { secret, userId } = await userWith2fa('bilet');
    const other = await userWith2fa('baska_bilet');
    const { ticket } = await passwordStep('bilet');
    const code = codeAt(secret, 0);
    const validate = (body: object) => t.call('POST', '/api/auth/2fa/validate', { body });

    expect((await validate({ token: code, userId })).status).toBe(401);
    expect((await validate({ token: code, userId: other.userId, ticket })).status).toBe(401);
    expect((await validate({ token: code, userId, ticket: 'a'.repeat(43) })).status).toBe(401);
    const malformed = await validate({ token: '12ab56', userId, ticket });
    expect(malformed.status).toBe(400);
    expect((await validate({ userId, ticket })).body.message).toBe('Doğrulama kodu gereklidir');

    await t.ctx.db
      .updateTable('login_tickets')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', userId)
      .execute();
    const expired = await validate({ token: code, userId, ticket });
    expect(expired.status).toBe(401);
    expect(expired.body.ticketExpired).toBe(true);
  });

  it('counts wrong codes toward the login block', async () => {
    const { secret, userId } = await userWith2fa('kaba_kuvvet');
    for (let round = 0; round < 4; round++) {
      const { ticket } = await passwordStep('kaba_kuvvet');
      for (let i = 0; i < 3 && round * 3 + i < 10; i++) {
        await t.call('POST', '/api/auth/2fa/validate', {
          body: { token: codeAt(secret, 4 + i), userId, ticket },
        });
      }
    }
    const state = await t.call('GET', '/api/users/login-attempts?username=kaba_kuvvet');
    expect(state.body.data.isBlocked).toBe(true);
    const login = await t.call('POST', '/api/auth/login', {
      body: { username: 'kaba_kuvvet', password: 'parola123' },
    });
    expect(login.status).toBe(429);
  });
});
