import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection.js';
import { openReadPool, type ReadPool } from '../../server/db/readPool.js';
import { readPoolKysely } from '../../server/db/readPoolDialect.js';
import { versionedCache } from '../../server/db/versionedCache.js';
import type { Database } from '../../server/db/types.js';
import { setupTestServer } from './harness.js';
import { createRefundAs } from './refundHelpers.js';

/** A read that keeps SQLite busy for a good while (a recursive count). */
const LONG_READ =
  'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) SELECT count(*) AS c FROM n';

/** How many times the event loop came round while `work` ran. */
async function turnsWhile(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const spin = () => {
    turns += 1;
    if (running) setImmediate(spin);
  };
  setImmediate(spin);
  await work.finally(() => (running = false));
  return turns;
}

describe('SQLite reads in worker threads', () => {
  let folder: string;
  let handle: DatabaseHandle;
  let pool: ReadPool;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'read-pool-'));
    handle = openDatabase({ databaseUrl: null, dataDir: folder });
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(handle.db);
    pool = openReadPool(handle.location, 2);
  });
  afterAll(async () => {
    await pool.close();
    await handle.db.destroy();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the event loop turning while a long read runs, which the server connection does not', async () => {
    const onPool = await turnsWhile(pool.run(LONG_READ, [3_000_000]));
    const onServer = await turnsWhile(sql`${sql.raw(LONG_READ.replace('?', '3000000'))}`.execute(handle.db));
    expect(onServer).toBeLessThanOrEqual(1);
    expect(onPool).toBeGreaterThan(20);
  });

  it('sees what the server connection committed just before', async () => {
    const reads = readPoolKysely<Database>(openReadPool(handle.location, 1));
    try {
      for (let i = 1; i <= 20; i++) {
        await sql`INSERT INTO notes (body) VALUES (${`not ${i}`})`.execute(handle.db);
        const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM notes`.execute(reads);
        expect(rows[0].n).toBe(i);
      }
    } finally {
      await reads.destroy();
    }
  });

  it('answers several reads at once, each with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => pool.run('SELECT ? + 1 AS n, ? AS word', [i, `İş ${i}`])),
    );
    expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => [{ n: i + 1, word: `İş ${i}` }]));
  });

  it('refuses a write and reports a bad statement with SQLite’s code, and keeps working after', async () => {
    await expect(pool.run('DELETE FROM notes', [])).rejects.toThrow(/only statements that return rows/);
    await expect(pool.run('SELECT * FROM missing_table', [])).rejects.toMatchObject({
      code: 'SQLITE_ERROR',
    });
    await expect(pool.run('SELECT count(*) AS n FROM notes', [])).resolves.toEqual([{ n: 20 }]);
  });

  it('refuses reads after it is closed, including those still waiting', async () => {
    const closing = openReadPool(handle.location, 1);
    const busy = expect(closing.run(LONG_READ, [2_000_000])).rejects.toThrow(/closed/);
    const queued = expect(closing.run('SELECT 1 AS one', [])).rejects.toThrow(/closed/);
    await closing.close();
    await Promise.all([busy, queued]);
    await expect(closing.run('SELECT 1', [])).rejects.toThrow(/closed/);
  });
});

describe('searches and exports read through the pool', () => {
  const t = setupTestServer({ signInAdmin: true });

  it('finds, counts and exports a refund created a moment before, Turkish capitals folded', async () => {
    const created = await createRefundAs(t.server, t.admin, { member_name: 'Işıl Şahin Çelik' });
    for (const term of ['ŞAHİN', 'ışıl', 'IŞIL']) {
      const filter = encodeURIComponent(JSON.stringify({ q: term }));
      const found = await t.call<Array<{ id: number }>>('GET', `/api/refunds?range=[0,4]&filter=${filter}`, {
        token: t.admin,
      });
      expect(found.status).toBe(200);
      expect(found.body.map((row) => row.id)).toEqual([created.id]);
      expect(found.headers.get('content-range')).toBe('refunds 0-0/1');
    }
    const exported = await t.call<string>('GET', '/api/refunds/export', { token: t.admin });
    expect(exported.status).toBe(200);
    expect(exported.body).toContain('Işıl Şahin Çelik');
  });
});

describe('answers remembered while the SQLite file holds the same data', () => {
  let folder: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'versioned-cache-'));
    handle = openDatabase({ databaseUrl: null, dataDir: folder });
    await sql`CREATE TABLE sessions_probe (token TEXT PRIMARY KEY)`.execute(handle.db);
    await sql`INSERT INTO sessions_probe VALUES ('t1')`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.db.destroy();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('never keeps an answer read before a write that landed while it was read', async () => {
    const cache = versionedCache<boolean>(handle.db, 10);
    const exists = async () =>
      (
        await sql<{ n: number }>`SELECT count(*) AS n FROM sessions_probe WHERE token = 't1'`.execute(
          handle.db,
        )
      ).rows[0].n === 1;
    let finishLoad = () => {};
    const loadHeld = new Promise<void>((resolve) => (finishLoad = resolve));
    // A look-up that reads, then waits for its next step (another statement, a read thread).
    const slow = cache.get('t1', async () => {
      const found = await exists();
      await loadHeld;
      return found;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await sql`DELETE FROM sessions_probe WHERE token = 't1'`.execute(handle.db);
    // Another request after the write: the cache takes the new version.
    expect(await cache.get('other', async () => true)).toBe(true);
    finishLoad();
    expect(await slow).toBe(true);
    expect(await cache.get('t1', exists)).toBe(false);
  });
});
