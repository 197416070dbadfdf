import { describe, expect, it } from 'vitest';
import { requireAccess } from '../../server/auth/guard.js';
import { ADMIN_PASSWORD, setupTestServer } from './harness.js';

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

describe('GET /api/auth/me and logout', () => {
  it('answers the user with role and effective permissions', async () => {
    await t.createUser({
      username: 'casi_kisi',
      password: 'parola123',
      roleId: 2,
      fullName: 'Casi Kişi',
    });
    const token = await t.signIn('casi_kisi', 'parola123');
    const me = await t.call('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      username: 'casi_kisi',
      full_name: 'Casi Kişi',
      role_id: 2,
      role_name: 'casi',
      role_display_name: 'CASI Yetkili',
      is_2fa_enabled: false,
    });
    expect([...me.body.permissions].sort()).toEqual(
      [
        'create_refund',
        'update_refund',
        'view_refunds',
        'view_all_refunds',
        'update_refund_status',
        'view_payment_methods',
      ].sort(),
    );
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
    const userId = await t.createUser({ username: 'uyuyan', password: 'parola123' });
    const token = await t.signIn('uyuyan', 'parola123');
    await t.ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 31 * 60_000 })
      .where('user_id', '=', userId)
      .execute();
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('ends a session past its absolute expiry even when in use', async () => {
    const userId = await t.createUser({ username: 'suresi_dolan', password: 'parola123' });
    const token = await t.signIn('suresi_dolan', 'parola123');
    const session = await t.ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(session.expires_at - session.created_at).toBe(8 * 3_600_000);
    await t.ctx.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', userId)
      .execute();
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('stops a deactivated or deleted user at once', async () => {
    const inactiveId = await t.createUser({ username: 'kapanan', password: 'parola123' });
    const inactiveToken = await t.signIn('kapanan', 'parola123');
    await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', inactiveId).execute();
    expect((await t.call('GET', '/api/auth/me', { token: inactiveToken })).status).toBe(401);

    const deletedId = await t.createUser({ username: 'silinen', password: 'parola123' });
    const deletedToken = await t.signIn('silinen', 'parola123');
    await t.ctx.db.deleteFrom('users').where('id', '=', deletedId).execute();
    expect((await t.call('GET', '/api/auth/me', { token: deletedToken })).status).toBe(401);
  });
});

describe('permission guard', () => {
  it('admin passes everything; a role without the permission gets 403 with a Turkish message', async () => {
    const admin = await t.signIn('admin', ADMIN_PASSWORD);
    expect((await t.call('GET', '/api/guard-probe/logs', { token: admin })).status).toBe(200);

    const roleId = await t.createRole('gozlemci', ['view_refunds']);
    await t.createUser({ username: 'gozlemci1', password: 'parola123', roleId });
    const limited = await t.signIn('gozlemci1', 'parola123');
    const denied = await t.call('GET', '/api/guard-probe/logs', { token: limited });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Bu işlem için yetkiniz bulunmuyor');
    expect((await t.call('GET', '/api/guard-probe/logs')).status).toBe(401);
  });

  it('applies a role permission change on the next request, without a new sign-in', async () => {
    const roleId = await t.createRole('denetci_test', ['view_refunds']);
    await t.createUser({ username: 'denetci1', password: 'parola123', roleId });
    const token = await t.signIn('denetci1', 'parola123');
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
    const roleId = await t.createRole('kullanici_yoneticisi', ['manage_users']);
    await t.createUser({ username: 'ky1', password: 'parola123', roleId });
    const token = await t.signIn('ky1', 'parola123');
    expect((await t.call('GET', '/api/guard-probe/admin', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/guard-probe/logs', { token })).status).toBe(403);
  });
});
