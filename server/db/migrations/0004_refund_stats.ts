import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';
import {
  COMPLETED_AT_BACKFILL,
  POSTGRES_STATS_TRIGGERS,
  SQLITE_STATS_TRIGGERS,
  TURKISH_DAY,
} from './refundStatsSql.js';

/**
 * What the dashboard and the reports need at a million refunds:
 * - `refunds.completed_at`, the time of the status change into a status marked completed (null otherwise),
 *   kept by triggers on every write path and re-derived from the refund history when a status's
 *   completed flag changes; a partial index covers the completion-time aggregates.
 * - `refund_daily_stats`, count and kuruş sum per Turkish day, payment method and status, kept by triggers
 *   in the writing transaction, so that totals, per-method and per-status figures are a GROUP BY over a
 *   few thousand rows instead of the whole table.
 */
export function refundStatsMigration(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('refunds').addColumn('completed_at', 'bigint').execute();
      await sql`UPDATE refunds SET completed_at = ${sql.raw(COMPLETED_AT_BACKFILL)}
        WHERE status_id IN (SELECT id FROM statuses WHERE is_completed = 1)`.execute(db);
      await db.schema
        .createIndex('refunds_completion_idx')
        .on('refunds')
        .columns(['payment_method_id', 'created_at', 'completed_at'])
        .where(sql.ref('completed_at'), 'is not', null)
        .execute();

      await db.schema
        .createTable('refund_daily_stats')
        .addColumn('day', 'integer', (c) => c.notNull())
        .addColumn('payment_method_id', 'integer', (c) => c.notNull())
        .addColumn('status_id', 'integer', (c) => c.notNull())
        .addColumn('refund_count', 'bigint', (c) => c.notNull())
        .addColumn('amount_kurus', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('refund_daily_stats_pk', ['day', 'payment_method_id', 'status_id'])
        .execute();
      await sql`INSERT INTO refund_daily_stats (day, payment_method_id, status_id, refund_count, amount_kurus)
        SELECT ${sql.raw(TURKISH_DAY('created_at'))}, payment_method_id, status_id, COUNT(*), SUM(amount_kurus)
        FROM refunds GROUP BY 1, 2, 3`.execute(db);

      for (const statement of dialect === 'postgres' ? POSTGRES_STATS_TRIGGERS : SQLITE_STATS_TRIGGERS) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}
