import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';

/**
 * A role manager may change a role only within the rights it holds itself, judged on the role as it is
 * when the change applies: an administrator's parallel widening of the role must not be overwritten by a
 * manager who could not have removed what the administrator added.
 */
const t = setupTestServer({ signInAdmin: true });

const permissionIds: Record<string, number> = {};
let manager = '';

beforeAll(async () => {
  for (const row of await t.ctx.db.selectFrom('permissions').select(['id', 'name']).execute()) {
    permissionIds[row.name] = row.id;
  }
  const caller = await t.signInWithRole('rol_yoneticisi', [
    'view_admin_panel',
    'manage_roles',
    'view_refunds',
    'view_payment_methods',
  ]);
  manager = caller.token;
});

const ids = (...names: string[]) => names.map((name) => permissionIds[name]);

describe('a role changed by an administrator and a role manager at the same time', () => {
  it('never ends without what the administrator added, which the manager does not hold', async () => {
    const roleId = await t.createRole('yaris_hedef', ['view_refunds']);
    const narrow = () =>
      t.call('PUT', `/api/roles/${roleId}/permissions`, { token: t.admin, body: ids('view_refunds') });
    // Alone, the manager may move the role between rights it holds.
    await narrow();
    const alone = await t.call('POST', '/api/roles/permissions/sync', {
      token: manager,
      body: { roles: [{ role_id: roleId, permission_ids: ids('view_refunds', 'view_payment_methods') }] },
    });
    expect(alone.body.results[0].status).toBe('success');

    for (let round = 0; round < 12; round++) {
      await narrow();
      const [widened, synced] = await Promise.all([
        t.call('PUT', `/api/roles/${roleId}/permissions`, {
          token: t.admin,
          body: ids('view_refunds', 'delete_refund'),
        }),
        t.call('POST', '/api/roles/permissions/sync', {
          token: manager,
          body: { roles: [{ role_id: roleId, permission_ids: ids('view_refunds', 'view_payment_methods') }] },
        }),
      ]);
      expect(widened.status).toBe(200);
      expect(synced.status).toBe(200);
      const held = await t.ctx.db
        .selectFrom('role_permissions')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .select('permissions.name')
        .where('role_id', '=', roleId)
        .execute();
      expect(held.map((row) => row.name)).toContain('delete_refund');
    }
  }, 120_000);
});
