import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DB_KIND,
  createTestDatabase,
  setupTestServer,
  startTestServer,
  type TestDatabase,
} from './harness.js';
import { refundFields } from './refundHelpers.js';
import { PNG_1X1 } from './fixtures/receipts.js';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const t = setupTestServer({ signInAdmin: true });
const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

type Script = 'backup' | 'restore';

/** Runs `npm run backup` / `npm run restore`'s script against a database; answers its exit code and output. */
function runScriptExit(script: Script, folder: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, folder], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** As runScriptExit, for a run that must succeed: answers its output. */
async function runScript(script: Script, folder: string, env: Record<string, string>) {
  const { code, output } = await runScriptExit(script, folder, env);
  if (code !== 0) throw new Error(`${script} exited ${code}:\n${output}`);
  return output;
}

/** Receipt bytes of each refund created, by member name: every one differs. */
const uploaded = new Map<string, string>();

async function createWithReceipt(): Promise<void> {
  const data = Buffer.concat([PNG_1X1, crypto.randomBytes(20_000)]);
  const fields = refundFields();
  const response = await t.callForm('POST', '/api/refunds', {
    token: t.admin,
    fields,
    file: { name: 'dekont.png', type: 'image/png', data },
  });
  if (response.status !== 201) throw new Error(`create failed: ${response.status}`);
  uploaded.set(String(fields.member_name), sha256(data));
}

const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe('npm run backup / npm run restore', () => {
  it('copies a running database while refunds keep being written, and the copy comes back whole', async () => {
    for (let i = 0; i < 5; i++) await createWithReceipt();
    const atStart = await t.rowCount('refunds');
    const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'iade-backup-')), 'yedek');
    cleanup.push(async () => fs.rmSync(path.dirname(folder), { recursive: true, force: true }));

    let writing = true;
    let duringBackup = 0;
    const writer = (async () => {
      while (writing) {
        await createWithReceipt();
        duringBackup += 1;
      }
    })();
    const started = performance.now();
    let backupOutput: string;
    try {
      backupOutput = await runScript('backup', folder, t.database.env);
    } finally {
      writing = false;
      await writer;
    }
    const backupMs = performance.now() - started;
    const atEnd = await t.rowCount('refunds');
    expect(duringBackup).toBeGreaterThan(0);

    const restored: TestDatabase = await createTestDatabase();
    cleanup.push(() => restored.drop());
    await runScript('restore', folder, restored.env);
    const server = await startTestServer({ database: restored });
    cleanup.push(() => server.stop());

    const refundCount = async () => {
      const row = await server.ctx.db
        .selectFrom('refunds')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const creationCount = async () => {
      const row = await server.ctx.db
        .selectFrom('refund_logs')
        .where('action', '=', 'create_refund')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const refunds = await refundCount();
    expect(refunds).toBeGreaterThanOrEqual(atStart);
    expect(refunds).toBeLessThanOrEqual(atEnd);
    // One snapshot: every refund it holds has its creation history row, and no history row lacks its refund.
    expect(await creationCount()).toBe(refunds);

    const rows = await server.ctx.db
      .selectFrom('refunds')
      .select(['id', 'member_name', 'receipt_path'])
      .execute();
    const unreadable: string[] = [];
    for (const refund of rows) {
      const url = server.ctx.receiptSigner.sign(refund.receipt_path as string);
      const response = await fetch(`${server.baseUrl}${url}`);
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || sha256(body) !== uploaded.get(refund.member_name)) {
        unreadable.push(`#${refund.id} ${response.status}`);
      }
    }
    expect(unreadable).toEqual([]);
    console.log(
      `backup round trip (${DB_KIND}): ${atStart} refunds at start, ${duringBackup} written during the ` +
        `${Math.round(backupMs)} ms backup, ${refunds} in the copy, all receipts readable\n${backupOutput.trim()}`,
    );
  }, 120_000);

  // A running server's data is a file only on SQLite; elsewhere the test is not registered.
  if (DB_KIND === 'sqlite')
    it('refuses to restore into the data of a running server and leaves it serving', async () => {
      await createWithReceipt();
      const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'iade-backup-')), 'yedek');
      cleanup.push(async () => fs.rmSync(path.dirname(folder), { recursive: true, force: true }));
      await runScript('backup', folder, t.database.env);
      await createWithReceipt();
      const before = await t.rowCount('refunds');

      // The test server has this DATA_DIR's database open, as a running panel has.
      const refused = await runScriptExit('restore', folder, t.database.env);
      expect(refused.code).not.toBe(0);
      expect(refused.output).toContain('Geri yükleme yapılmadı');
      expect(refused.output).toContain('sunucu süreçlerini durdurun');
      expect(
        fs.readdirSync(t.server.config.dataDir).filter((name) => name.startsWith('before-restore')),
      ).toEqual([]);

      // Nothing was moved from under it: what it writes now is still there when the data is opened again.
      await createWithReceipt();
      expect(await t.rowCount('refunds')).toBe(before + 1);
      const reopened = await startTestServer({ database: t.database });
      cleanup.push(() => reopened.stop());
      const row = await reopened.ctx.db
        .selectFrom('refunds')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n)).toBe(before + 1);
    }, 60_000);
});
