import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';
import {
  COMPLETION_STATS_BACKFILL,
  POSTGRES_COMPLETION_TRIGGERS,
  SQLITE_COMPLETION_TRIGGERS,
} from './completionStatsSql.js';

/**
 * Completion times at a million refunds (and a covering index for the daily rollup of 0004): count, sum, minimum and maximum of (completed_at − created_at)
 * per Turkish day of creation and payment method, kept by triggers, so that the completion report reads a
 * few thousand rows instead of every completed refund.
 */
export function completionStatsMigration(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('refund_completion_stats')
        .addColumn('day', 'integer', (c) => c.notNull())
        .addColumn('payment_method_id', 'integer', (c) => c.notNull())
        .addColumn('completed_count', 'bigint', (c) => c.notNull())
        .addColumn('total_ms', 'bigint', (c) => c.notNull())
        .addColumn('min_ms', 'bigint', (c) => c.notNull())
        .addColumn('max_ms', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('refund_completion_stats_pk', ['day', 'payment_method_id'])
        .execute();
      await sql.raw(COMPLETION_STATS_BACKFILL).execute(db);
      // Both rollups are grouped by method (and status) over all days when no range is given: covering
      // indexes in that order let the database aggregate in index order instead of sorting ~100k rows.
      await db.schema
        .createIndex('refund_completion_stats_method_idx')
        .on('refund_completion_stats')
        .columns(['payment_method_id', 'day', 'completed_count', 'total_ms', 'min_ms', 'max_ms'])
        .execute();
      await db.schema
        .createIndex('refund_daily_stats_method_status_idx')
        .on('refund_daily_stats')
        .columns(['payment_method_id', 'status_id', 'day', 'refund_count', 'amount_kurus'])
        .execute();
      const triggers = dialect === 'postgres' ? POSTGRES_COMPLETION_TRIGGERS : SQLITE_COMPLETION_TRIGGERS;
      for (const statement of triggers) await sql.raw(statement).execute(db);
    },
  };
}
