import { beforeAll, describe, expect, it } from 'vitest';
import { effectivePermissions, hasPermission, type Permission } from '../../contract/permissions.js';
import { ADMIN_PASSWORD, setupTestServer, type CallOptions } from './harness.js';
import { streamStatus } from './eventStreamClient.js';

/**
 * Who may call which route, written independently of the server: 'public' needs nothing, 'session' any
 * signed-in user, otherwise the caller needs one of the permissions. Every route the server registers
 * must have a line here, so a new route cannot go unchecked.
 */
type Rule = 'public' | 'session' | { anyOf: Permission[]; roles?: string[] };
const perm = (...anyOf: Permission[]): Rule => ({ anyOf });
/** User management: the admin and casi roles, or anyone with manage_users. */
const USER_MANAGER: Rule = { anyOf: ['manage_users'], roles: ['admin', 'casi'] };
/** Routes that call the help desk: with none configured they answer 502, a gateway error. */
const UPSTREAM = new Set([
  'GET /api/status-canned-responses/helpdesk-canned-responses',
  'GET /api/status-canned-responses/test-connection',
]);

const RULES: Record<string, Rule> = {
  'POST /api/auth/login': 'public',
  'POST /api/auth/2fa/validate': 'public',
  'GET /api/users/login-attempts': 'public',
  'POST /api/users/login-attempts': 'public',
  'GET /uploads/receipts/:name': 'public',
  'GET /i18n/:file': 'public',
  'GET /api/auth/me': 'session',
  'POST /api/auth/logout': 'session',
  'GET /api/auth/2fa/status': 'session',
  'POST /api/auth/2fa/setup': 'session',
  'POST /api/auth/2fa/verify': 'session',
  'POST /api/auth/2fa/disable': 'session',
  'POST /api/users/update-password': 'session',
  'GET /api/statuses': 'session',
  'GET /api/statuses/completion-rewrites': 'session',
  'GET /api/methods': 'session',
  'GET /api/reasons': 'session',
  'POST /api/statuses': perm('manage_statuses'),
  'PUT /api/statuses/:id': perm('manage_statuses'),
  'DELETE /api/statuses/:id': perm('manage_statuses'),
  'POST /api/methods': perm('manage_payment_methods'),
  'PUT /api/methods/:id': perm('manage_payment_methods'),
  'DELETE /api/methods/:id': perm('manage_payment_methods'),
  'POST /api/reasons': perm('manage_reasons', 'manage_refund_reasons'),
  'PUT /api/reasons/:id': perm('manage_reasons', 'manage_refund_reasons'),
  'DELETE /api/reasons/:id': perm('manage_reasons', 'manage_refund_reasons'),
  'GET /api/refunds': perm('view_refunds'),
  'GET /api/refunds/export': perm('view_refunds'),
  'GET /api/refunds/:id': perm('view_refunds'),
  'GET /api/logs/refund/:id': perm('view_refunds'),
  'POST /api/refunds': perm('create_refund'),
  'PUT /api/refunds/:id': perm('create_refund', 'update_refund'),
  'PUT /api/refunds/:id/status': perm('update_refund_status'),
  'PUT /api/refunds/:id/mail-status': perm('view_all_refunds'),
  'DELETE /api/refunds/:id': perm('delete_refund'),
  // Checked per action inside the route; an empty body is refused for every signed-in caller.
  'POST /api/refunds/bulk': 'session',
  'GET /api/events': perm('view_refunds'),
  'POST /api/refunds/:id/viewers': perm('view_refunds'),
  'DELETE /api/refunds/:id/viewers': perm('view_refunds'),
  'POST /api/receipt-analysis/analyze-dekont': perm('create_refund', 'update_refund'),
  'POST /api/refunds/receipt-reuse': perm('create_refund', 'update_refund'),
  'GET /api/users': USER_MANAGER,
  'GET /api/users/:id': USER_MANAGER,
  'POST /api/users': USER_MANAGER,
  'PUT /api/users/:id': USER_MANAGER,
  'DELETE /api/users/:id': USER_MANAGER,
  'POST /api/users/bulk': USER_MANAGER,
  'POST /api/scripts/create-users-from-json': USER_MANAGER,
  'GET /api/roles': 'session',
  'GET /api/roles/setup': 'session',
  'GET /api/roles/permissions/all': 'session',
  'GET /api/roles/permissions/setup': 'session',
  'GET /api/roles/permissions/basic': 'session',
  'POST /api/roles': perm('manage_roles'),
  'DELETE /api/roles/:id': perm('manage_roles'),
  'GET /api/roles/:id/permissions': 'session',
  'PUT /api/roles/:id/permissions': perm('manage_roles'),
  'GET /api/roles/:id/payment-methods': 'session',
  'PUT /api/roles/:id/payment-methods': perm('view_admin_panel', 'manage_payment_methods'),
  'POST /api/roles/permissions/sync': perm('manage_roles'),
  'GET /api/logs': perm('view_logs'),
  'GET /api/logs/deletions': perm('view_logs'),
  'GET /api/logs/action/:action': perm('view_logs'),
  'DELETE /api/logs/clear': perm('admin_access'),
  'GET /api/status-canned-responses': perm('admin_access'),
  'GET /api/status-canned-responses/helpdesk-canned-responses': perm('admin_access'),
  'GET /api/status-canned-responses/test-connection': perm('admin_access'),
  'POST /api/status-canned-responses': perm('admin_access'),
  'PUT /api/status-canned-responses/:id': perm('admin_access'),
  'DELETE /api/status-canned-responses/:id': perm('admin_access'),
  'GET /api/dashboard': perm('view_refunds'),
  'GET /api/approval-settings': 'session',
  'PUT /api/approval-settings': perm('admin_access'),
  'GET /api/approvals': perm('view_refunds'),
  'GET /api/approvals/count': perm('view_refunds'),
  'GET /api/approvals/:id': perm('view_refunds'),
  // Deciding needs both view_refunds and approve_refunds; no caller here holds approve_refunds alone.
  'POST /api/approvals/:id/approve': perm('approve_refunds'),
  'POST /api/approvals/:id/reject': perm('approve_refunds'),
  'POST /api/approvals/bulk-approve': perm('approve_refunds'),
  'GET /api/reports/payment-methods': perm('view_reports'),
  'GET /api/reports/status-distribution': perm('view_reports'),
  'GET /api/reports/completion-time': perm('view_reports'),
  'GET /api/saved-views': perm('view_refunds'),
  'GET /api/saved-views/:id': perm('view_refunds'),
  'POST /api/saved-views': perm('view_refunds'),
  'PUT /api/saved-views/:id': perm('view_refunds'),
  'PUT /api/saved-views/default': perm('view_refunds'),
  'DELETE /api/saved-views/:id': perm('view_refunds'),
  'GET /api/docs': 'session',
  'GET /api/docs/json': 'session',
  'GET /api/docs/ui': 'session',
};

interface Caller {
  name: string;
  /** A token, or null for none; signed-in callers get a fresh one for routes that end the session. */
  token: () => Promise<string | null>;
  signedIn: boolean;
  role?: { id: number; name: string; permissions: string[] };
}
const callers: Caller[] = [];

const t = setupTestServer();

async function signedInCaller(name: string, roleId: number, roleName: string, stored: string[]) {
  await t.createUser({ username: name, password: ADMIN_PASSWORD, roleId });
  return {
    name,
    token: () => t.signIn(name, ADMIN_PASSWORD),
    signedIn: true,
    role: {
      id: roleId,
      name: roleName,
      permissions: effectivePermissions({ id: roleId, name: roleName, permissions: stored }),
    },
  } satisfies Caller;
}

beforeAll(async () => {
  const empty = await t.createRole('bos_rol', []);
  const limitedPermissions = ['view_refunds', 'create_refund', 'update_refund'];
  const limited = await t.createRole('tek_yontem', limitedPermissions);
  await t.grantMethods(limited, [4]);

  await t.createUser({ username: 'eski_oturum', password: ADMIN_PASSWORD, roleId: 2 });
  const expiredToken = await t.signIn('eski_oturum', ADMIN_PASSWORD);
  await t.ctx.db
    .updateTable('sessions')
    .set({ expires_at: Date.now() - 1000 })
    .execute();

  await t.createUser({ username: 'pasif', password: ADMIN_PASSWORD, roleId: 2 });
  const deactivatedToken = await t.signIn('pasif', ADMIN_PASSWORD);
  await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('username', '=', 'pasif').execute();

  callers.push(
    { name: 'anonymous', token: async () => null, signedIn: false },
    { name: 'expired', token: async () => expiredToken, signedIn: false },
    { name: 'deactivated', token: async () => deactivatedToken, signedIn: false },
    {
      name: 'admin',
      token: () => t.signIn('admin', ADMIN_PASSWORD),
      signedIn: true,
      role: { id: 1, name: 'admin', permissions: effectivePermissions({ id: 1, name: 'admin' }) },
    },
    await signedInCaller('casi_kullanici', 2, 'casi', []),
    await signedInCaller('yetkisiz', empty, 'bos_rol', []),
    await signedInCaller('tek_yontemli', limited, 'tek_yontem', limitedPermissions),
  );
}, 60_000);

function concretePath(url: string): string {
  return url
    .replace(':id', '999999')
    .replace(':name', 'yok.png')
    .replace(':action', 'login')
    .replace(':file', 'tr.json');
}

/** Spellings of one path that must never reach a handler without the rule applied. */
function spellings(path: string): string[] {
  const [, prefix, rest] = /^\/([a-z0-9]+)(.*)$/.exec(path) ?? [];
  const encoded = `/%${prefix.charCodeAt(0).toString(16)}${prefix.slice(1)}`;
  return [
    `${encoded}${rest}`,
    `/${prefix}/${rest}`,
    `${path}/`,
    `/${prefix.toUpperCase()}${rest}`,
    `/${prefix}${rest.replace(/\/([a-z])/, (_, c: string) => `/${c.toUpperCase()}`)}`,
  ];
}

function allows(caller: Caller, key: string): boolean {
  const rule = RULES[key];
  if (rule === 'public') return true;
  if (!caller.signedIn || !caller.role) return false;
  const subject = { role: caller.role, permissions: caller.role.permissions };
  if (rule === 'session') return true;
  if (rule.roles?.includes(caller.role.name)) return true;
  return rule.anyOf.some((p) => hasPermission(subject, p));
}

/** Endless answers (the event stream): only their status is read. */
const STREAMS = new Set(['GET /api/events']);

async function callRoute(key: string, method: string, path: string, options: CallOptions) {
  if (!STREAMS.has(key)) return t.call(method, path, options);
  return { status: await streamStatus(t.server.baseUrl, path, options.token) };
}

const routeKeys = () =>
  t.server.app.routeTable.routes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);

describe('access matrix over the server’s own route table', () => {
  it('has a rule for every registered route and no rule for a route that is gone', () => {
    const keys = routeKeys();
    expect(keys.filter((key) => !(key in RULES))).toEqual([]);
    expect(Object.keys(RULES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('marks public exactly the routes the rules call public', () => {
    const publicKeys = t.server.app.routeTable.routes
      .filter((r) => r.public && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicKeys).toEqual(
      Object.keys(RULES)
        .filter((key) => RULES[key] === 'public')
        .sort(),
    );
  });

  it('answers every route × caller as the rules say, and never 5xx', async () => {
    const wrong: string[] = [];
    for (const caller of callers) {
      const token = await caller.token();
      for (const key of routeKeys()) {
        const [method, url] = key.split(' ');
        const useToken = key === 'POST /api/auth/logout' && caller.signedIn ? await caller.token() : token;
        const hasBody = method === 'POST' || method === 'PUT';
        const response = await callRoute(key, method, concretePath(url), {
          token: useToken ?? undefined,
          body: hasBody ? {} : undefined,
        });
        const expected = allows(caller, key) ? 'allowed' : caller.signedIn ? 403 : 401;
        const ok =
          (response.status < 500 || (UPSTREAM.has(key) && response.status === 502)) &&
          (expected === 'allowed' ? ![401, 403].includes(response.status) : response.status === expected);
        if (!ok) wrong.push(`${caller.name} ${key} → ${response.status} (expected ${expected})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses odd spellings of every protected path to callers without a session', async () => {
    const wrong: string[] = [];
    const noSession = callers.filter((c) => !c.signedIn);
    for (const key of routeKeys()) {
      const [method, url] = key.split(' ');
      if (RULES[key] === 'public') continue;
      for (const path of spellings(concretePath(url))) {
        for (const caller of noSession) {
          const token = await caller.token();
          const response = await t.call(method, path, { token: token ?? undefined });
          if (response.status !== 401) wrong.push(`${caller.name} ${method} ${path} → ${response.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('never answers 5xx to odd spellings for a signed-in admin', async () => {
    const token = await t.signIn('admin', ADMIN_PASSWORD);
    const wrong: string[] = [];
    for (const key of routeKeys()) {
      const [method, url] = key.split(' ');
      if (key === 'POST /api/auth/logout') continue;
      for (const path of spellings(concretePath(url))) {
        const response = await callRoute(key, method, path, {
          token,
          body: method === 'GET' ? undefined : {},
        });
        if (response.status >= 500 && !(UPSTREAM.has(key) && response.status === 502))
          wrong.push(`${method} ${path} → ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers a known path asked with another method 405 with Allow, after the session check', async () => {
    const token = await t.signIn('admin', ADMIN_PASSWORD);
    const anonymous = await t.call('PATCH', '/api/refunds');
    expect(anonymous.status).toBe(401);
    const wrongMethod = await t.call('PATCH', '/api/refunds', { token });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toContain('GET');
    expect(wrongMethod.headers.get('allow')).toContain('POST');
    expect(wrongMethod.body.message).toBe('Bu adres bu yöntemle kullanılamaz');
    const unknown = await t.call('GET', '/api/yok-boyle-bir-yol', { token });
    expect(unknown.status).toBe(404);
  });

  it('accepts the bearer scheme in any case', async () => {
    const token = await t.signIn('admin', ADMIN_PASSWORD);
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const response = await t.call('GET', '/api/auth/me', {
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(response.status).toBe(200);
    }
  });
});
