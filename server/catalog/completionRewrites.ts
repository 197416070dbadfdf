import { setImmediate as nextTurn, setTimeout as rest } from 'node:timers/promises';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/types.js';
import { COMPLETED_AT_BACKFILL } from '../db/migrations/refundStatsSql.js';

/** A pending rewrite of one status's refunds (migration 0014). */
type RewriteJobTable = {
  status_completion_rewrites: {
    status_id: number;
    generation: number;
    cursor_id: number;
    lease_until: number;
    requested_at: number;
  };
};

type JobDb = Kysely<Database & RewriteJobTable>;
const jobDb = (db: Kysely<Database>): JobDb => db.withTables<RewriteJobTable>();

/** One short write transaction lasts about this long, so other writers wait at most that. */
const SLICE_MS = 25;
/** Ids walked per statement (a primary-key range): at ~0.2 ms a rewritten row, ~35 ms where 3/4 match. */
const ID_SPAN = 250;
/** A process that stops renewing its lease this long is taken to be gone, and another resumes the job. */
const LEASE_MS = 60_000;
const PROGRESS_LOG_MS = 5_000;

/**
 * Records, in the transaction that changes the flag, that the status's refunds need a new `completed_at`.
 * A rewrite already under way for it starts over (its generation is gone).
 */
export async function requestCompletionRewrite(trx: Kysely<Database>, statusId: number): Promise<void> {
  const now = Date.now();
  await jobDb(trx)
    .insertInto('status_completion_rewrites')
    .values({ status_id: statusId, generation: 1, cursor_id: 0, lease_until: 0, requested_at: now })
    .onConflict((oc) =>
      oc.column('status_id').doUpdateSet((eb) => ({
        generation: eb('status_completion_rewrites.generation', '+', 1),
        cursor_id: 0,
        lease_until: 0,
        requested_at: now,
      })),
    )
    .execute();
}

interface ClaimedJob {
  status_id: number;
  generation: number;
  cursor_id: number;
}

async function claimJob(db: JobDb): Promise<ClaimedJob | null> {
  const now = Date.now();
  const free = db
    .selectFrom('status_completion_rewrites')
    .select('status_id')
    .where('lease_until', '<', now)
    .orderBy('requested_at')
    .limit(1);
  const row = await db
    .updateTable('status_completion_rewrites')
    .set({ lease_until: now + LEASE_MS })
    .where('status_id', '=', (eb) => eb.selectFrom(free.as('f')).select('f.status_id'))
    .where('lease_until', '<', now)
    .returning(['status_id', 'generation', 'cursor_id'])
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Sets `completed_at` of the status's refunds with ids in (from, to] to what the status's flag says now:
 * when they entered it if completed, else nothing. Only rows whose value is wrong are written.
 */
function rewriteSpan(trx: JobDb, statusId: number, from: number, to: number) {
  const completed = sql<boolean>`(SELECT is_completed FROM statuses WHERE id = ${statusId}) = 1`;
  return sql`UPDATE refunds
      SET completed_at = CASE WHEN ${completed} THEN ${sql.raw(COMPLETED_AT_BACKFILL)} END
    WHERE id > ${from} AND id <= ${to} AND status_id = ${statusId}
      AND (CASE WHEN completed_at IS NULL THEN 0 ELSE 1 END) <> (CASE WHEN ${completed} THEN 1 ELSE 0 END)`.execute(
    trx,
  );
}

/**
 * Runs one job to its end in short transactions; stops early when the flag changed again meanwhile or
 * the server is closing.
 */
async function runJob(
  db: JobDb,
  job: ClaimedJob,
  log: FastifyBaseLogger,
  stopped: () => boolean,
): Promise<void> {
  const { maxId } = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.max('id').as('maxId'))
    .executeTakeFirstOrThrow();
  const lastId = Number(maxId ?? 0);
  let cursor = Number(job.cursor_id);
  let loggedAt = performance.now();
  while (cursor < lastId) {
    // Left with its lease: it runs out, and any server on the database takes the job up from the cursor.
    if (stopped()) return;
    const current = await db
      .transaction()
      .execute(async (trx) => {
        const started = performance.now();
        let next = cursor;
        while (next < lastId && performance.now() - started < SLICE_MS) {
          await rewriteSpan(trx, job.status_id, next, next + ID_SPAN);
          next += ID_SPAN;
        }
        const kept = await trx
          .updateTable('status_completion_rewrites')
          .set({ cursor_id: next, lease_until: Date.now() + LEASE_MS })
          .where('status_id', '=', job.status_id)
          .where('generation', '=', job.generation)
          .executeTakeFirst();
        // The flag changed again (or the status went): this pass's work is moot, the newer job redoes it.
        if (Number(kept.numUpdatedRows) === 0) throw new Superseded();
        return next;
      })
      .catch((error: unknown) => {
        if (error instanceof Superseded) return null;
        throw error;
      });
    if (current === null) return;
    cursor = current;
    if (performance.now() - loggedAt > PROGRESS_LOG_MS) {
      loggedAt = performance.now();
      log.info({ statusId: job.status_id, done: Math.min(1, cursor / lastId) }, 'completion rewrite');
    }
    // On PostgreSQL the slices run in a backend as eager as any request's: the rewrite rests as long as a
    // slice lasts, so that requests get the machine at least half of the time. On SQLite a slice holds
    // the write lock, and the sooner the rewrite ends the sooner writers stop waiting for it.
    if (db.getExecutor().adapter instanceof PostgresAdapter) await rest(SLICE_MS);
    else await nextTurn();
  }
  await db
    .deleteFrom('status_completion_rewrites')
    .where('status_id', '=', job.status_id)
    .where('generation', '=', job.generation)
    .execute();
  log.info({ statusId: job.status_id }, 'completion rewrite done');
}

class Superseded extends Error {}

/**
 * The rewrites not finished yet, oldest request first, with the share of refund ids walked so far (ids
 * above the walk's end are newer refunds, written with the right value from the start).
 */
export async function listCompletionRewrites(db: Kysely<Database>) {
  const [jobs, top] = await Promise.all([
    jobDb(db)
      .selectFrom('status_completion_rewrites')
      .select(['status_id', 'cursor_id', 'requested_at'])
      .orderBy('requested_at')
      .orderBy('status_id')
      .execute(),
    db
      .selectFrom('refunds')
      .select((eb) => eb.fn.max('id').as('maxId'))
      .executeTakeFirstOrThrow(),
  ]);
  const lastId = Number(top.maxId ?? 0);
  return jobs.map((job) => ({
    status_id: job.status_id,
    // A job still in the list is not done: it shows at most 99 until its last slice removes it.
    done_percent: lastId > 0 ? Math.min(99, Math.floor((Number(job.cursor_id) / lastId) * 100)) : 0,
    requested_at: new Date(Number(job.requested_at)).toISOString(),
  }));
}

/**
 * Runs the pending rewrites of this database one after another, in the background of this process.
 * `kick()` after a flag change (and at start, to resume what a stopped process left); a kick while it runs
 * makes it look again when done. A job another process holds is looked at again when its lease runs out:
 * a process that died holding one leaves it to whichever server is still up, started before or after.
 */
export function completionRewriter(db: Kysely<Database>, log: FastifyBaseLogger) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lookAgainWhenLeasesEnd = async () => {
    const { nextFree } = await jobDb(db)
      .selectFrom('status_completion_rewrites')
      .select((eb) => eb.fn.min('lease_until').as('nextFree'))
      .executeTakeFirstOrThrow();
    if (nextFree === null || stopped) return;
    clearTimeout(retry);
    retry = setTimeout(() => void kick(), Math.max(1000, Number(nextFree) - Date.now() + 100));
    retry.unref();
  };
  const drain = async () => {
    do {
      again = false;
      for (let job = await claimJob(jobDb(db)); job && !stopped; job = await claimJob(jobDb(db))) {
        await runJob(jobDb(db), job, log, () => stopped);
      }
    } while (again && !stopped);
    if (!stopped) await lookAgainWhenLeasesEnd();
  };
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'completion rewrite failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }
  return {
    kick,
    /** Ends the background work of this process (the server is closing); what is left resumes elsewhere. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(retry);
      await running;
    },
  };
}
