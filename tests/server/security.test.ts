import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  call,
  createTestDatabase,
  createUser,
  setupTestServer,
  signIn,
  startTestServer,
} from './harness.js';

const t = setupTestServer({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '5' } });

describe('security headers and error bodies', () => {
  it('sends a strict CSP, nosniff and frame-ancestors none on API answers and errors', async () => {
    for (const response of [
      await t.call('GET', '/api/auth/me'),
      await t.call('GET', '/api/users/login-attempts?username=x'),
    ]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('sends the same full set of security headers on answers, refusals and unknown paths', async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const path of ['/api/auth/me', '/api/does/not/exist', '/i18n/tr.json', '/login']) {
      const response = await t.call('GET', path);
      for (const [name, value] of Object.entries(expected)) {
        expect(`${path} ${name}: ${response.headers.get(name)}`).toBe(`${path} ${name}: ${value}`);
      }
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
          "font-src 'self' data:;connect-src 'self';frame-src 'self' blob:;object-src 'none';base-uri 'self';" +
          "form-action 'self';frame-ancestors 'none'",
      );
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('answers an oversized body with 413 and a JSON message', async () => {
    const response = await t.call('POST', '/api/users/login-attempts', {
      rawBody: JSON.stringify({ username: 'a'.repeat(300 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'İstek gövdesi çok büyük' });
  });

  it('answers an unsupported content type with 415 JSON', async () => {
    const response = await t.call('POST', '/api/users/login-attempts', {
      rawBody: 'username=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe('Desteklenmeyen içerik türü');
  });
});

describe('rate limits', () => {
  it('limits sign-in calls per client and answers 429 in Turkish', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await t.call('POST', '/api/auth/login', { body: { username: `rl${i}`, password: 'x' } })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const limited = await t.call('POST', '/api/auth/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.');
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('keeps counting in the database, so a second server on it shares the limit and the block', async () => {
    const second = await startTestServer({ database: t.database, env: { AUTH_RATE_LIMIT_PER_MINUTE: '5' } });
    try {
      const response = await call(second, 'POST', '/api/auth/login', {
        body: { username: 'admin', password: ADMIN_PASSWORD },
      });
      expect(response.status).toBe(429);
    } finally {
      await second.stop();
    }
  });
});

describe('login block across restarts', () => {
  it('still blocks a username after the server restarts', async () => {
    const fresh = await createTestDatabase();
    try {
      const first = await startTestServer({ database: fresh });
      await createUser(first.ctx, { username: 'kalici', password: 'parola123' });
      for (let i = 0; i < 10; i++) {
        await call(first, 'POST', '/api/auth/login', { body: { username: 'kalici', password: 'yanlis' } });
      }
      await first.stop();
      const restarted = await startTestServer({ database: fresh });
      try {
        const response = await call(restarted, 'POST', '/api/auth/login', {
          body: { username: 'kalici', password: 'parola123' },
        });
        expect(response.status).toBe(429);
        expect(response.body.isBlocked).toBe(true);
        // The seed ran again without duplicating anything.
        const admins = await restarted.ctx.db.selectFrom('users').select('id').execute();
        expect(admins).toHaveLength(2);
        const token = await signIn(restarted, 'admin', ADMIN_PASSWORD);
        expect(token).toBeTypeOf('string');
      } finally {
        await restarted.stop();
      }
    } finally {
      await fresh.drop();
    }
  });
});
