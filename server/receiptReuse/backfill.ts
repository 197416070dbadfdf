import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/types.js';
import type { ReceiptStore } from '../receipts/receiptStore.js';
import { setFingerprint } from './fingerprints.js';

/**
 * Gives the refunds holding this stored receipt and no fingerprint yet the one of these bytes (receipts
 * saved before fingerprints existed). A refund whose receipt changed meanwhile is left alone.
 */
export async function fingerprintStoredReceipt(
  db: Kysely<Database>,
  dialect: DialectName,
  storedPath: string,
  sha256: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // The refund rows are locked (PostgreSQL) and their receipt re-checked after the lock, so that an
    // edit replacing the receipt meanwhile is never overwritten with the old file's hash.
    const refunds = await trx
      .selectFrom('refunds')
      .select('refunds.id')
      .where('refunds.receipt_path', '=', storedPath)
      .$if(dialect === 'postgres', (qb) => qb.forUpdate())
      .execute();
    let count = 0;
    for (const { id } of refunds) {
      const current = await trx
        .selectFrom('refunds')
        .leftJoin('receipt_fingerprints', 'receipt_fingerprints.refund_id', 'refunds.id')
        .select('receipt_fingerprints.refund_id as fingerprinted')
        .where('refunds.id', '=', id)
        .where('refunds.receipt_path', '=', storedPath)
        .executeTakeFirst();
      if (!current || current.fingerprinted !== null) continue;
      await setFingerprint(trx, dialect, id, sha256);
      count += 1;
    }
    return count;
  });
}

export interface BackfillCounts {
  fingerprinted: number;
  missingFiles: number;
}

/**
 * Hashes, in batches of `batchSize` refunds by id, every receipt of a refund that has no fingerprint
 * yet, streaming each file from the store; safe to rerun and to run beside the servers.
 */
export async function backfillFingerprints(
  db: Kysely<Database>,
  dialect: DialectName,
  store: ReceiptStore,
  batchSize = 500,
  report: (counts: BackfillCounts) => void = () => undefined,
): Promise<BackfillCounts> {
  const counts: BackfillCounts = { fingerprinted: 0, missingFiles: 0 };
  let afterId = 0;
  for (;;) {
    const batch = await db
      .selectFrom('refunds')
      .leftJoin('receipt_fingerprints', 'receipt_fingerprints.refund_id', 'refunds.id')
      .select(['refunds.id', 'refunds.receipt_path'])
      .where('refunds.id', '>', afterId)
      .where('refunds.receipt_path', 'is not', null)
      .where('receipt_fingerprints.refund_id', 'is', null)
      .orderBy('refunds.id')
      .limit(batchSize)
      .execute();
    if (batch.length === 0) return counts;
    afterId = batch[batch.length - 1].id;
    for (const { receipt_path: storedPath } of batch) {
      const file = await store.open(storedPath as string);
      if (!file) {
        counts.missingFiles += 1;
        continue;
      }
      const hash = crypto.createHash('sha256');
      for await (const chunk of file.stream) hash.update(chunk as Buffer);
      counts.fingerprinted += await fingerprintStoredReceipt(
        db,
        dialect,
        storedPath as string,
        hash.digest('hex'),
      );
    }
    report(counts);
  }
}
