import { describe, expect, it } from 'vitest';
import { inOtherProcess, setupTestServer } from './harness.js';
import { insertRefundRows } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });

/**
 * A list request may take its caller from memory (PostgreSQL); whatever another process changes about
 * the caller between two requests decides the second one, on every kind of list page.
 */
const PAGES = {
  first: '/api/refunds?range=[0,4]',
  byStatus: '/api/refunds?range=[0,4]&filter={"status_id":1}',
  empty: '/api/refunds?range=[5000,5004]',
  search: '/api/refunds?range=[0,4]&filter={"q":"Alıcı"}',
  mail: '/api/refunds?range=[0,4]&filter={"mail_sent":true}',
};

const ids = (body: unknown) => (body as { id: number }[]).map((refund) => refund.id);
let seeded = false;

async function seedOnce() {
  if (seeded) return;
  seeded = true;
  const base = Date.parse('2026-02-01T00:00:00Z');
  await insertRefundRows(
    t.ctx,
    Array.from({ length: 30 }, (_, i) => ({
      user_id: `U${i}`,
      login_id: `giris${i}`,
      member_name: `Üye ${i}`,
      refund_name: `Alıcı ${i}`,
      reason_id: 1,
      payment_method_id: i % 2 === 0 ? 4 : 5,
      status_id: 1,
      amount_kurus: 1000 + i,
      ticket_id: `T${i}`,
      mail_sent: i % 3 === 0 ? 1 : 0,
      created_at: base + i,
      updated_at: base,
    })),
  );
}

/** A user of a new role seeing method 4, whose list pages all answered twice (so memory holds it). */
async function warmCaller(name: string, permissions = ['view_refunds']) {
  await seedOnce();
  const caller = await t.signInWithRole(name, permissions, { methods: [4] });
  for (const path of Object.values(PAGES)) {
    for (let i = 0; i < 2; i++) await t.call('GET', path, { token: caller.token });
  }
  return caller;
}

const permissionId = async (name: string) =>
  (await t.ctx.db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;

describe('a list request after another process changed its caller', () => {
  it.each(Object.entries(PAGES))('signed out: 401 on the %s page', async (kind, path) => {
    const caller = await warmCaller(`cikis_${kind}`);
    await inOtherProcess(t.database, (db) =>
      db.deleteFrom('sessions').where('user_id', '=', caller.userId).execute(),
    );
    expect((await t.call('GET', path, { token: caller.token })).status).toBe(401);
  });

  it.each(Object.entries(PAGES))('deactivated: 401 on the %s page', async (kind, path) => {
    const caller = await warmCaller(`pasif_${kind}`);
    await inOtherProcess(t.database, (db) =>
      db.updateTable('users').set({ is_active: 0 }).where('id', '=', caller.userId).execute(),
    );
    expect((await t.call('GET', path, { token: caller.token })).status).toBe(401);
  });

  it.each(Object.entries(PAGES))('list right taken away: 403 on the %s page', async (kind, path) => {
    // A role left with no stored permission falls back to its defaults, which include view_refunds.
    const caller = await warmCaller(`yetkisiz_${kind}`, ['view_refunds', 'create_refund']);
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

  it('a right granted since is used at once: the mail filter answers 200, not a remembered 403', async () => {
    const caller = await warmCaller('yeni_yetki');
    expect((await t.call('GET', PAGES.mail, { token: caller.token })).status).toBe(403);
    const viewAll = await permissionId('view_all_refunds');
    await inOtherProcess(t.database, (db) =>
      db.insertInto('role_permissions').values({ role_id: caller.roleId, permission_id: viewAll }).execute(),
    );
    const mail = await t.call('GET', PAGES.mail, { token: caller.token });
    expect(mail.status).toBe(200);
    expect(mail.body.every((refund: { mail_sent: number }) => refund.mail_sent === 1)).toBe(true);
  });

  it.each([
    ['first', PAGES.first],
    ['byStatus', PAGES.byStatus],
    ['search', PAGES.search],
  ])('payment methods changed: the %s page shows the new ones at once', async (kind, path) => {
    const caller = await warmCaller(`yontem_${kind}`);
    expect(
      new Set(ids((await t.call('GET', path, { token: caller.token })).body).map((id) => id % 2)),
    ).toEqual(new Set([1]));
    await inOtherProcess(t.database, async (db) => {
      await db.deleteFrom('role_payment_methods').where('role_id', '=', caller.roleId).execute();
      await db
        .insertInto('role_payment_methods')
        .values({ role_id: caller.roleId, payment_method_id: 5 })
        .execute();
    });
    const after = await t.call('GET', path, { token: caller.token });
    expect(after.status).toBe(200);
    expect(ids(after.body).length).toBeGreaterThan(0);
    expect(new Set(ids(after.body).map((id) => id % 2))).toEqual(new Set([0]));
  });

  it('a role renamed: the next answers carry on, and /auth/me shows the new name', async () => {
    const caller = await warmCaller('ad_degisen');
    await inOtherProcess(t.database, (db) =>
      db.updateTable('roles').set({ display_name: 'Yeni Ad' }).where('id', '=', caller.roleId).execute(),
    );
    expect((await t.call('GET', PAGES.first, { token: caller.token })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: caller.token })).body.role_display_name).toBe(
      'Yeni Ad',
    );
  });

  it('many requests at once while the caller is signed out answer 200 before and 401 after', async () => {
    const caller = await warmCaller('eszamanli');
    const before = await Promise.all(
      Array.from({ length: 20 }, () => t.call('GET', PAGES.first, { token: caller.token })),
    );
    expect(before.map((r) => r.status)).toEqual(Array(20).fill(200));
    await inOtherProcess(t.database, (db) =>
      db.deleteFrom('sessions').where('user_id', '=', caller.userId).execute(),
    );
    const after = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('GET', Object.values(PAGES)[i % 5], { token: caller.token }),
      ),
    );
    expect(after.map((r) => r.status)).toEqual(Array(20).fill(401));
  });
});
