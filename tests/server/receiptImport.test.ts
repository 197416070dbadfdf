import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uploadsDir } from '../../server/receipts/folderReceiptStore.js';
import { DB_KIND, setupTestServer } from './harness.js';
import { PNG_1X1 } from './fixtures/receipts.js';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const t = setupTestServer();
const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** `npm run receipts:import` against the test database; answers its exit code and output. */
function importReceipts(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/importReceipts.ts', ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...t.database.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run receipts:import', () => {
  it('moves folder receipts into PostgreSQL checked by hash, reruns change nothing; SQLite refuses', async () => {
    if (DB_KIND === 'sqlite') {
      const { code, output } = await importReceipts();
      expect(code).toBe(1);
      expect(output).toContain('DATABASE_URL is not set');
      return;
    }
    const folder = path.join(uploadsDir(t.server.config.dataDir), 'receipts');
    fs.mkdirSync(folder, { recursive: true });
    const files = new Map<string, Buffer>();
    for (let i = 0; i < 3; i++) {
      const name = `${crypto.randomBytes(16).toString('hex')}.png`;
      const data = Buffer.concat([PNG_1X1, crypto.randomBytes(300_000 + i)]);
      fs.writeFileSync(path.join(folder, name), data);
      files.set(name, data);
    }
    fs.writeFileSync(path.join(folder, 'notlar.txt'), 'not a receipt');
    const [halfWritten] = [...files.keys()];
    // What a write cut off half-way leaves: a row without its hash.
    await t.ctx.db
      .insertInto('receipt_files')
      .values({ path: `receipts/${halfWritten}`, size: 0, sha256: null, created_at: Date.now() })
      .execute();

    const kept = await importReceipts('--keep');
    expect(kept.code).toBe(0);
    expect(kept.output).toContain('3 imported, 0 already in PostgreSQL');
    expect(fs.readdirSync(folder).sort()).toEqual([...files.keys(), 'notlar.txt'].sort());

    const moved = await importReceipts();
    expect(moved.output).toContain('0 imported, 3 already in PostgreSQL');
    expect(fs.readdirSync(folder)).toEqual(['notlar.txt']);
    expect((await importReceipts()).output).toContain('0 imported, 0 already in PostgreSQL');

    for (const [name, data] of files) {
      const row = await t.ctx.db
        .selectFrom('receipt_files')
        .select(['size', 'sha256'])
        .where('path', '=', `receipts/${name}`)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ size: data.length, sha256: sha256(data) });
      const response = await fetch(`${t.server.baseUrl}${t.ctx.receiptSigner.sign(`receipts/${name}`)}`);
      expect(response.status).toBe(200);
      expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(data));
    }
  }, 60_000);
});
