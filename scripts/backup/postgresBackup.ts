import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { POSTGRES_DUMP, writeManifest, type BackupManifest } from './backupFiles.js';

/** The URL without its password (kept out of the process list) and the environment that carries it. */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} is not installed (Debian: apt-get install postgresql-client)`)
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}):\n${errors.trim()}`)),
    );
  });
}

/**
 * pg_dump in its custom format: one consistent snapshot of every table, receipts included (they live in
 * receipt_files), while the servers keep writing.
 */
export async function runPostgresBackup(databaseUrl: string, folder: string): Promise<BackupManifest> {
  const { url, env } = connection(databaseUrl);
  await run('pg_dump', ['--format=custom', '--file', path.join(folder, POSTGRES_DUMP), '--dbname', url], env);
  const manifest: BackupManifest = { kind: 'postgres', createdAt: new Date().toISOString() };
  writeManifest(folder, manifest);
  return manifest;
}

/**
 * pg_restore into the database of DATABASE_URL with the servers stopped: what the dump holds is dropped and
 * recreated, in one transaction, so a failed restore leaves the database as it was.
 */
export async function restorePostgres(folder: string, databaseUrl: string): Promise<void> {
  const dump = path.join(folder, POSTGRES_DUMP);
  if (!fs.existsSync(dump)) throw new Error(`${dump} is missing`);
  const { url, env } = connection(databaseUrl);
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      url,
      dump,
    ],
    env,
  );
}
