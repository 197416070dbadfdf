import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, DB_KIND, inOtherProcess, setupTestServer } from './harness.js';
import { insertRefundRows } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });

const ids = (body: unknown) => (body as { id: number }[]).map((refund) => refund.id);

describe('the one-statement sign-in and the prepared rows-by-ids', () => {
  it('a role with no permissions and no methods, and one with many methods', async () => {
    const empty = await t.signInWithRole('bos_rol', []);
    expect((await t.call('GET', '/api/auth/me', { token: empty.token })).status).toBe(200);
    const methods = await t.call<{ id: number }[]>('GET', '/api/methods', { token: t.admin });
    const all = methods.body.map((m) => m.id);
    const roleId = await t.createRole('cok_yontem', ['view_refunds'], all);
    await t.createUser({ username: 'cok_yontem', password: ADMIN_PASSWORD, roleId });
    const token = await t.signIn('cok_yontem', ADMIN_PASSWORD);
    const seen = await t.call<{ id: number }[]>('GET', '/api/methods', { token });
    expect(seen.status).toBe(200);
    expect(seen.body.map((m) => m.id).sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
  });

  it('pages of 1, 25 and 500 rows, deep pages, the same page twice, for an admin and a limited role', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    await insertRefundRows(
      t.ctx,
      Array.from({ length: 1200 }, (_, i) => ({
        user_id: `U${i}`,
        login_id: `login${i}`,
        member_name: `Üye ${i}`,
        refund_name: `Alıcı ${i}`,
        reason_id: 1,
        payment_method_id: i % 3 === 0 ? 5 : 4,
        status_id: 1,
        amount_kurus: 1000 + i,
        ticket_id: `T${i}`,
        created_at: base + i,
        updated_at: base,
      })),
    );
    const limited = await t.signInWithRole('sayfa_rol', ['view_refunds'], { methods: [5] });
    for (const [token, method] of [
      [t.admin, null],
      [limited.token, 5],
    ] as const) {
      let query = t.ctx.db.selectFrom('refunds').select('id').orderBy('id', 'asc');
      if (method !== null) query = query.where('payment_method_id', '=', method);
      const everyId = (await query.execute()).map((row) => row.id);
      const n = everyId.length;
      for (const [start, end] of [
        [0, 0],
        [0, 24],
        [0, 499],
        [Math.max(0, n - 500), n - 1],
        [Math.floor(n / 2), Math.floor(n / 2) + 24],
        [n - 1, n + 10],
      ]) {
        for (let repeat = 0; repeat < 2; repeat++) {
          const page = await t.call(
            'GET',
            `/api/refunds?sort=${encodeURIComponent('["id","ASC"]')}&range=[${start},${end}]`,
            { token },
          );
          expect(page.status).toBe(200);
          expect(ids(page.body)).toEqual(everyId.slice(start, end + 1));
        }
      }
    }
  });

  it('many requests at once on a fresh set of connections all answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call('GET', `/api/refunds?_start=${i % 5}&_end=${(i % 5) + 1 + i}`, { token: t.admin }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  });

  it('a column widened by another process (a migration while the server runs) does not break requests', async () => {
    const answers = async () => {
      const results = await Promise.all(
        Array.from({ length: 12 }, () => t.call('GET', '/api/refunds?_start=0&_end=5', { token: t.admin })),
      );
      return results.map((r) => r.status);
    };
    expect(await answers()).toEqual(Array(12).fill(200));
    await inOtherProcess(t.database, (db) =>
      DB_KIND === 'postgres'
        ? sql`ALTER TABLE roles ALTER COLUMN display_name TYPE varchar(255)`.execute(db)
        : sql`ALTER TABLE roles ADD COLUMN note TEXT`.execute(db),
    );
    expect(await answers()).toEqual(Array(12).fill(200));
    await inOtherProcess(t.database, (db) =>
      DB_KIND === 'postgres'
        ? sql`ALTER TABLE statuses ALTER COLUMN color TYPE varchar(32)`.execute(db)
        : sql`ALTER TABLE statuses ADD COLUMN note TEXT`.execute(db),
    );
    expect(await answers()).toEqual(Array(12).fill(200));
  });
});
