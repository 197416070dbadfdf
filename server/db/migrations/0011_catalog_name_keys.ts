import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';
import { keyColumnType, turkishSortKeySql } from '../turkishText.js';

/** The catalogue tables whose names the refund list sorts by. */
export const NAMED_CATALOGS = ['statuses', 'payment_methods', 'refund_reasons'] as const;

/**
 * `name_sort`: the Turkish sort key of a status, payment-method or reason name (rules in turkishText.ts),
 * so that sorting a million refunds by it reads a key per catalogue row instead of computing one per
 * refund. Stored on PostgreSQL, where the list joins the table and orders by it (the scan stays
 * parallel); virtual on SQLite, where the list ranks the few names before the join.
 */
export function catalogNameKeysMigration(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const table of NAMED_CATALOGS) {
        await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN name_sort ${keyColumnType(dialect)}
          GENERATED ALWAYS AS (${turkishSortKeySql(sql.ref('name'), dialect)}) ${sql.raw(
            dialect === 'postgres' ? 'STORED' : 'VIRTUAL',
          )}`.execute(db);
      }
    },
  };
}
