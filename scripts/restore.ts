/**
 * Brings back a backup made by `npm run backup`: `npm run restore -- <backup folder>`, into the data the
 * server would use (DATA_DIR / DATABASE_URL). Stop every server process first and start them after; with
 * SQLite a restore into a database some process still has open is refused.
 */
import { loadConfig } from '../server/config.js';
import { readManifest } from './backup/backupFiles.js';
import { restorePostgres } from './backup/postgresBackup.js';
import { restoreSqlite } from './backup/sqliteBackup.js';

async function main() {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: npm run restore -- <backup folder>');
  const config = loadConfig();
  const manifest = readManifest(folder);
  if (manifest.kind === 'postgres') {
    if (!config.databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL to restore into');
    await restorePostgres(folder, config.databaseUrl);
    console.log(`PostgreSQL backup of ${manifest.createdAt} restored`);
  } else {
    if (config.databaseUrl) throw new Error('a SQLite backup restores into DATA_DIR: unset DATABASE_URL');
    const { setAside, receipts } = restoreSqlite(folder, config.dataDir);
    console.log(
      `SQLite backup of ${manifest.createdAt} restored with ${receipts} receipts into ${config.dataDir}`,
    );
    if (setAside) console.log(`the data it replaced was moved to ${setAside}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
