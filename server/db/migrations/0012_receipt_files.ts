import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';

/**
 * PostgreSQL keeps receipts itself, so that every server process on every machine reads the same files:
 * bytea rows of 256 KB rather than large objects. Rows go with the transaction that deletes them (a
 * large object needs a separate lo_unlink and leaks when it is forgotten), need no extra privileges,
 * are dumped and restored by pg_dump like any table, and can be read one chunk per query with the plain
 * pg driver. SQLite keeps its receipts in the data folder: nothing to do there.
 */
export function receiptFilesMigration(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await db.schema
        .createTable('receipt_files')
        .addColumn('path', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('size', 'bigint', (col) => col.notNull())
        .addColumn('sha256', 'char(64)')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('receipt_file_chunks')
        .addColumn('path', 'varchar(64)', (col) =>
          col.notNull().references('receipt_files.path').onDelete('cascade'),
        )
        .addColumn('seq', 'integer', (col) => col.notNull())
        .addColumn('data', 'bytea', (col) => col.notNull())
        .addPrimaryKeyConstraint('receipt_file_chunks_pk', ['path', 'seq'])
        .execute();
      // Images and PDFs are compressed already: kept out of line without another compression attempt.
      await sql`ALTER TABLE receipt_file_chunks ALTER COLUMN data SET STORAGE EXTERNAL`.execute(db);
    },
  };
}
