import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { uploadsDir } from '../../server/receipts/folderReceiptStore.js';
import { isStoredReceiptPath } from '../../server/receipts/receiptStore.js';
import { RECEIPTS_FOLDER, SQLITE_SNAPSHOT, writeManifest, type BackupManifest } from './backupFiles.js';

export const SQLITE_FILE = 'iade-kontrol.sqlite';
/** Snapshots retaken at most this often when receipts vanish between a snapshot and their copy. */
const MAX_SNAPSHOTS = 5;

/** Receipt paths a snapshot's refunds name. */
function referencedReceipts(snapshotFile: string): { refunds: number; receipts: string[] } {
  const snapshot = new SQLite(snapshotFile, { readonly: true, fileMustExist: true });
  try {
    const check = snapshot.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the snapshot failed its integrity check: ${String(check)}`);
    const { n } = snapshot.prepare('SELECT COUNT(*) AS n FROM refunds').get() as { n: number };
    const rows = snapshot
      .prepare(
        `SELECT receipt_path AS path FROM refunds WHERE receipt_path IS NOT NULL
         UNION SELECT deposit_receipt_path FROM refunds WHERE deposit_receipt_path IS NOT NULL`,
      )
      .all() as Array<{ path: string }>;
    return { refunds: n, receipts: rows.map((row) => row.path).filter(isStoredReceiptPath) };
  } finally {
    snapshot.close();
  }
}

/**
 * An online copy of a running SQLite panel: `VACUUM INTO` writes a consistent snapshot in one read
 * transaction (WAL lets the server keep writing meanwhile, and unlike the page-by-page backup API it never
 * restarts under a steady stream of writes), then the receipts that snapshot names are copied. Receipt files
 * never change once written and are written before the row naming them commits, so a named file is complete;
 * one deleted after the snapshot (its refund deleted since) makes a newer snapshot be taken.
 */
export function backupSqlite(dataDir: string, folder: string): BackupManifest {
  const live = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(live)) throw new Error(`${live} does not exist`);
  const snapshotFile = path.join(folder, SQLITE_SNAPSHOT);
  const database = new SQLite(live, { fileMustExist: true });
  database.pragma('busy_timeout = 10000');
  const copied = new Set<string>();
  try {
    for (let attempt = 1; ; attempt++) {
      fs.rmSync(snapshotFile, { force: true });
      database.prepare('VACUUM INTO ?').run(snapshotFile);
      const { refunds, receipts } = referencedReceipts(snapshotFile);
      const missing: string[] = [];
      for (const stored of receipts) {
        if (copied.has(stored)) continue;
        try {
          fs.copyFileSync(path.join(uploadsDir(dataDir), stored), path.join(folder, stored));
          copied.add(stored);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          missing.push(stored);
        }
      }
      if (missing.length === 0) {
        const wanted = new Set(receipts);
        for (const stored of copied) if (!wanted.has(stored)) fs.rmSync(path.join(folder, stored));
        return { kind: 'sqlite', createdAt: new Date().toISOString(), refunds, receipts: receipts.length };
      }
      if (attempt >= MAX_SNAPSHOTS) {
        throw new Error(`receipts kept vanishing while copied: ${missing.slice(0, 5).join(', ')}`);
      }
    }
  } finally {
    database.close();
  }
}

/** Runs a SQLite backup into the folder and writes its manifest. */
export function runSqliteBackup(dataDir: string, folder: string): BackupManifest {
  const manifest = backupSqlite(dataDir, folder);
  writeManifest(folder, manifest);
  return manifest;
}

/**
 * Refuses while any process has the database open. Every connection to a WAL database holds a shared lock on
 * its file for as long as it is open (SQLite relies on it to tell the last connection, which removes the
 * WAL), so an exclusive lock is granted only when no server process, worker or backup uses it. The lock is
 * the kernel's: a killed server leaves nothing stale behind, and nothing is left to clean up. Closing the
 * probe checkpoints the WAL into the file, so what is set aside is whole on its own.
 */
function ensureUnused(live: string): void {
  if (!fs.existsSync(live)) return;
  const probe = new SQLite(live, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('ROLLBACK');
  } catch (error) {
    if (!String((error as { code?: string }).code).startsWith('SQLITE_BUSY')) throw error;
    throw new Error(
      `Geri yükleme yapılmadı: ${live} veritabanını çalışan bir sunucu (ya da başka bir süreç) kullanıyor. ` +
        'Bu veri klasörünü kullanan bütün sunucu süreçlerini durdurun, geri yüklemeyi yeniden çalıştırın ' +
        've sunucuları ondan sonra başlatın.',
    );
  } finally {
    probe.close();
  }
}

/**
 * Brings a backup back into DATA_DIR with every server stopped (refused otherwise): the current database and
 * receipts folder, if any, are moved aside into `before-restore-<time>` (never deleted), then the snapshot
 * and its receipts take their place.
 */
export function restoreSqlite(
  folder: string,
  dataDir: string,
): { setAside: string | null; receipts: number } {
  const snapshot = path.join(folder, SQLITE_SNAPSHOT);
  if (!fs.existsSync(snapshot)) throw new Error(`${snapshot} is missing`);
  fs.mkdirSync(dataDir, { recursive: true });
  const live = path.join(dataDir, SQLITE_FILE);
  ensureUnused(live);
  const liveReceipts = path.join(uploadsDir(dataDir), RECEIPTS_FOLDER);
  const present = [live, `${live}-wal`, `${live}-shm`, liveReceipts].filter((item) => fs.existsSync(item));
  let setAside: string | null = null;
  if (present.length > 0) {
    setAside = path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    fs.mkdirSync(setAside);
    for (const item of present) fs.renameSync(item, path.join(setAside, path.basename(item)));
  }
  fs.copyFileSync(snapshot, `${live}.restoring`);
  fs.renameSync(`${live}.restoring`, live);
  fs.mkdirSync(liveReceipts, { recursive: true });
  const names = fs.readdirSync(path.join(folder, RECEIPTS_FOLDER));
  for (const name of names) {
    fs.copyFileSync(path.join(folder, RECEIPTS_FOLDER, name), path.join(liveReceipts, name));
  }
  return { setAside, receipts: names.length };
}
