import fs from 'node:fs';
import path from 'node:path';

/** Written beside the data so that restore knows what it holds. */
export interface BackupManifest {
  kind: 'sqlite' | 'postgres';
  createdAt: string;
  /** SQLite: counted in the snapshot itself. */
  refunds?: number;
  receipts?: number;
}

export const MANIFEST = 'manifest.json';
export const SQLITE_SNAPSHOT = 'iade-kontrol.sqlite';
export const POSTGRES_DUMP = 'iade-kontrol.pgdump';
/** Receipts keep their stored paths ('receipts/<name>') under the backup folder. */
export const RECEIPTS_FOLDER = 'receipts';

/** A new or empty folder for a backup; an existing backup is never overwritten. */
export function prepareTarget(target: string): string {
  const folder = path.resolve(target);
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new Error(`${folder} is not empty: give a new folder for the backup`);
  }
  fs.mkdirSync(path.join(folder, RECEIPTS_FOLDER), { recursive: true });
  return folder;
}

export function writeManifest(folder: string, manifest: BackupManifest): void {
  fs.writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

export function readManifest(folder: string): BackupManifest {
  const file = path.join(path.resolve(folder), MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: not a backup made by npm run backup`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
}
