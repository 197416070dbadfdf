import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setupTestServer, startTestServer } from './harness.js';
import { createRefundAs } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });

const pendingRewrites = async () =>
  Number(
    (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM status_completion_rewrites`.execute(t.ctx.db)).rows[0]
      .n,
  );

/** The rewrite runs after the answer, in short transactions: wait for its job to be gone. */
async function rewritesDone(): Promise<void> {
  for (let i = 0; i < 200 && (await pendingRewrites()) > 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(await pendingRewrites()).toBe(0);
}

const completedCount = async (statusId: number) =>
  Number(
    (
      await t.ctx.db
        .selectFrom('refunds')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status_id', '=', statusId)
        .where('completed_at', 'is not', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function markCompleted(statusId: number, isCompleted: boolean) {
  const status = (await t.call('GET', '/api/statuses', { token: t.admin })).body.find(
    (row: { id: number }) => row.id === statusId,
  );
  return t.call('PUT', `/api/statuses/${statusId}`, {
    token: t.admin,
    body: { ...status, is_completed: isCompleted },
  });
}

describe("a status's completed flag rewrites its refunds in the background", () => {
  it('ends with the last flag set when it is switched several times in a row', async () => {
    for (let i = 0; i < 5; i++) await createRefundAs(t.server, t.admin, { status: 3 });
    for (const flag of [true, false, true]) expect((await markCompleted(3, flag)).status).toBe(200);
    await rewritesDone();
    expect(await completedCount(3)).toBe(5);
    const report = await t.call('GET', '/api/reports/completion-time', { token: t.admin });
    expect(report.body.overall_stats.completed_count).toBeGreaterThanOrEqual(5);

    for (const flag of [false, true, false]) expect((await markCompleted(3, flag)).status).toBe(200);
    await rewritesDone();
    expect(await completedCount(3)).toBe(0);
  });

  it('is finished by the next server on the database when the one that started it stopped', async () => {
    for (let i = 0; i < 3; i++) await createRefundAs(t.server, t.admin, { status: 2 });
    // What a process killed right after the flag's transaction leaves: the flag and its job, no rewrite.
    await t.ctx.db.updateTable('statuses').set({ is_completed: 1 }).where('id', '=', 2).execute();
    await sql`INSERT INTO status_completion_rewrites (status_id, generation, cursor_id, lease_until, requested_at)
              VALUES (2, 1, 0, 0, ${Date.now()})`.execute(t.ctx.db);
    expect(await completedCount(2)).toBe(0);

    const next = await startTestServer({ database: t.database });
    try {
      await rewritesDone();
      expect(await completedCount(2)).toBe(3);
    } finally {
      await next.stop();
    }
  });
});

describe('a rewrite left by a process that died holding it', () => {
  it('is taken up by a server already running once the dead one’s lease runs out', async () => {
    for (let i = 0; i < 3; i++) await createRefundAs(t.server, t.admin, { status: 6 });
    await t.ctx.db.updateTable('statuses').set({ is_completed: 1 }).where('id', '=', 6).execute();
    // Its lease still runs for a moment: this server, already started, cannot claim it now.
    await sql`INSERT INTO status_completion_rewrites (status_id, generation, cursor_id, lease_until, requested_at)
              VALUES (6, 1, 0, ${Date.now() + 1500}, ${Date.now()})`.execute(t.ctx.db);
    // A kick that finds the job leased, as at a start right after the other process died.
    const other = await t.call('GET', '/api/statuses', { token: t.admin });
    const unchanged = other.body.find((row: { id: number }) => row.id === 1);
    expect((await t.call('PUT', '/api/statuses/1', { token: t.admin, body: unchanged })).status).toBe(200);
    expect(await completedCount(6)).toBe(0);
    await rewritesDone();
    expect(await completedCount(6)).toBe(3);
    await t.ctx.db.updateTable('statuses').set({ is_completed: 0 }).where('id', '=', 6).execute();
  });
});

describe('GET /api/statuses/completion-rewrites', () => {
  it('names the statuses still being rewritten and how far each got, to any signed-in user', async () => {
    for (let i = 0; i < 4; i++) await createRefundAs(t.server, t.admin, { status: 4 });
    const { maxId } = await t.ctx.db
      .selectFrom('refunds')
      .select((eb) => eb.fn.max('id').as('maxId'))
      .executeTakeFirstOrThrow();
    const requestedAt = Date.UTC(2026, 10, 23, 9, 30);
    // A job another process holds (its lease runs), half-way through the ids.
    await sql`INSERT INTO status_completion_rewrites (status_id, generation, cursor_id, lease_until, requested_at)
              VALUES (4, 1, ${Math.floor(Number(maxId) / 2)}, ${Date.now() + 600_000}, ${requestedAt})`.execute(
      t.ctx.db,
    );
    const viewer = await t.signInWithRole('durum_izleyici', ['view_refunds']);
    const answer = await t.call('GET', '/api/statuses/completion-rewrites', { token: viewer.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(1);
    expect(answer.body[0]).toMatchObject({ status_id: 4, requested_at: '2026-11-23T09:30:00.000Z' });
    expect(answer.body[0].done_percent).toBeGreaterThanOrEqual(45);
    expect(answer.body[0].done_percent).toBeLessThanOrEqual(50);
    expect((await t.call('GET', '/api/statuses/completion-rewrites')).status).toBe(401);

    await sql`DELETE FROM status_completion_rewrites WHERE status_id = 4`.execute(t.ctx.db);
    expect((await t.call('GET', '/api/statuses/completion-rewrites', { token: viewer.token })).body).toEqual(
      [],
    );
  });
});
