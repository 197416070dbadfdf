import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, setupTestServer } from './harness.js';
let token: string;

const t = setupTestServer();

beforeAll(async () => {
  token = await t.signIn('admin', ADMIN_PASSWORD);
});

/** A raw HTTP request, for bodies fetch's FormData would never produce. */
async function raw(method: string, path: string, body: string | Buffer, contentType: string) {
  const response = await fetch(`${t.server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: new Uint8Array(typeof body === 'string' ? Buffer.from(body) : body),
  });
  const text = await response.text();
  return { status: response.status, text };
}

const list = (resource: string, params: Record<string, unknown>) =>
  `/api/${resource}?${new URLSearchParams(
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])),
  )}`;

const expect400 = (response: { status: number; body?: unknown; text?: string }) => {
  expect(response.status, JSON.stringify(response.body ?? response.text)).toBe(400);
  const message = response.body
    ? (response.body as { message?: string }).message
    : (JSON.parse(response.text ?? '{}') as { message?: string }).message;
  expect(typeof message).toBe('string');
};

describe('malformed multipart bodies', () => {
  const part = '--XYZ\r\nContent-Disposition: form-data; name="member_name"\r\n\r\nAli\r\n';
  for (const path of ['/api/refunds', '/api/receipt-analysis/analyze-dekont']) {
    it(`answers 400 on ${path} without a boundary, with a wrong one, or cut short`, async () => {
      expect400(await raw('POST', path, part, 'multipart/form-data'));
      expect400(await raw('POST', path, part + '--XYZ--\r\n', 'multipart/form-data; boundary=ABC'));
      expect400(await raw('POST', path, part.slice(0, 40), 'multipart/form-data; boundary=XYZ'));
      expect400(
        await raw(
          'POST',
          path,
          '--XYZ\r\nContent-Disposition: form-data; name="dekont"; filename="a.png"\r\n\r\n\x89PNG',
          'multipart/form-data; boundary=XYZ',
        ),
      );
    });
  }
});

describe('list parameters', () => {
  for (const resource of ['refunds', 'users', 'logs']) {
    it(`refuses huge ranges and inherited sort keys on ${resource}`, async () => {
      expect400(await t.call('GET', list(resource, { range: [1e300, 1e300] }), { token }));
      expect400(await t.call('GET', list(resource, { range: [0, 2 ** 40] }), { token }));
      for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
        expect400(await t.call('GET', list(resource, { sort: [key, 'ASC'] }), { token }));
      }
    });
  }

  it('refuses integers beyond 32 bits in ids, filters and the #id search', async () => {
    const big = 2 ** 31;
    for (const path of [
      `/api/refunds/${big}`,
      `/api/users/${big}`,
      `/api/statuses/${big}`,
      `/api/roles/${big}/permissions`,
      `/api/status-canned-responses/${big}`,
    ]) {
      const write = path.includes('statuses') || path.includes('canned');
      const response = await t.call(write ? 'PUT' : 'GET', path, {
        token,
        body: write ? { name: 'x', color: '#000000' } : undefined,
      });
      expect([400, 404], `${path} → ${response.status}`).toContain(response.status);
    }
    for (const filter of [
      { status_id: big },
      { payment_method_id: big },
      { id: [big] },
      { q: `#${big}` },
      { q: '#99999999999999' },
    ]) {
      const response = await t.call('GET', list('refunds', { filter }), { token });
      expect(response.status, JSON.stringify(filter)).toBeLessThan(500);
    }
    expect400(await t.call('GET', list('users', { filter: { role_id: big } }), { token }));
    const created = await t.call('POST', '/api/users', {
      token,
      body: { username: 'buyuk_rol', password: 'Parola-12345', role_id: big },
    });
    expect400(created);
    const bulk = await t.call('POST', '/api/users/bulk', {
      token,
      body: { action: 'activate', ids: [big] },
    });
    expect400(bulk);
  });
});

describe('NUL bytes', () => {
  it('refuses a NUL in JSON bodies, queries and list filters with a Turkish 400', async () => {
    expect400(await t.call('POST', '/api/auth/login', { body: { username: 'ad\u0000min', password: 'x' } }));
    expect400(
      await t.call('POST', '/api/statuses', {
        token,
        body: { name: 'Bek\u0000liyor', color: '#123456' },
      }),
    );
    expect400(await t.call('POST', '/api/refunds', { token, body: { member_name: 'A\u0000' } }));
    expect400(await t.call('GET', list('refunds', { filter: { q: 'a\u0000b' } }), { token }));
    expect400(await t.call('GET', list('users', { filter: { q: '\u0000' } }), { token }));
    expect400(await t.call('GET', list('logs', { filter: { q: 'x\u0000' } }), { token }));
    expect400(await t.call('GET', `/api/users/login-attempts?username=a%00b`));
  });

  it('refuses a NUL in a multipart field', async () => {
    const body =
      '--XYZ\r\nContent-Disposition: form-data; name="member_name"\r\n\r\nA\u0000li\r\n--XYZ--\r\n';
    expect400(await raw('POST', '/api/refunds', body, 'multipart/form-data; boundary=XYZ'));
  });

  it('exports CSV for a search that once broke the full-text query', async () => {
    const response = await fetch(
      `${t.server.baseUrl}/api/refunds/export?${new URLSearchParams({ filter: JSON.stringify({ q: '"' }) })}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    await response.text();
  });
});

/** Values an attacker would try; every route must answer them below 500. */
const nasty = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'İSTANBUL ışık ŞĞÜÇÖ',
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    '%',
    '_',
    '"',
    '\\',
    '#2147483648',
    '9'.repeat(30),
    'x'.repeat(3000),
    '2026-13-45',
  ),
  fc.constantFrom(2 ** 31, -1, 0, 1e300, -0, 1.5, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
);
const nastyValue = fc.oneof(
  nasty,
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nasty, { maxKeys: 3 }),
);
const FIELD_NAMES = [
  'id',
  'name',
  'username',
  'password',
  'role_id',
  'is_active',
  'email',
  'full_name',
  'status_id',
  'method',
  'amount',
  'member_name',
  'refund_name',
  'ticket_id',
  'banveri',
  'reason_id',
  'color',
  'action',
  'ids',
  'mail_sent',
  'roles',
  'permission_ids',
  'payment_method_ids',
  'token',
  'ticket',
  'currentPassword',
  'newPassword',
  'display_name',
  'status',
  'canned_response_id',
  'is_completed',
  'users',
  'version',
];
const body = fc.dictionary(fc.constantFrom(...FIELD_NAMES, '__proto__', 'constructor'), nastyValue, {
  maxKeys: 6,
});
const pathValue = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '99999999999999999999',
    '-1',
    '0',
    '1e3',
    'abc',
    '%00',
    '%C4%B0',
    '1.5',
    '__proto__',
    '%2e%2e',
  ),
  fc.integer({ min: 2, max: 5 }).map(String),
);
const query = fc.record(
  {
    sort: fc.oneof(
      fc.tuple(nasty, nasty).map((v) => JSON.stringify(v)),
      nasty.map(String),
    ),
    range: fc.oneof(
      fc.tuple(nasty, nasty).map((v) => JSON.stringify(v)),
      nasty.map(String),
    ),
    filter: fc.oneof(
      body.map((v) => JSON.stringify(v)),
      nasty.map(String),
    ),
    start_date: nasty.map(String),
    end_date: nasty.map(String),
    username: nasty.map(String),
  },
  { requiredKeys: [] },
);

describe('property: no route answers 5xx to hostile params, queries and bodies', () => {
  it('holds over every route of the server', async () => {
    // The event stream takes no input and never ends its body (its status is checked by the access matrix).
    const routes = t.server.app.routeTable.routes.filter(
      (r) => r.method !== 'HEAD' && !['/api/auth/logout', '/api/events'].includes(r.url),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), pathValue, query, body, async (route, id, q, b) => {
        const path = route.url.replace(/:(\w+)/g, () => id);
        const search = new URLSearchParams(q as Record<string, string>).toString();
        const response = await t.call(route.method, `${path}${search ? `?${search}` : ''}`, {
          token,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : b,
        });
        if (response.status >= 500 && response.status !== 502) {
          failures.push(`${route.method} ${path}?${search} ${JSON.stringify(b)} → ${response.status}`);
        }
        return true;
      }),
      { numRuns: 1500, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
    );
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);
});
