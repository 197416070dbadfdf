import { describe, expect, it } from 'vitest';
import { CASI_DEFAULT_PERMISSIONS } from '../../contract/permissions.js';
import { requireAccess } from '../../server/auth/guard.js';
import { ADMIN_PASSWORD, inOtherProcess, setupTestServer } from './harness.js';
import { createRefundAs } from './refundHelpers.js';

const t = setupTestServer({
  env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '8' },
  // A route behind the shared guard, to exercise it over HTTP before the domain routes exist.
  beforeListen: ({ app }) => {
    app.get('/api/guard-probe/logs', { preHandler: requireAccess('logs', 'list') }, async () => ({
      ok: true,
    }));
    app.get('/api/guard-probe/admin', { preHandler: requireAccess('admin', 'users') }, async () => ({
      ok: true,
    }));
  },
});

describe('session required on every /api path', () => {
  it.each(['/api/auth/me', '/api/refunds', '/api/does/not/exist', '/api', '/api/docs/json', '/api/docs/ui'])(
    'answers 401 to an anonymous GET %s',
    async (path) => {
      const response = await t.call('GET', path);
      expect(response.status).toBe(401);
      expect(response.body.message).toBeTypeOf('string');
    },
  );

  it('answers 401 to a forged or malformed token', async () => {
    for (const token of ['x'.repeat(43), 'short', 'a b c', 'Y'.repeat(300)]) {
      const response = await t.call('GET', '/api/auth/me', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
    }
  });

  it('answers 404 to a signed-in call of an unknown path', async () => {
    const token = await t.signIn('admin', ADMIN_PASSWORD);
    const response = await t.call('GET', '/api/does/not/exist', { token });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'İstenen kaynak bulunamadı' });
  });

  it('serves the OpenAPI document to a signed-in user', async () => {
    const token = await t.signIn('admin', ADMIN_PASSWORD);
    const response = await t.call('GET', '/api/docs/json', { token });
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/2fa/validate']),
    );
  });
});

/** A new casi user (role 2), signed in once. */
async function signedInUser(username: string, fullName?: string) {
  const userId = await t.createUser({ username, password: 'parola123', fullName });
  return { userId, token: await t.signIn(username, 'parola123') };
}

const setSessionsOf = (userId: number, change: { last_seen_at?: number; expires_at?: number }) =>
  t.ctx.db.updateTable('sessions').set(change).where('user_id', '=', userId).execute();

const meStatus = async (token: string) => (await t.call('GET', '/api/auth/me', { token })).status;

describe('GET /api/auth/me and logout', () => {
  it('answers the user with role and effective permissions', async () => {
    const { token } = await signedInUser('casi_kisi', 'Casi Kişi');
    const me = await t.call('GET', '/api/auth/me', { token });
    expect(me).toMatchObject({
      status: 200,
      body: {
        username: 'casi_kisi',
        full_name: 'Casi Kişi',
        role_id: 2,
        role_name: 'casi',
        role_display_name: 'CASI Yetkili',
        is_2fa_enabled: false,
      },
    });
    expect([...me.body.permissions].sort()).toEqual([...CASI_DEFAULT_PERMISSIONS].sort());
    expect(me.body.token).toBeUndefined();
  });

  it('logout ends only that session and is logged', async () => {
    await t.createUser({ username: 'cikan', password: 'parola123' });
    const first = await t.signIn('cikan', 'parola123');
    const second = await t.signIn('cikan', 'parola123');
    expect((await t.call('POST', '/api/auth/logout', { token: first })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: first })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: second })).status).toBe(200);
    expect((await t.systemLogs('logout')).some((r) => r.username === 'cikan')).toBe(true);
  });

  it('ends a session idle for longer than the idle limit', async () => {
    const { userId, token } = await signedInUser('uyuyan');
    await setSessionsOf(userId, { last_seen_at: Date.now() - 31 * 60_000 });
    expect(await meStatus(token)).toBe(401);
  });

  it('ends a session past its absolute expiry even when in use', async () => {
    const { userId, token } = await signedInUser('suresi_dolan');
    const session = await t.ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(session.expires_at - session.created_at).toBe(8 * 3_600_000);
    await setSessionsOf(userId, { expires_at: Date.now() - 1 });
    expect(await meStatus(token)).toBe(401);
  });

  it('stops a deactivated or deleted user at once', async () => {
    const inactive = await signedInUser('kapanan');
    await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', inactive.userId).execute();
    expect(await meStatus(inactive.token)).toBe(401);

    const deleted = await signedInUser('silinen');
    await t.ctx.db.deleteFrom('users').where('id', '=', deleted.userId).execute();
    expect(await meStatus(deleted.token)).toBe(401);
  });
});

describe('permission guard', () => {
  it('admin passes everything; a role without the permission gets 403 with a Turkish message', async () => {
    const admin = await t.signIn('admin', ADMIN_PASSWORD);
    expect((await t.call('GET', '/api/guard-probe/logs', { token: admin })).status).toBe(200);

    const { token: limited } = await t.signInWithRole('gozlemci1', ['view_refunds']);
    const denied = await t.call('GET', '/api/guard-probe/logs', { token: limited });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Bu işlem için yetkiniz bulunmuyor');
    expect((await t.call('GET', '/api/guard-probe/logs')).status).toBe(401);
  });

  it('applies a role permission change on the next request, without a new sign-in', async () => {
    const { token, roleId } = await t.signInWithRole('denetci1', ['view_refunds']);
    expect((await t.call('GET', '/api/guard-probe/logs', { token })).status).toBe(403);
    const viewLogs = await t.ctx.db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', 'view_logs')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('role_permissions')
      .values({ role_id: roleId, permission_id: viewLogs.id })
      .execute();
    expect((await t.call('GET', '/api/guard-probe/logs', { token })).status).toBe(200);
  });

  it('passes an any-of list with one matching permission', async () => {
    const { token } = await t.signInWithRole('ky1', ['manage_users']);
    expect((await t.call('GET', '/api/guard-probe/admin', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/guard-probe/logs', { token })).status).toBe(403);
  });
});

describe('what another server process changes is seen by the very next request', () => {
  it('a session ended, a user deactivated and a permission taken elsewhere are refused at once', async () => {
    const roleId = await t.createRole('baska_surec', ['view_logs']);
    const userId = await t.createUser({ username: 'baska_surec', password: ADMIN_PASSWORD, roleId });
    const token = await t.signIn('baska_surec', ADMIN_PASSWORD);
    for (let i = 0; i < 3; i++)
      expect((await t.call('GET', '/api/guard-probe/logs', { token })).status).toBe(200);

    await inOtherProcess(t.database, (db) =>
      db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute(),
    );
    expect((await t.call('GET', '/api/guard-probe/logs', { token })).status).toBe(403);

    await inOtherProcess(t.database, (db) =>
      db.updateTable('users').set({ is_active: 0 }).where('id', '=', userId).execute(),
    );
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);

    await inOtherProcess(t.database, (db) =>
      db.updateTable('users').set({ is_active: 1 }).where('id', '=', userId).execute(),
    );
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(200);
    await inOtherProcess(t.database, (db) =>
      db.deleteFrom('sessions').where('user_id', '=', userId).execute(),
    );
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it("a payment method given to or taken from the caller's role elsewhere shows or hides its refunds at once", async () => {
    const admin = await t.signIn('admin', ADMIN_PASSWORD);
    const inMethod = (method: number) => createRefundAs(t.server, admin, { method });
    const [first, second] = [await inMethod(4), await inMethod(5)];
    const roleId = await t.createRole('yontem_sureci', ['view_refunds'], [4]);
    await t.createUser({ username: 'yontem_sureci', password: ADMIN_PASSWORD, roleId });
    const token = await t.signIn('yontem_sureci', ADMIN_PASSWORD);
    const listed = async () =>
      (
        (await t.call('GET', '/api/refunds?range=%5B0%2C499%5D', { token })).body as unknown as {
          id: number;
        }[]
      )
        .map((refund) => refund.id)
        .filter((id) => id === first.id || id === second.id);
    expect(await listed()).toEqual([first.id]);

    await inOtherProcess(t.database, (db) =>
      db.insertInto('role_payment_methods').values({ role_id: roleId, payment_method_id: 5 }).execute(),
    );
    expect((await listed()).sort((a, b) => a - b)).toEqual([first.id, second.id].sort((a, b) => a - b));

    await inOtherProcess(t.database, (db) =>
      db.deleteFrom('role_payment_methods').where('role_id', '=', roleId).execute(),
    );
    expect(await listed()).toEqual([]);
    expect((await t.call('GET', `/api/refunds/${second.id}`, { token })).status).toBe(404);
  });
});
