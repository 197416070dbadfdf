import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection.js';
import { openReceiptStore } from '../../server/receipts/openReceiptStore.js';
import { ADMIN_PASSWORD, createTestDatabase, type TestDatabase } from './harness.js';
import { PNG_1X1 } from './fixtures/receipts.js';
import { ageStoredReceipt } from './receiptStoreHelpers.js';
import { refundFields } from './refundHelpers.js';
import { rollupsAndDirectCounts } from './rollupCheck.js';

/**
 * The server as it runs in production (its own process, `server/main.ts`), under a write load of creates
 * with receipts, status changes and deletes, killed with SIGKILL mid-load and restarted. Every write the
 * server acknowledged must be there afterwards, the rollups must equal a direct count, and once the
 * start-up sweep has run no receipt file may be left that no refund references.
 */
const KILLS = 3;
const WRITERS = 6;
const LOAD_MS_BETWEEN_KILLS = 1_200;
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

let database: TestDatabase;
let child: ChildProcess | null = null;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await database?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `server/main.ts` on a free port; answers its base URL once it listens. */
async function startServer(): Promise<string> {
  const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...database.env,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_ROOT: '',
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    started.stdout?.on('data', onData);
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${output}`)));
  });
}

async function kill(signal: 'SIGKILL' | 'SIGTERM') {
  const running = child;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill(signal);
  await exited;
}

interface Tracked {
  id: number;
  receipt: string;
  /** The status of the last acknowledged change, and those of unacknowledged ones after it. */
  status: number;
  /** Status changes carry the version they start from (lost-update check). */
  version: number;
  maybe: number[];
  deleted: 'no' | 'yes' | 'maybe';
}

describe('crash safety under write load', () => {
  it(`keeps every acknowledged write through ${KILLS} SIGKILLs, exact rollups and no orphan files`, async () => {
    let base = await startServer();
    let ready: Promise<void> = Promise.resolve();
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const auth = { authorization: `Bearer ${token}` };

    // Each writer works on its own refunds, so that no refusal comes from another writer's delete.
    const owned: Tracked[][] = Array.from({ length: WRITERS }, () => []);
    let acknowledged = 0;
    let unanswered = 0;
    /** Answers other than success: none is expected, before or after a kill. */
    const refused: string[] = [];
    let stopped = false;

    async function create(mine: Tracked[], status: number) {
      const form = new FormData();
      for (const [name, value] of Object.entries(refundFields({ status }))) form.append(name, String(value));
      form.append('receipt_image', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'd.png');
      const response = await fetch(`${base}/api/refunds`, { method: 'POST', headers: auth, body: form });
      const body = (await response.json()) as { id: number; receipt_path: string; version?: number };
      expect(`${response.status} ${JSON.stringify(body)}`).toMatch(/^201 /);
      const receipt = /\/uploads\/(receipts\/\w+\.png)/.exec(body.receipt_path)?.[1] as string;
      mine.push({ id: body.id, receipt, status, version: body.version ?? 1, maybe: [], deleted: 'no' });
    }

    async function changeStatus(refund: Tracked, status: number) {
      refund.maybe.push(status);
      const response = await fetch(`${base}/api/refunds/${refund.id}/status`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ status_id: status, version: refund.version }),
      });
      const body = (await response.json()) as { version?: number; message?: string };
      expect(`${response.status} ${body.message}`).toMatch(/^200 /);
      refund.version = body.version ?? refund.version + 1;
      refund.status = status;
      refund.maybe = [];
    }

    async function remove(refund: Tracked) {
      refund.deleted = 'maybe';
      const response = await fetch(`${base}/api/refunds/${refund.id}`, { method: 'DELETE', headers: auth });
      const body = (await response.json()) as { message?: string };
      expect(`${response.status} ${body.message}`).toMatch(/^200 /);
      refund.deleted = 'yes';
    }

    const writer = async (w: number) => {
      let n = 0;
      while (!stopped) {
        await ready;
        n += 1;
        const live = owned[w].filter((t) => t.deleted === 'no' && t.maybe.length === 0);
        const pick = live[(n * 7 + w) % Math.max(live.length, 1)];
        try {
          if (!pick || n % 4 === 0) await create(owned[w], n % 3 === 0 ? 4 : 1);
          else if (n % 11 === 0) await remove(pick);
          else await changeStatus(pick, [4, 2, 4, 5, 1][(n + w) % 5]);
          acknowledged += 1;
        } catch (error) {
          // A refused connection or a reset mid-request: the server is being killed. Not acknowledged.
          if ((error as { name?: string }).name === 'AssertionError') {
            refused.push((error as Error).message);
            continue;
          }
          unanswered += 1;
          await sleep(20);
        }
      }
    };

    const handle = openDatabase({
      databaseUrl: database.env.DATABASE_URL ?? null,
      dataDir: database.env.DATA_DIR,
    });
    const store = openReceiptStore(handle, database.env.DATA_DIR);
    const place = { db: handle.db, receipts: store, dataDir: database.env.DATA_DIR };
    const onDisk = async () => (await store.list()).map((entry) => entry.path).sort();
    const referenced = async () => {
      const rows = await handle.db
        .selectFrom('refunds')
        .select(['receipt_path'])
        .where('receipt_path', 'is not', null)
        .execute();
      return rows.map((row) => row.receipt_path as string).sort();
    };
    try {
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      let orphansBefore = 0;
      for (let k = 1; k <= KILLS; k++) {
        await sleep(LOAD_MS_BETWEEN_KILLS);
        let resume = () => {};
        ready = new Promise((resolve) => (resume = resolve));
        await kill('SIGKILL');
        if (k === KILLS) {
          // Orphans are swept at start-up once older than any transaction: with the server down, every
          // file is aged past that, so this restart sweeps what all kills left while the load resumes.
          orphansBefore = (await onDisk()).length - (await referenced()).length;
          for (const { path: stored } of await store.list()) {
            await ageStoredReceipt(place, stored, 2 * 60 * 60_000);
          }
        }
        base = await startServer();
        resume();
      }
      await sleep(LOAD_MS_BETWEEN_KILLS);
      stopped = true;
      await Promise.all(writers);
      const tracked = owned.flat();
      expect(refused).toEqual([]);
      // The sweep runs in the background beside the load: give it until the folder matches the rows.
      for (let wait = 0; wait < 100 && (await onDisk()).length !== (await referenced()).length; wait++) {
        await sleep(100);
      }
      await kill('SIGTERM');
      expect(await onDisk()).toEqual(await referenced());

      const rows = await handle.db
        .selectFrom('refunds')
        .select(['id', 'status_id', 'receipt_path'])
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const lost: string[] = [];
      for (const refund of tracked) {
        const row = byId.get(refund.id);
        if (refund.deleted === 'yes') {
          if (row) lost.push(`#${refund.id} deleted but present`);
          continue;
        }
        if (!row) {
          if (refund.deleted === 'no') lost.push(`#${refund.id} created but missing`);
          continue;
        }
        if (![refund.status, ...refund.maybe].includes(row.status_id)) {
          lost.push(`#${refund.id} status ${row.status_id}, acknowledged ${refund.status}`);
        }
        if (row.receipt_path !== refund.receipt) lost.push(`#${refund.id} receipt ${row.receipt_path}`);
      }
      expect(lost).toEqual([]);
      const figures = await rollupsAndDirectCounts(handle.db);
      expect(figures.totals).toEqual(figures.totalsDirect);
      expect(figures.daily).toEqual(figures.dailyDirect);
      expect(figures.completion).toEqual(figures.completionDirect);
      expect(tracked.length).toBeGreaterThan(WRITERS);
      console.log(
        `crash safety (${database.env.DATABASE_URL ? 'postgres' : 'sqlite'}): ${KILLS} SIGKILLs, ` +
          `${acknowledged} acknowledged writes, ${unanswered} cut by a kill, 0 lost, ` +
          `${orphansBefore} orphan files swept at start-up`,
      );
    } finally {
      await handle.db.destroy();
    }
  }, 90_000);
});
