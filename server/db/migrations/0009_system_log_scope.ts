import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';

/** Actions whose log rows describe one refund. */
export const REFUND_LOG_ACTIONS = [
  'create_refund',
  'update_refund',
  'upload_receipt',
  'update_refund_status',
  'update_mail_status',
  'delete_refund',
  'send_canned_response',
  'helpdesk_reply_failed',
] as const;

/**
 * A system log row about a refund carries the refund's payment method, so that a reader who may not see
 * that method's refunds does not see the row either. NULL: the row is about no refund. Rows written
 * before this column existed get 0, "a refund of an unknown method": only readers of every method see them.
 */
export function systemLogScopeMigration(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('system_logs').addColumn('payment_method_id', 'integer').execute();
      await sql`UPDATE system_logs SET payment_method_id = 0 WHERE action IN (${sql.join(
        REFUND_LOG_ACTIONS.map((action) => sql.lit(action)),
      )})`.execute(db);
    },
  };
}
