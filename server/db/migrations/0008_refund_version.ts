import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connection.js';

/**
 * A refund's version: every write to the refund increments it, and an edit or status change names the
 * version it started from, so a save based on a stale copy is refused instead of silently overwriting
 * what someone else saved in between (lost update). Existing refunds start at 1.
 */
export function refundVersionMigration(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('refunds')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
    },
  };
}
