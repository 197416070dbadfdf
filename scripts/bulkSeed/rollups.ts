import { REFUND_TOTALS_REBUILD } from '../../server/db/migrations/0022_refund_totals.js';
import { COMPLETION_STATS_BACKFILL } from '../../server/db/migrations/completionStatsSql.js';
import { TURKISH_DAY } from '../../server/db/migrations/refundStatsSql.js';

/**
 * The rollup triggers a bulk load holds back: per inserted row they upsert a daily count and a total and
 * recompute a completion bucket (PostgreSQL queues some as deferred events until commit). The loaders switch them
 * off inside their one load transaction and rebuild the rollups in one set-based pass before committing,
 * so that a failed load leaves the triggers and the rollups as they were.
 */
export const POSTGRES_ROLLUP_TRIGGERS = [
  'refund_stats_trigger',
  'completion_stats_trigger',
  'refund_totals_trigger',
] as const;
/** SQLite cannot switch a trigger off: these are dropped and created again from their stored SQL. */
export const SQLITE_ROLLUP_TRIGGERS = [
  'refund_stats_insert',
  'completion_stats_insert',
  'refund_totals_insert',
] as const;

/** The rollups recomputed from the whole refunds table, as the migrations that created them filled them. */
export const ROLLUP_REBUILD_SQL = [
  'DELETE FROM refund_daily_stats',
  `INSERT INTO refund_daily_stats (day, payment_method_id, status_id, refund_count, amount_kurus)
   SELECT ${TURKISH_DAY('created_at')}, payment_method_id, status_id, COUNT(*), SUM(amount_kurus)
   FROM refunds GROUP BY 1, 2, 3`,
  'DELETE FROM refund_completion_stats',
  COMPLETION_STATS_BACKFILL,
  'DELETE FROM refund_total_changes',
  'DELETE FROM refund_totals',
  REFUND_TOTALS_REBUILD,
];
