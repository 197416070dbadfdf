import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';

/**
 * Four-eyes approval. refund_approval_settings holds one row (id 1): whether approval is on, the amount
 * from which a change needs it (kuruş) and the statuses whose entry it gates (JSON id list; null follows
 * the statuses marked completed). refund_approvals: one row per requested status change; at most one of
 * a refund's rows is pending (partial unique index), and deciding it is a conditional update of that row.
 */
export function refundApprovalsMigration(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('refund_approval_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('threshold_kurus', 'bigint', (c) => c.notNull())
        .addColumn('status_ids', 'text')
        .addColumn('updated_by', 'integer')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db
        .insertInto('refund_approval_settings')
        .values({ id: 1, enabled: 0, threshold_kurus: 0, status_ids: null, updated_by: null, updated_at: 0 })
        .execute();
      const table = db.schema.createTable('refund_approvals');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('refund_id', 'integer', (c) => c.notNull())
        .addColumn('payment_method_id', 'integer', (c) => c.notNull())
        .addColumn('from_status_id', 'integer', (c) => c.notNull())
        .addColumn('to_status_id', 'integer', (c) => c.notNull())
        .addColumn('amount_kurus', 'bigint', (c) => c.notNull())
        .addColumn('refund_version', 'integer', (c) => c.notNull())
        .addColumn('requested_by', 'integer', (c) => c.notNull())
        .addColumn('requested_by_username', 'varchar(255)', (c) => c.notNull())
        .addColumn('requested_at', 'bigint', (c) => c.notNull())
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('decided_by', 'integer')
        .addColumn('decided_by_username', 'varchar(255)')
        .addColumn('decided_at', 'bigint')
        .addColumn('note', 'text')
        .execute();
      await sql`CREATE UNIQUE INDEX refund_approvals_one_pending ON refund_approvals (refund_id) WHERE state = 'pending'`.execute(
        db,
      );
      await db.schema
        .createIndex('refund_approvals_state_requested')
        .on('refund_approvals')
        .columns(['state', 'requested_at'])
        .execute();
    },
  };
}
