import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { logAction } from '../logs/logAction.js';
import { isStoredReceiptPath, uploadsDir } from './storage.js';

/**
 * A receipt file is written before the transaction that references it commits (and a replaced one is
 * deleted after), so a process killed in between leaves a file no row names. A file that young may also
 * belong to a write still running, here or in another server process on the same data folder: only files
 * older than any transaction can last are swept. Requests are cut after the request time-out (a minute),
 * so an hour leaves a wide margin.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

export interface SweepResult {
  /** Receipt files found on disk. */
  files: number;
  removed: number;
}

/** Stored paths ('receipts/<name>') of the receipt files on disk older than the cut-off. */
async function oldReceiptFiles(dataDir: string, cutoff: number): Promise<{ all: number; old: string[] }> {
  const folder = path.join(uploadsDir(dataDir), 'receipts');
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { all: 0, old: [] };
    throw error;
  }
  const stored = names.map((name) => `receipts/${name}`).filter(isStoredReceiptPath);
  const old: string[] = [];
  for (const candidate of stored) {
    const stat = await fs.stat(path.join(uploadsDir(dataDir), candidate)).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs < cutoff) old.push(candidate);
  }
  return { all: stored.length, old };
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
 * Removes receipt files that no refund references and that are older than ORPHAN_MIN_AGE_MS; logs how many
 * (pino, and a system log row when any was removed). Only names the server itself gives are considered.
 */
export async function sweepOrphanReceipts(
  db: Kysely<Database>,
  dataDir: string,
  log: FastifyBaseLogger,
  options: { now?: number; minAgeMs?: number } = {},
): Promise<SweepResult> {
  const cutoff = (options.now ?? Date.now()) - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const { all, old } = await oldReceiptFiles(dataDir, cutoff);
  if (old.length === 0) return { files: all, removed: 0 };
  // Read after the listing: a write that commits meanwhile is seen as a reference, never swept.
  const referenced = await referencedPaths(db);
  let removed = 0;
  for (const stored of old) {
    if (referenced.has(stored)) continue;
    await fs.rm(path.join(uploadsDir(dataDir), stored), { force: true });
    removed += 1;
  }
  log.info({ files: all, removed }, 'orphan receipt sweep');
  if (removed > 0) {
    await logAction(
      db,
      null,
      'sweep_orphan_receipts',
      `Hiçbir iadenin kullanmadığı ${removed} dekont dosyası silindi`,
    );
  }
  return { files: all, removed };
}

/** Start-up form: runs in the background, and a failure is logged, never stops the server. */
export function startOrphanSweep(
  db: Kysely<Database>,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  return sweepOrphanReceipts(db, dataDir, log).then(
    () => undefined,
    (error: unknown) => log.warn({ err: error }, 'orphan receipt sweep failed'),
  );
}
