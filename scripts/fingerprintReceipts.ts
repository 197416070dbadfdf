/**
 * Fingerprints the receipts saved before receipt reuse detection existed: `npm run receipts:fingerprint
 * [-- --batch 500]`, with DATABASE_URL (and DATA_DIR) as for the server, which may keep running. Each
 * receipt is streamed from its store (the data folder or PostgreSQL) and hashed; refunds are taken in
 * batches by id, and a rerun only does what is left.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { openReceiptStore } from '../server/receipts/openReceiptStore.js';
import { backfillFingerprints } from '../server/receiptReuse/backfill.js';

async function main() {
  const { values } = parseArgs({ options: { batch: { type: 'string', default: '500' } } });
  const batchSize = Number(values.batch);
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error('--batch takes a positive whole number');
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle);
    const store = openReceiptStore(handle, config.dataDir);
    const counts = await backfillFingerprints(handle.db, handle.dialect, store, batchSize, (sofar) =>
      console.log(`receipts: ${sofar.fingerprinted} fingerprinted so far`),
    );
    console.log(
      `receipts: ${counts.fingerprinted} fingerprinted, ${counts.missingFiles} missing from the store`,
    );
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
