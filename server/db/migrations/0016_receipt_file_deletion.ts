import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';

/**
 * A receipt dropped by a refund change is marked deleted in that change's transaction rather than deleted:
 * it can no longer be opened, but a download that began before reads its chunks to the end. The chunks go
 * once no such download can still be running. SQLite keeps its receipts in the data folder: nothing to do.
 */
export function receiptFileDeletionMigration(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await db.schema.alterTable('receipt_files').addColumn('deleted_at', 'bigint').execute();
      await sql`CREATE INDEX receipt_files_deleted_at ON receipt_files (deleted_at) WHERE deleted_at IS NOT NULL`.execute(
        db,
      );
    },
  };
}
