import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';
import { TURKISH_DAY } from './refundStatsSql.js';

const DAY_MS = 86_400_000;
const OFFSET_MS = 10_800_000;

/**
 * Rollup writes that hold under concurrent writers on PostgreSQL (READ COMMITTED):
 *
 * - The completion bucket used to be rebuilt as DELETE then INSERT: two transactions changing refunds of
 *   one day and method both deleted nothing (the other's row was not in their snapshot) and both inserted,
 *   so one failed on the primary key; and a rebuild that read the refunds before another writer committed
 *   stored a stale aggregate. Now the bucket's row is locked first (created as a placeholder when absent,
 *   retried when a concurrent writer removed it), and only then recomputed: each statement of a PL/pgSQL
 *   function takes a fresh snapshot, so the recomputation sees every writer that held the lock before.
 * - The daily counts were already increments (row locks keep them exact), but a refund moved from status
 *   A to B beside one moved from B to A locked the two rows in opposite orders: a deadlock. The two rows of
 *   one change are now written in key order.
 * - Both triggers are deferred to commit: a writer then takes its rollup locks after every refund row it
 *   locks (a create refreshes its duplicate group's rows, a status change of a member locks one of them),
 *   so a rollup lock is never held while waiting for a refund row, and is held only for the commit.
 *   Within a commit, completion buckets are locked before daily rows, each set in key order, whichever
 *   writer commits: one global lock order, so single-refund writes cannot deadlock.
 *
 * SQLite needs none of this: a write transaction holds the database's single write lock from its first
 * write to its commit, so no other writer can run between a trigger's DELETE and INSERT.
 */
export function rollupRaceFreeMigration(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      for (const statement of POSTGRES_STATEMENTS) await sql.raw(statement).execute(db);
    },
  };
}

const POSTGRES_STATEMENTS = [
  `DROP TRIGGER completion_stats_trigger ON refunds`,
  `DROP TRIGGER refund_stats_trigger ON refunds`,
  `DROP FUNCTION completion_stats_apply()`,
  `DROP FUNCTION refund_stats_apply()`,

  // Locks one completion bucket's row, then recomputes it from the refunds (removed when empty).
  `CREATE FUNCTION refund_completion_rebuild(p_day bigint, p_method integer) RETURNS void
   LANGUAGE plpgsql AS $$
   DECLARE
     n bigint; total bigint; low bigint; high bigint;
   BEGIN
     LOOP
       PERFORM 1 FROM refund_completion_stats
        WHERE day = p_day AND payment_method_id = p_method FOR UPDATE;
       EXIT WHEN FOUND;
       -- Absent: a placeholder row that only this transaction sees until it commits. A concurrent writer
       -- inserting the same bucket makes this wait for it; then the row is locked on the next turn.
       INSERT INTO refund_completion_stats (day, payment_method_id, completed_count, total_ms, min_ms, max_ms)
       VALUES (p_day, p_method, 0, 0, 0, 0) ON CONFLICT DO NOTHING;
       EXIT WHEN FOUND;
     END LOOP;
     SELECT COUNT(*), SUM(completed_at - created_at), MIN(completed_at - created_at),
            MAX(completed_at - created_at)
       INTO n, total, low, high
       FROM refunds
      WHERE payment_method_id = p_method AND completed_at IS NOT NULL
        AND created_at >= p_day * ${DAY_MS} - ${OFFSET_MS}
        AND created_at < (p_day + 1) * ${DAY_MS} - ${OFFSET_MS};
     IF n = 0 THEN
       DELETE FROM refund_completion_stats WHERE day = p_day AND payment_method_id = p_method;
     ELSE
       UPDATE refund_completion_stats SET completed_count = n, total_ms = total, min_ms = low, max_ms = high
        WHERE day = p_day AND payment_method_id = p_method;
     END IF;
   END $$`,

  `CREATE FUNCTION completion_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     old_day bigint; new_day bigint;
   BEGIN
     IF TG_OP = 'INSERT' THEN
       IF NEW.completed_at IS NOT NULL THEN
         PERFORM refund_completion_rebuild(${TURKISH_DAY('NEW.created_at')}, NEW.payment_method_id);
       END IF;
     ELSIF TG_OP = 'DELETE' THEN
       IF OLD.completed_at IS NOT NULL THEN
         PERFORM refund_completion_rebuild(${TURKISH_DAY('OLD.created_at')}, OLD.payment_method_id);
       END IF;
     ELSIF (OLD.completed_at IS DISTINCT FROM NEW.completed_at OR OLD.created_at <> NEW.created_at
            OR OLD.payment_method_id <> NEW.payment_method_id)
           AND (OLD.completed_at IS NOT NULL OR NEW.completed_at IS NOT NULL) THEN
       old_day := ${TURKISH_DAY('OLD.created_at')};
       new_day := ${TURKISH_DAY('NEW.created_at')};
       -- Two buckets are locked in key order, whichever way the refund moves.
       IF (old_day, OLD.payment_method_id) = (new_day, NEW.payment_method_id) THEN
         PERFORM refund_completion_rebuild(old_day, OLD.payment_method_id);
       ELSIF (old_day, OLD.payment_method_id) < (new_day, NEW.payment_method_id) THEN
         PERFORM refund_completion_rebuild(old_day, OLD.payment_method_id);
         PERFORM refund_completion_rebuild(new_day, NEW.payment_method_id);
       ELSE
         PERFORM refund_completion_rebuild(new_day, NEW.payment_method_id);
         PERFORM refund_completion_rebuild(old_day, OLD.payment_method_id);
       END IF;
     END IF;
     RETURN NULL;
   END $$`,

  // Adds (sign 1) or removes (sign -1) one refund to the count and sum of its day, method and status.
  `CREATE FUNCTION refund_daily_stats_add(p_day bigint, p_method integer, p_status integer, p_sign integer,
                                          p_amount bigint) RETURNS void LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO refund_daily_stats AS s (day, payment_method_id, status_id, refund_count, amount_kurus)
     VALUES (p_day, p_method, p_status, p_sign, p_sign * p_amount)
     ON CONFLICT (day, payment_method_id, status_id) DO UPDATE SET
       refund_count = s.refund_count + EXCLUDED.refund_count,
       amount_kurus = s.amount_kurus + EXCLUDED.amount_kurus;
   END $$`,

  `CREATE FUNCTION refund_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     old_day bigint; new_day bigint;
   BEGIN
     IF TG_OP = 'INSERT' THEN
       PERFORM refund_daily_stats_add(${TURKISH_DAY('NEW.created_at')}, NEW.payment_method_id, NEW.status_id,
                                      1, NEW.amount_kurus);
     ELSIF TG_OP = 'DELETE' THEN
       PERFORM refund_daily_stats_add(${TURKISH_DAY('OLD.created_at')}, OLD.payment_method_id, OLD.status_id,
                                      -1, OLD.amount_kurus);
     ELSIF OLD.created_at <> NEW.created_at OR OLD.payment_method_id <> NEW.payment_method_id
           OR OLD.status_id <> NEW.status_id OR OLD.amount_kurus <> NEW.amount_kurus THEN
       old_day := ${TURKISH_DAY('OLD.created_at')};
       new_day := ${TURKISH_DAY('NEW.created_at')};
       -- The row left and the row entered are written in key order (see the migration's comment).
       IF (old_day, OLD.payment_method_id, OLD.status_id) <= (new_day, NEW.payment_method_id, NEW.status_id) THEN
         PERFORM refund_daily_stats_add(old_day, OLD.payment_method_id, OLD.status_id, -1, OLD.amount_kurus);
         PERFORM refund_daily_stats_add(new_day, NEW.payment_method_id, NEW.status_id, 1, NEW.amount_kurus);
       ELSE
         PERFORM refund_daily_stats_add(new_day, NEW.payment_method_id, NEW.status_id, 1, NEW.amount_kurus);
         PERFORM refund_daily_stats_add(old_day, OLD.payment_method_id, OLD.status_id, -1, OLD.amount_kurus);
       END IF;
     END IF;
     RETURN NULL;
   END $$`,

  // Trigger names keep their alphabetical order: at commit, completion buckets before daily rows.
  `CREATE CONSTRAINT TRIGGER completion_stats_trigger AFTER INSERT OR DELETE OR UPDATE ON refunds
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION completion_stats_apply()`,
  `CREATE CONSTRAINT TRIGGER refund_stats_trigger
     AFTER INSERT OR DELETE OR UPDATE OF created_at, payment_method_id, status_id, amount_kurus ON refunds
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refund_stats_apply()`,
];
