import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, inOtherProcess, setupTestServer } from './harness.js';
import { createRefundAs } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });

describe("a role's methods and permissions, changed, rule the very next request of every route", () => {
  it('refunds, one refund, methods, dashboard, reports and logs follow the role', async () => {
    const [four, five] = [
      await createRefundAs(t.server, t.admin, { method: 4 }),
      await createRefundAs(t.server, t.admin, { method: 5 }),
    ];
    const roleId = await t.createRole('gorunum', ['view_refunds', 'view_reports', 'view_logs'], [4]);
    const userId = await t.createUser({ username: 'gorunum', password: ADMIN_PASSWORD, roleId });
    const token = await t.signIn('gorunum', ADMIN_PASSWORD);

    const seen = async () => {
      const refunds = await t.call<{ id: number }[]>('GET', '/api/refunds?range=[0,499]', { token });
      const methods = await t.call<{ id: number }[]>('GET', '/api/methods', { token });
      const report = await t.call<unknown>('GET', '/api/reports/payment-methods', { token });
      const dashboard = await t.call('GET', '/api/dashboard', { token });
      const logs = await t.call('GET', '/api/logs?range=[0,499]', { token });
      const one = await t.call('GET', `/api/refunds/${five.id}`, { token });
      for (const r of [refunds, methods, report, dashboard, logs])
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      return {
        refunds: refunds.body
          .map((r) => r.id)
          .filter((id) => id === four.id || id === five.id)
          .sort((a, b) => a - b),
        methods: methods.body.map((m) => m.id).sort((a, b) => a - b),
        report: JSON.stringify(report.body),
        five: one.status,
      };
    };
    const before = await seen();
    expect(before.refunds).toEqual([four.id]);
    expect(before.methods).toEqual([4]);
    expect(before.five).toBe(404);

    // Through the API.
    const put = await t.call('PUT', `/api/roles/${roleId}/payment-methods`, {
      token: t.admin,
      body: { paymentMethodIds: [4, 5] },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const both = await seen();
    expect(both.refunds).toEqual([four.id, five.id].sort((a, b) => a - b));
    expect(both.methods).toEqual([4, 5]);
    expect(both.five).toBe(200);
    expect(both.report).not.toBe(before.report);

    // From another process: none.
    await inOtherProcess(t.database, (db) =>
      db.deleteFrom('role_payment_methods').where('role_id', '=', roleId).execute(),
    );
    const none = await seen();
    expect(none.refunds).toEqual([]);
    expect(none.methods).toEqual([]);
    expect(none.five).toBe(404);

    // manage_payment_methods from another process: every method.
    await inOtherProcess(t.database, async (db) => {
      const permission = await db
        .selectFrom('permissions')
        .select('id')
        .where('name', '=', 'manage_payment_methods')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('role_permissions')
        .values({ role_id: roleId, permission_id: permission.id })
        .execute();
    });
    const all = await seen();
    expect(all.refunds).toEqual([four.id, five.id].sort((a, b) => a - b));
    expect(all.five).toBe(200);

    // Moved to a new role with method 5 only, from another process.
    const other = await t.createRole('gorunum_bes', ['view_refunds', 'view_reports', 'view_logs'], [5]);
    await inOtherProcess(t.database, (db) =>
      db.updateTable('users').set({ role_id: other }).where('id', '=', userId).execute(),
    );
    const moved = await seen();
    expect(moved.refunds).toEqual([five.id]);
    expect(moved.methods).toEqual([5]);
    expect(moved.five).toBe(200);
  });
});
