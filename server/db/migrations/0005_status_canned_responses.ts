import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';

/**
 * The status_canned_responses table exists since 0001; this adds the rule "a status has at most one active
 * mapping" as a partial unique index (both SQLite and PostgreSQL support them). Rows that would break it
 * (several active mappings of one status) keep only the newest active.
 */
export function statusCannedResponsesMigration(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await sql`UPDATE status_canned_responses SET is_active = 0
        WHERE is_active = 1 AND id NOT IN (
          SELECT MAX(id) FROM status_canned_responses WHERE is_active = 1 GROUP BY status_id
        )`.execute(db);
      await db.schema
        .createIndex('status_canned_responses_one_active_idx')
        .on('status_canned_responses')
        .column('status_id')
        .unique()
        .where(sql.ref('is_active'), '=', 1)
        .execute();
    },
  };
}
