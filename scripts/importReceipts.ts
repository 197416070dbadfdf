/**
 * Moves receipt files from the data folder into PostgreSQL: `npm run receipts:import [-- --keep]`, with
 * DATABASE_URL (and DATA_DIR) as for the server, which may keep running. Each file is streamed in under its
 * own stored path, checked by SHA-256 and only then deleted from the folder (kept with --keep). Safe to
 * rerun: a receipt PostgreSQL already holds with the same hash is not written again, a half-written one is
 * written anew, and one holding other bytes is reported and left in the folder. The refunds holding an
 * imported receipt get its fingerprint (hash) for receipt reuse detection, if they had none.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { uploadsDir } from '../server/receipts/folderReceiptStore.js';
import { postgresReceiptStore } from '../server/receipts/postgresReceiptStore.js';
import { isStoredReceiptPath } from '../server/receipts/receiptStore.js';
import { fingerprintStoredReceipt } from '../server/receiptReuse/backfill.js';

const fileHash = async (file: string) => {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

async function main() {
  const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new Error('DATABASE_URL is not set: receipts stay in the folder with SQLite');
  const folder = path.join(uploadsDir(config.dataDir), 'receipts');
  const names = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const counts = { imported: 0, alreadyThere: 0, conflicting: 0, skipped: 0, fingerprinted: 0 };
  try {
    await migrateToLatest(handle);
    const store = postgresReceiptStore(handle.db);
    for (const name of names) {
      const stored = `receipts/${name}`;
      const file = path.join(folder, name);
      if (!isStoredReceiptPath(stored) || !fs.statSync(file).isFile()) {
        counts.skipped += 1;
        continue;
      }
      const sha256 = await fileHash(file);
      const existing = await handle.db
        .selectFrom('receipt_files')
        .select('sha256')
        .where('path', '=', stored)
        .executeTakeFirst();
      if (existing?.sha256 && existing.sha256 !== sha256) {
        console.warn(`${stored}: PostgreSQL holds other bytes under this name; the file is left in place`);
        counts.conflicting += 1;
        continue;
      }
      if (existing?.sha256) {
        counts.alreadyThere += 1;
      } else {
        // No row, or one a write left half-done: (re)written from the file.
        if (existing) await store.remove([stored]);
        const saved = await store.saveAs(stored, fs.createReadStream(file));
        if (saved.sha256 !== sha256) throw new Error(`${stored} changed while it was imported`);
        counts.imported += 1;
      }
      counts.fingerprinted += await fingerprintStoredReceipt(handle.db, handle.dialect, stored, sha256);
      if (!values.keep) fs.rmSync(file);
    }
  } finally {
    await handle.db.destroy();
  }
  console.log(
    `receipts: ${counts.imported} imported, ${counts.alreadyThere} already in PostgreSQL, ` +
      `${counts.conflicting} conflicting, ${counts.skipped} not receipt files, ` +
      `${counts.fingerprinted} refund(s) fingerprinted` +
      (values.keep ? ' (folder files kept)' : ' (imported files removed from the folder)'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
