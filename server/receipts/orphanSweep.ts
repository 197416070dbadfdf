import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { logAction } from '../logs/logAction.js';
import type { ReceiptStore } from './receiptStore.js';
import { serverText } from '../i18n/catalog.js';

/**
 * A receipt is stored while its form is read, before the transaction that references it commits (and a
 * replaced one in the folder is deleted after), so a process killed in between leaves a receipt no row
 * names. One that young may also belong to a write still running, here or in another server process on
 * the same data: only receipts older than any transaction can last are swept. Requests are cut after the
 * request time-out (a minute), so an hour leaves a wide margin. The bytes of a receipt a refund change
 * removed (PostgreSQL) are kept as long, for a download of it that had already begun.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

export interface SweepResult {
  /** Stored receipts found. */
  files: number;
  removed: number;
  /** Receipts removed by refund changes over ORPHAN_MIN_AGE_MS ago whose bytes were dropped. */
  purged: number;
}

/** Drops the bytes of receipts removed by refund changes longer ago than ORPHAN_MIN_AGE_MS. */
export function purgeRemovedReceipts(store: ReceiptStore, now = Date.now()): Promise<number> {
  return store.purgeRemoved(now - ORPHAN_MIN_AGE_MS);
}

/** Every receipt path a refund names (receipt or deposit receipt). */
async function referencedPaths(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('refunds')
    .select('receipt_path as path')
    .where('receipt_path', 'is not', null)
    .union(
      db
        .selectFrom('refunds')
        .select('deposit_receipt_path as path')
        .where('deposit_receipt_path', 'is not', null),
    )
    .execute();
  return new Set(rows.map((row) => row.path as string));
}

/**
 * Removes stored receipts that no refund references and that are older than ORPHAN_MIN_AGE_MS; logs how many
 * (pino, and a system log row when any was removed). Only names the server itself gives are considered.
 */
export async function sweepOrphanReceipts(
  db: Kysely<Database>,
  store: ReceiptStore,
  log: FastifyBaseLogger,
  options: { now?: number; minAgeMs?: number } = {},
): Promise<SweepResult> {
  const cutoff = (options.now ?? Date.now()) - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const purged = await store.purgeRemoved(cutoff);
  const stored = await store.list();
  const all = stored.length;
  const old = stored.filter((entry) => entry.createdAt < cutoff).map((entry) => entry.path);
  if (old.length === 0) return { files: all, removed: 0, purged };
  // Read after the listing: a write that commits meanwhile is seen as a reference, never swept.
  const referenced = await referencedPaths(db);
  const orphans = old.filter((candidate) => !referenced.has(candidate));
  await store.remove(orphans);
  const removed = orphans.length;
  log.info({ files: all, removed, purged }, 'orphan receipt sweep');
  if (removed > 0) {
    await logAction(
      db,
      null,
      'sweep_orphan_receipts',
      serverText('server.receipts.log.orphansRemoved', { count: removed }),
    );
  }
  return { files: all, removed, purged };
}

/** Start-up form: runs in the background, and a failure is logged, never stops the server. */
export function startOrphanSweep(
  db: Kysely<Database>,
  store: ReceiptStore,
  log: FastifyBaseLogger,
): Promise<void> {
  return sweepOrphanReceipts(db, store, log).then(
    () => undefined,
    (error: unknown) => log.warn({ err: error }, 'orphan receipt sweep failed'),
  );
}
