import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { createRefundAs, refundFields, versionOf } from './refundHelpers.js';
const t = setupTestServer({ signInAdmin: true });

const completedAt = async (id: number) =>
  (await t.ctx.db.selectFrom('refunds').select('completed_at').where('id', '=', id).executeTakeFirstOrThrow())
    .completed_at;

async function statusChangeLogTimes(id: number): Promise<number[]> {
  const rows = await t.ctx.db
    .selectFrom('refund_logs')
    .select('created_at')
    .where('refund_id', '=', id)
    .where('action', '=', 'update_refund_status')
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.created_at));
}

/** A completed flag's change rewrites the status's refunds after the answer: wait for it to finish. */
async function completionRewritesDone(): Promise<void> {
  const pending = async () =>
    Number(
      (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM status_completion_rewrites`.execute(t.ctx.db))
        .rows[0].n,
    );
  for (let i = 0; i < 200 && (await pending()) > 0; i++) await new Promise((r) => setTimeout(r, 25));
}

const setStatus = async (id: number, statusId: number) =>
  t.call('PUT', `/api/refunds/${id}/status`, {
    token: t.admin,
    body: { status_id: statusId, version: await versionOf(t.server, id) },
  });

describe('the daily rollup behind the reports', () => {
  it('equals a GROUP BY over the refunds after creates, edits, status changes, bulk changes and deletes', async () => {
    const created = [];
    for (let i = 0; i < 12; i++) {
      created.push(
        await createRefundAs(t.server, t.admin, {
          method: [4, 5, 14][i % 3],
          amount: `${10 + i}.${String(i * 7).padStart(2, '0')}`,
        }),
      );
    }
    await setStatus(created[0].id, 4);
    await setStatus(created[1].id, 5);
    const edit = await t.callForm('PUT', `/api/refunds/${created[2].id}`, {
      token: t.admin,
      fields: { ...refundFields({ method: 5, amount: '999.99', status: 3, email: '' }), version: 1 },
    });
    expect(edit.status).toBe(200);
    const bulk = await t.call('POST', '/api/refunds/bulk', {
      token: t.admin,
      body: {
        action: 'status',
        ids: [created[3].id, created[4].id],
        status_id: 4,
        versions: { [created[3].id]: 1, [created[4].id]: 1 },
      },
    });
    expect(bulk.status).toBe(200);
    expect((await t.call('DELETE', `/api/refunds/${created[5].id}`, { token: t.admin })).status).toBe(200);
    // A refund created in the previous Turkish day moves its figures to that day.
    await t.ctx.db
      .updateTable('refunds')
      .set({ created_at: Date.parse('2026-03-01T23:59:00+03:00') })
      .where('id', '=', created[6].id)
      .execute();

    const direct = await sql<{ day: number; m: number; s: number; n: number; kurus: number }>`
      SELECT (created_at + 10800000) / 86400000 AS day, payment_method_id AS m, status_id AS s,
             COUNT(*) AS n, SUM(amount_kurus) AS kurus
      FROM refunds GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(t.ctx.db);
    const rollup = await sql<{ day: number; m: number; s: number; n: number; kurus: number }>`
      SELECT day, payment_method_id AS m, status_id AS s, refund_count AS n, amount_kurus AS kurus
      FROM refund_daily_stats WHERE refund_count > 0 ORDER BY 1, 2, 3`.execute(t.ctx.db);
    const normalise = (rows: Array<Record<string, unknown>>) =>
      rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])));
    expect(normalise(rollup.rows)).toEqual(normalise(direct.rows));
    expect(
      rollup.rows.some(
        (row) => Number(row.day) === Math.floor(Date.parse('2026-03-01T12:00:00Z') / 86400000),
      ),
    ).toBe(true);
    await expectCompletionRollupExact();
  });
});

async function expectCompletionRollupExact() {
  const direct = await sql<Record<string, unknown>>`
    SELECT (created_at + 10800000) / 86400000 AS day, payment_method_id AS m, COUNT(*) AS n,
           SUM(completed_at - created_at) AS total, MIN(completed_at - created_at) AS low,
           MAX(completed_at - created_at) AS high
    FROM refunds WHERE completed_at IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`.execute(t.ctx.db);
  const rollup = await sql<Record<string, unknown>>`
    SELECT day, payment_method_id AS m, completed_count AS n, total_ms AS total, min_ms AS low,
           max_ms AS high
    FROM refund_completion_stats ORDER BY 1, 2`.execute(t.ctx.db);
  const normalise = (rows: Array<Record<string, unknown>>) =>
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])));
  expect(normalise(rollup.rows)).toEqual(normalise(direct.rows));
}

describe('completion time stamps', () => {
  it('stamps entering a completed status at the logged change and clears it on leaving', async () => {
    const refund = await createRefundAs(t.server, t.admin);
    expect(await completedAt(refund.id)).toBeNull();
    await setStatus(refund.id, 2);
    expect(await completedAt(refund.id)).toBeNull();
    await setStatus(refund.id, 4);
    const [, intoCompleted] = await statusChangeLogTimes(refund.id);
    expect(Math.abs(Number(await completedAt(refund.id)) - intoCompleted)).toBeLessThan(1000);
    await setStatus(refund.id, 3);
    expect(await completedAt(refund.id)).toBeNull();
    await expectCompletionRollupExact();
  });

  it('counts a refund created directly in a completed status as completed at creation', async () => {
    const refund = await createRefundAs(t.server, t.admin, { status: 4 });
    const row = await t.ctx.db
      .selectFrom('refunds')
      .select(['created_at', 'completed_at'])
      .where('id', '=', refund.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.completed_at)).toBe(Number(row.created_at));
  });

  it('re-derives completion from the history when a status is marked completed or not', async () => {
    const viaChange = await createRefundAs(t.server, t.admin);
    await setStatus(viaChange.id, 3);
    const [changeTime] = await statusChangeLogTimes(viaChange.id);
    const direct = await createRefundAs(t.server, t.admin, { status: 3 });
    expect(await completedAt(viaChange.id)).toBeNull();

    const status = (await t.call('GET', '/api/statuses', { token: t.admin })).body.find(
      (row: { id: number }) => row.id === 3,
    );
    const mark = (isCompleted: boolean) =>
      t.call('PUT', '/api/statuses/3', {
        token: t.admin,
        body: { ...status, is_completed: isCompleted },
      });
    expect((await mark(true)).status).toBe(200);
    await completionRewritesDone();
    expect(Math.abs(Number(await completedAt(viaChange.id)) - changeTime)).toBeLessThan(1000);
    const directRow = await t.ctx.db
      .selectFrom('refunds')
      .select(['created_at', 'completed_at'])
      .where('id', '=', direct.id)
      .executeTakeFirstOrThrow();
    // Created in that status: its creation (or the creation's log row, a millisecond later).
    expect(Number(directRow.completed_at) - Number(directRow.created_at)).toBeLessThan(1000);

    const report = await t.call('GET', '/api/reports/completion-time', { token: t.admin });
    expect(report.body.overall_stats.completed_count).toBeGreaterThanOrEqual(2);

    expect((await mark(false)).status).toBe(200);
    await completionRewritesDone();
    expect(await completedAt(viaChange.id)).toBeNull();
    expect(await completedAt(direct.id)).toBeNull();
    await expectCompletionRollupExact();
  });
});
