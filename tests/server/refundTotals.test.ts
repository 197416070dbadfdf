import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DB_KIND, setupTestServer } from './harness.js';
import { createRefundAs, versionOf } from './refundHelpers.js';
import { rollupsAndDirectCounts } from './rollupCheck.js';

/**
 * The totals of lists filtered by status, payment method or nothing come from refund_totals (on
 * PostgreSQL with the changes not folded in yet): they always equal a direct count, before and after a
 * fold, also while folds run beside writers.
 */
const t = setupTestServer({ signInAdmin: true });

const STATUSES = [1, 2, 3, 4];
const METHODS = [4, 5];

async function listedTotal(filter: Record<string, number>): Promise<number> {
  const response = await t.call(
    'GET',
    `/api/refunds?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,0]`,
    { token: t.admin },
  );
  expect(response.status).toBe(200);
  return Number(response.headers.get('content-range')?.split('/')[1]);
}

async function directCount(filter: { status_id?: number; payment_method_id?: number }) {
  let query = t.ctx.db.selectFrom('refunds').select((eb) => eb.fn.countAll<number>().as('n'));
  if (filter.status_id) query = query.where('status_id', '=', filter.status_id);
  if (filter.payment_method_id) query = query.where('payment_method_id', '=', filter.payment_method_id);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function expectTotalsAsCounted() {
  const filters = [
    {},
    ...STATUSES.map((status_id) => ({ status_id })),
    ...METHODS.map((payment_method_id) => ({ payment_method_id })),
    ...STATUSES.flatMap((status_id) =>
      METHODS.map((payment_method_id) => ({ status_id, payment_method_id })),
    ),
  ];
  for (const filter of filters)
    expect([filter, await listedTotal(filter)]).toEqual([filter, await directCount(filter)]);
  const figures = await rollupsAndDirectCounts(t.ctx.db);
  expect(figures.totals).toEqual(figures.totalsDirect);
}

/** Creates, status changes, method and amount edits and deletes, one after the other. */
async function writeSome(round: number) {
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) {
    const refund = await createRefundAs(t.server, t.admin, {
      method: METHODS[i % 2],
      status: STATUSES[(i + round) % STATUSES.length],
    });
    ids.push(refund.id as number);
  }
  for (const [i, id] of ids.entries()) {
    const body = {
      status_id: STATUSES[(i + round + 1) % STATUSES.length],
      version: await versionOf(t.server, id),
    };
    expect((await t.call('PUT', `/api/refunds/${id}/status`, { token: t.admin, body })).status).toBe(200);
  }
  expect((await t.call('DELETE', `/api/refunds/${ids[0]}`, { token: t.admin })).status).toBe(200);
}

const fold = () => sql`SELECT refund_totals_fold()`.execute(t.ctx.db);

describe('list totals from refund_totals', () => {
  it('equal a direct count after creates, status changes and deletes', async () => {
    await writeSome(0);
    await expectTotalsAsCounted();
  });

  if (DB_KIND === 'postgres') {
    it('equal a direct count before and after the listed changes are folded in, also with folds beside writers', async () => {
      await writeSome(1);
      const listed = await t.ctx.db.selectFrom('refund_total_changes').select('id').execute();
      expect(listed.length).toBeGreaterThan(0);
      await expectTotalsAsCounted();
      await fold();
      expect(await t.ctx.db.selectFrom('refund_total_changes').select('id').execute()).toEqual([]);
      await expectTotalsAsCounted();

      let writing = true;
      const folding = (async () => {
        while (writing) await Promise.all([fold(), fold()]);
      })();
      await Promise.all([writeSome(2), writeSome(3), writeSome(4)]);
      writing = false;
      await folding;
      await expectTotalsAsCounted();
    }, 60_000);
  }
});
