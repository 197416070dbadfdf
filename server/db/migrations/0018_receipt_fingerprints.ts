import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connection.js';

/**
 * Receipt reuse detection. Every refund with a receipt has a fingerprint: the receipt's SHA-256 and, when
 * the receipt reader read those bytes, the recipient IBAN, amount and transaction date it found. `reused`
 * is kept by every write that changes a fingerprint: 1 while another refund shares the hash or all three
 * read values. Readings are kept by hash, so that an analysis made before the save (or for another
 * refund) fills the fingerprint. Existing receipts get theirs from `npm run receipts:fingerprint`.
 */
export function receiptFingerprintsMigration(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('receipt_fingerprints')
        .addColumn('refund_id', 'integer', (c) => c.primaryKey().references('refunds.id').onDelete('cascade'))
        .addColumn('sha256', 'char(64)', (c) => c.notNull())
        .addColumn('iban', 'varchar(34)')
        .addColumn('amount_kurus', 'bigint')
        .addColumn('tx_date', 'varchar(10)')
        .addColumn('reused', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('receipt_fingerprints_sha')
        .on('receipt_fingerprints')
        .columns(['sha256', 'refund_id'])
        .execute();
      // Only fingerprints with all three read values take part in the details match.
      await sql`CREATE INDEX receipt_fingerprints_details ON receipt_fingerprints (iban, amount_kurus, tx_date, refund_id)
        WHERE iban IS NOT NULL AND amount_kurus IS NOT NULL AND tx_date IS NOT NULL`.execute(db);
      // The list filter reads the few reused refunds from here.
      await sql`CREATE INDEX receipt_fingerprints_reused ON receipt_fingerprints (refund_id) WHERE reused = 1`.execute(
        db,
      );
      await db.schema
        .createTable('receipt_readings')
        .addColumn('sha256', 'char(64)', (c) => c.primaryKey())
        .addColumn('iban', 'varchar(34)')
        .addColumn('amount_kurus', 'bigint')
        .addColumn('tx_date', 'varchar(10)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
