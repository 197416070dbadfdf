import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
const t = setupTestServer({ signInAdmin: true });

const statuses = (responses: Array<{ status: number }>) => responses.map((r) => r.status);

describe('concurrent writers', () => {
  it('creates one of several parallel roles with the same name; the others get 400/409', async () => {
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.call('POST', '/api/roles', {
            token: t.admin,
            body: { name: `ayni_${round}`, display_name: 'Aynı' },
          }),
        ),
      );
      expect(statuses(responses).filter((s) => s === 201)).toHaveLength(1);
      expect(statuses(responses).every((s) => s === 201 || s === 400 || s === 409)).toBe(true);
    }
  });

  it('never answers 5xx when a role is deleted while a user is created with it', async () => {
    for (let round = 0; round < 6; round++) {
      const role = await t.call('POST', '/api/roles', {
        token: t.admin,
        body: { name: `silinen_${round}`, display_name: 'Silinen' },
      });
      expect(role.status).toBe(201);
      const roleId = role.body.id ?? role.body.role?.id;
      const [removed, created] = await Promise.all([
        t.call('DELETE', `/api/roles/${roleId}`, { token: t.admin }),
        t.call('POST', '/api/users', {
          token: t.admin,
          body: { username: `yarisan_${round}`, password: 'Parola-12345', role_id: roleId },
        }),
      ]);
      expect(
        [removed.status, created.status].every((s) => s < 500),
        `${removed.status} ${created.status}`,
      ).toBe(true);
      const user = await t.ctx.db
        .selectFrom('users')
        .select('role_id')
        .where('username', '=', `yarisan_${round}`)
        .executeTakeFirst();
      const stillThere = await t.ctx.db
        .selectFrom('roles')
        .select('id')
        .where('id', '=', roleId)
        .executeTakeFirst();
      // Never a user left holding a deleted role.
      if (user) expect(stillThere).toBeDefined();
    }
  });

  it('never answers 5xx to parallel edits of one role’s permissions and methods', async () => {
    const role = await t.call('POST', '/api/roles', {
      token: t.admin,
      body: { name: 'yogun', display_name: 'Yoğun' },
    });
    const roleId = role.body.id ?? role.body.role?.id;
    const requests = Array.from({ length: 24 }, (_, i) =>
      i % 3 === 0
        ? t.call('PUT', `/api/roles/${roleId}/permissions`, {
            token: t.admin,
            body: { permissionIds: i % 2 ? [1, 2, 4] : [3, 4] },
          })
        : i % 3 === 1
          ? t.call('PUT', `/api/roles/${roleId}/payment-methods`, {
              token: t.admin,
              body: { paymentMethodIds: i % 2 ? [4, 5] : [5, 6] },
            })
          : t.call('POST', '/api/roles/permissions/sync', {
              token: t.admin,
              body: { roles: [{ role_id: roleId, permission_ids: i % 2 ? [1, 4] : [2, 3] }] },
            }),
    );
    const responses = await Promise.all(requests);
    expect(statuses(responses).filter((s) => s >= 500)).toEqual([]);
  });

  it('imports the same users from parallel requests once, never answering 5xx', async () => {
    const users = Array.from({ length: 4 }, (_, i) => ({
      username: `ithal_${i}`,
      password: 'Parola-12345',
      role_id: 2,
    }));
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call('POST', '/api/scripts/create-users-from-json', { token: t.admin, body: { users } }),
      ),
    );
    expect(statuses(responses).filter((s) => s >= 500)).toEqual([]);
    const rows = await t.ctx.db
      .selectFrom('users')
      .select('username')
      .where('username', 'like', 'ithal_%')
      .execute();
    expect(rows).toHaveLength(4);
  });
});
