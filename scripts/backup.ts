/**
 * Online backup of the panel's data: `npm run backup -- <new folder>` (DATA_DIR / DATABASE_URL as for the
 * server, which may keep running). SQLite: a consistent snapshot of the database and the receipts it names;
 * PostgreSQL: a pg_dump custom-format dump, receipts included. `npm run restore -- <folder>` brings it back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config.js';
import { uploadsDir } from '../server/receipts/folderReceiptStore.js';
import { prepareTarget } from './backup/backupFiles.js';
import { runPostgresBackup } from './backup/postgresBackup.js';
import { runSqliteBackup } from './backup/sqliteBackup.js';

async function main() {
  const target = process.argv[2];
  if (!target) throw new Error('usage: npm run backup -- <new folder>');
  const config = loadConfig();
  const folder = prepareTarget(target);
  const started = performance.now();
  if (config.databaseUrl) {
    const leftInFolder = path.join(uploadsDir(config.dataDir), 'receipts');
    if (fs.existsSync(leftInFolder) && fs.readdirSync(leftInFolder).length > 0) {
      console.warn(
        `warning: ${leftInFolder} still holds receipt files PostgreSQL does not have: run npm run receipts:import`,
      );
    }
    await runPostgresBackup(config.databaseUrl, folder);
    console.log(`PostgreSQL dump written to ${folder}`);
  } else {
    const manifest = runSqliteBackup(config.dataDir, folder);
    console.log(
      `SQLite snapshot with ${manifest.refunds} refunds and ${manifest.receipts} receipts written to ${folder}`,
    );
  }
  console.log(`backup took ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
