import { describe, expect, it } from 'vitest';
import { inOtherProcess, setupTestServer } from './harness.js';
import { insertRefundRows } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });

/**
 * A remembered caller (PostgreSQL) is only confirmed inside the route's handler; whatever refuses the
 * request before the handler runs (query schema, NUL guard) must still answer as a fresh read of the
 * caller would: 401 for a session that is gone, 403 for a right taken away — never the 400 a live caller
 * with the right would get, which also tells a caller without the right the query's schema.
 */
const FIRST = '/api/refunds?range=[0,4]';
const BAD = {
  // The query schema allows at most 100 characters of range.
  longRange: `/api/refunds?range=[0,4]${'%20'.repeat(120)}`,
  // The NUL guard refuses any NUL in the query.
  nul: '/api/refunds?range=[0,4]&filter=%7B%22q%22%3A%22a%00%22%7D',
};

let seeded = false;
async function warmCaller(name: string, permissions = ['view_refunds', 'create_refund']) {
  if (!seeded) {
    seeded = true;
    await insertRefundRows(
      t.ctx,
      Array.from({ length: 10 }, (_, i) => ({
        user_id: `U${i}`,
        login_id: `giris${i}`,
        member_name: `Üye ${i}`,
        refund_name: `Alıcı ${i}`,
        reason_id: 1,
        payment_method_id: 4,
        status_id: 1,
        amount_kurus: 1000 + i,
        ticket_id: `T${i}`,
        mail_sent: 0,
        created_at: Date.parse('2026-02-01T00:00:00Z') + i,
        updated_at: Date.parse('2026-02-01T00:00:00Z'),
      })),
    );
  }
  const caller = await t.signInWithRole(name, permissions, { methods: [4] });
  for (let i = 0; i < 2; i++) expect((await t.call('GET', FIRST, { token: caller.token })).status).toBe(200);
  return caller;
}

const permissionId = async (name: string) =>
  (await t.ctx.db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;

describe('a request refused before its handler, after another process changed its caller', () => {
  it.each(Object.entries(BAD))('signed out: 401, not 400, on a %s request', async (kind, path) => {
    const caller = await warmCaller(`red_cikis_${kind}`);
    await inOtherProcess(t.database, (db) =>
      db.deleteFrom('sessions').where('user_id', '=', caller.userId).execute(),
    );
    expect((await t.call('GET', path, { token: caller.token })).status).toBe(401);
  });

  it.each(Object.entries(BAD))('deactivated: 401, not 400, on a %s request', async (kind, path) => {
    const caller = await warmCaller(`red_pasif_${kind}`);
    await inOtherProcess(t.database, (db) =>
      db.updateTable('users').set({ is_active: 0 }).where('id', '=', caller.userId).execute(),
    );
    expect((await t.call('GET', path, { token: caller.token })).status).toBe(401);
  });

  it.each(Object.entries(BAD))('list right taken away: 403, not 400, on a %s request', async (kind, path) => {
    const caller = await warmCaller(`red_yetki_${kind}`);
    const viewRefunds = await permissionId('view_refunds');
    await inOtherProcess(t.database, (db) =>
      db
        .deleteFrom('role_permissions')
        .where('role_id', '=', caller.roleId)
        .where('permission_id', '=', viewRefunds)
        .execute(),
    );
    expect((await t.call('GET', path, { token: caller.token })).status).toBe(403);
  });

  it('signed out through the API of this very process: 401, not 400', async () => {
    const caller = await warmCaller('red_logout');
    expect((await t.call('POST', '/api/auth/logout', { token: caller.token })).status).toBeLessThan(300);
    expect((await t.call('GET', BAD.longRange, { token: caller.token })).status).toBe(401);
  });
});
