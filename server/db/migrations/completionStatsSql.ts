/**
 * SQL texts of migration 0006 (completion statistics per Turkish day of creation and payment method).
 * A bucket is recomputed from its refunds whenever one of them enters, leaves or moves: a day of one
 * method holds a few dozen refunds, read through the partial completion index, and recomputing keeps the
 * minimum and maximum exact when a refund leaves.
 */
import { TURKISH_DAY } from './refundStatsSql.js';

const DAY_MS = 86_400_000;
const OFFSET_MS = 10_800_000;

/** Rebuilds the bucket of `row` (a trigger's new/old record) from the refunds table. */
const recompute = (row: string) => `
  DELETE FROM refund_completion_stats
   WHERE day = ${TURKISH_DAY(`${row}.created_at`)} AND payment_method_id = ${row}.payment_method_id;
  INSERT INTO refund_completion_stats (day, payment_method_id, completed_count, total_ms, min_ms, max_ms)
  SELECT ${TURKISH_DAY(`${row}.created_at`)}, ${row}.payment_method_id, COUNT(*),
         SUM(completed_at - created_at), MIN(completed_at - created_at), MAX(completed_at - created_at)
    FROM refunds
   WHERE payment_method_id = ${row}.payment_method_id AND completed_at IS NOT NULL
     AND created_at >= ${TURKISH_DAY(`${row}.created_at`)} * ${DAY_MS} - ${OFFSET_MS}
     AND created_at < (${TURKISH_DAY(`${row}.created_at`)} + 1) * ${DAY_MS} - ${OFFSET_MS}
  HAVING COUNT(*) > 0;`;

export const COMPLETION_STATS_BACKFILL = `
  INSERT INTO refund_completion_stats (day, payment_method_id, completed_count, total_ms, min_ms, max_ms)
  SELECT ${TURKISH_DAY('created_at')}, payment_method_id, COUNT(*), SUM(completed_at - created_at),
         MIN(completed_at - created_at), MAX(completed_at - created_at)
    FROM refunds WHERE completed_at IS NOT NULL GROUP BY 1, 2`;

const moved = (o: string, n: string) =>
  `(${o}.completed_at IS NOT ${n}.completed_at OR ${o}.created_at <> ${n}.created_at
    OR ${o}.payment_method_id <> ${n}.payment_method_id)`;

export const SQLITE_COMPLETION_TRIGGERS = [
  `CREATE TRIGGER completion_stats_insert AFTER INSERT ON refunds WHEN new.completed_at IS NOT NULL
     BEGIN ${recompute('new')} END`,
  `CREATE TRIGGER completion_stats_delete AFTER DELETE ON refunds WHEN old.completed_at IS NOT NULL
     BEGIN ${recompute('old')} END`,
  `CREATE TRIGGER completion_stats_update
     AFTER UPDATE OF completed_at, created_at, payment_method_id ON refunds
     WHEN ${moved('old', 'new')} AND (old.completed_at IS NOT NULL OR new.completed_at IS NOT NULL)
     BEGIN ${recompute('old')} ${recompute('new')} END`,
];

export const POSTGRES_COMPLETION_TRIGGERS = [
  `CREATE FUNCTION completion_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN
       IF NEW.completed_at IS NOT NULL THEN ${recompute('NEW')} END IF;
     ELSIF TG_OP = 'DELETE' THEN
       IF OLD.completed_at IS NOT NULL THEN ${recompute('OLD')} END IF;
     ELSIF ${moved('OLD', 'NEW').replace(/IS NOT /g, 'IS DISTINCT FROM ')}
           AND (OLD.completed_at IS NOT NULL OR NEW.completed_at IS NOT NULL) THEN
       ${recompute('OLD')}
       ${recompute('NEW')}
     END IF;
     RETURN NULL;
   END $$`,
  // Every update is looked at: completed_at is also set by the BEFORE trigger of a status change.
  `CREATE TRIGGER completion_stats_trigger AFTER INSERT OR DELETE OR UPDATE ON refunds
     FOR EACH ROW EXECUTE FUNCTION completion_stats_apply()`,
];
