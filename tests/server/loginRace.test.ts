import { describe, expect, it } from 'vitest';
import { generateTotpCode, generateTotpSecret, TOTP_PERIOD_SECONDS } from '../../server/auth/totp.js';
import { LOGIN_MAX_ATTEMPTS } from '../../contract/permissions.js';
import { setupTestServer } from './harness.js';
// The per-IP rate limit would otherwise answer 429 before the login block is even reached.
const t = setupTestServer({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });

const PASSWORD = 'dogru-parola-1';

const login = (username: string, password: string) =>
  t.call('POST', '/api/auth/login', { body: { username, password } });

/** Log rows written after a verification ran (a refusal before verifying writes none). */
async function logsOf(username: string) {
  const rows = await t.ctx.db
    .selectFrom('system_logs')
    .select(['action', 'details'])
    .where('username', '=', username)
    .execute();
  const count = (action: string) => rows.filter((row) => row.action === action).length;
  return { failed: count('login_failed'), codeFailed: count('login_2fa_failed'), success: count('login') };
}

const attemptsOf = async (username: string) =>
  (await t.call('GET', `/api/users/login-attempts?username=${username}`)).body.data as {
    attempts: number;
    isBlocked: boolean;
  };

describe('the login block under parallel requests', () => {
  it('verifies at most 10 of 30 parallel wrong passwords and blocks the rest', async () => {
    await t.createUser({ username: 'paralel1', password: PASSWORD });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('paralel1', `yanlis-${i}`)),
    );
    // Failures answered before the tenth one blocked say 401; every other request, verified or not, 429.
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThan(LOGIN_MAX_ATTEMPTS);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect((await logsOf('paralel1')).failed).toBe(LOGIN_MAX_ATTEMPTS);
    for (const blocked of responses.filter((r) => r.status === 429)) {
      expect(blocked.body.message).toMatch(
        /^Çok fazla başarısız giriş denemesi\. Hesabınız \d+ dakika süreyle/,
      );
    }
    expect(await attemptsOf('paralel1')).toMatchObject({ attempts: LOGIN_MAX_ATTEMPTS, isBlocked: true });
    // The block holds against the right password too.
    expect((await login('paralel1', PASSWORD)).status).toBe(429);
  });

  it('lets 29 wrong and 1 right password sent together run at most 10 verifications', async () => {
    await t.createUser({ username: 'paralel2', password: PASSWORD });
    const passwords = Array.from({ length: 30 }, (_, i) => (i === 15 ? PASSWORD : `yanlis-${i}`));
    const responses = await Promise.all(passwords.map((password) => login('paralel2', password)));
    const logs = await logsOf('paralel2');
    expect(logs.failed + logs.success).toBeLessThanOrEqual(LOGIN_MAX_ATTEMPTS);
    expect(responses.filter((r) => r.status === 401 || r.status === 200).length).toBeLessThanOrEqual(
      LOGIN_MAX_ATTEMPTS,
    );
    const signedIn = responses[15].status === 200;
    if (!signedIn) {
      // The right password came too late: 10 failures were verified and the block stands.
      expect(responses[15].status).toBe(429);
      expect(logs.failed).toBe(LOGIN_MAX_ATTEMPTS);
      expect((await attemptsOf('paralel2')).isBlocked).toBe(true);
      expect((await login('paralel2', PASSWORD)).status).toBe(429);
    } else {
      // Its verification was one of the 10 allowed, so fewer than 10 failures ran: never a block.
      expect(logs.failed).toBeLessThan(LOGIN_MAX_ATTEMPTS);
    }
  });

  it('keeps to 10 verifications over several bursts of 12 wrong passwords', async () => {
    await t.createUser({ username: 'paralel3', password: PASSWORD });
    for (let round = 0; round < 3; round++) {
      await Promise.all(Array.from({ length: 12 }, (_, i) => login('paralel3', `yanlis-${round}-${i}`)));
    }
    expect((await logsOf('paralel3')).failed).toBe(LOGIN_MAX_ATTEMPTS);
  });

  it('counts parallel wrong 2FA codes toward the block: at most 3 per ticket and 10 in all', async () => {
    const userId = await t.createUser({ username: 'paralel4', password: PASSWORD });
    const secret = generateTotpSecret();
    await t.ctx.db
      .updateTable('users')
      .set({ is_2fa_enabled: 1, totp_secret: secret })
      .where('id', '=', userId)
      .execute();
    const tickets: string[] = [];
    for (let i = 0; i < 4; i++) {
      const step = await login('paralel4', PASSWORD);
      expect(step.status).toBe(200);
      tickets.push(step.body.ticket as string);
    }
    // The right password of the first step is not a failure.
    expect((await attemptsOf('paralel4')).attempts).toBe(0);
    const valid = new Set(
      [-1, 0, 1].map((offset) => generateTotpCode(secret, Date.now() + offset * TOTP_PERIOD_SECONDS * 1000)),
    );
    const wrong = ['000000', '111111', '222222', '333333', '444444'].filter((code) => !valid.has(code));
    const requests = tickets.flatMap((ticket) =>
      wrong.map((code) =>
        t.call('POST', '/api/auth/2fa/validate', { body: { token: code, userId, ticket } }),
      ),
    );
    const responses = await Promise.all(requests);
    expect(responses.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    const rows = await t.ctx.db
      .selectFrom('system_logs')
      .select('details')
      .where('username', '=', 'paralel4')
      .where('action', '=', 'login_2fa_failed')
      .execute();
    expect(rows).toHaveLength(LOGIN_MAX_ATTEMPTS);
    expect(await attemptsOf('paralel4')).toMatchObject({ attempts: LOGIN_MAX_ATTEMPTS, isBlocked: true });
    expect((await login('paralel4', PASSWORD)).status).toBe(429);
  });
});

describe('the login block per account', () => {
  it('is not cleared by signing in to another account whose name differs only in case', async () => {
    await t.createUser({ username: 'kasa', password: PASSWORD });
    await t.createUser({ username: 'KASA', password: PASSWORD });
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS - 1; i++)
      expect((await login('kasa', `tahmin-${i}`)).status).toBe(401);
    expect((await login('KASA', PASSWORD)).status).toBe(200);
    expect((await attemptsOf('kasa')).attempts).toBe(LOGIN_MAX_ATTEMPTS - 1);
    expect((await login('kasa', 'tahmin-son')).status).toBe(429);
    expect((await login('kasa', PASSWORD)).status).toBe(429);
  });
});
