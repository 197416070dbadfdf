import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';

/**
 * SQLite only: a narrow copy of the columns the list filters and sorts on, keyed by id, so that checking
 * a search's matches against the other filters (and the role's payment methods) reads this small index
 * instead of each wide table row. ANALYZE gives the planner its statistics; without them it keeps
 * choosing the table.
 */
export function refundIdCoverMigration(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (dialect !== 'sqlite') return;
      await sql`CREATE INDEX refunds_id_cover_idx ON refunds
        (id, created_at, payment_method_id, status_id, mail_sent, duplicate_group_id, amount_kurus)`.execute(
        db,
      );
      await sql`ANALYZE refunds_id_cover_idx`.execute(db);
    },
  };
}
