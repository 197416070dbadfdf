import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestDatabase, type TestDatabase } from './harness.js';

// Each worker counts its own requests in memory unless the counters live in the database: with two
// workers taking connections in turn, a per-process limit of 14 would let about 28 through.
const RATE_LIMIT = 14;

let database: TestDatabase;
let server: ChildProcess;
let baseUrl = '';
const logLines: string[] = [];

/** The real entry point with WEB_CONCURRENCY=2, as `npm start` runs it. */
function startCluster(env: Record<string, string>): Promise<string> {
  server = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/main.ts')], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_ROOT: '',
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let pending = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      logLines.push(...lines);
      const started = lines.map((l) => /^Iade Kontrol: (http:\/\/localhost:\d+)/.exec(l)).find(Boolean);
      if (started) resolve(started[1].replace('localhost', '127.0.0.1'));
    });
    server.stderr?.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
    server.once('exit', (code) => reject(new Error(`server ended (${code}): ${logLines.join('\n')}`)));
  });
}

/** Which worker processes answered requests to this path, from their request logs. */
function pidsServing(url: string): Set<number> {
  const pids = new Set<number>();
  for (const line of logLines) {
    if (!line.includes(`"url":"${url}"`)) continue;
    const pid = /"pid":(\d+)/.exec(line);
    if (pid) pids.add(Number(pid[1]));
  }
  return pids;
}

async function post(urlPath: string, body: unknown) {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  database = await createTestDatabase();
  baseUrl = await startCluster(database.env);
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const ended = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await ended;
  }
  await database?.drop();
}, 60_000);

describe('two worker processes on one database', () => {
  it('keeps sessions, the login block and the sign-in rate limit across workers, takes writes from both, and ends gracefully', async () => {
    const signIn = await post('/api/auth/login', { username: 'admin', password: ADMIN_PASSWORD });
    expect(signIn.status).toBe(200);
    const token = signIn.body.token as string;
    for (let i = 0; i < 6; i++) {
      const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
    }

    // Ten failures block the name, wherever each of them landed.
    for (let attempt = 1; attempt <= 9; attempt++) {
      const failed = await post('/api/auth/login', { username: 'yok-kisi', password: 'yanlis' });
      expect(failed.status, `attempt ${attempt}`).toBe(401);
      expect(failed.body.attempts).toBe(attempt);
    }
    const blocked = await post('/api/auth/login', { username: 'yok-kisi', password: 'yanlis' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.isBlocked).toBe(true);

    // 11 sign-in requests so far; three more are allowed in this minute, the next is not.
    for (let i = 0; i < RATE_LIMIT - 11; i++) {
      expect((await post('/api/auth/login', { username: 'baska', password: 'yanlis' })).status).toBe(401);
    }
    const limited = await post('/api/auth/login', { username: 'baska', password: 'yanlis' });
    expect(limited.status).toBe(429);
    expect(limited.body.isBlocked).toBeUndefined();

    expect(pidsServing('/api/auth/login').size).toBe(2);
    expect(pidsServing('/api/auth/me').size).toBe(2);

    // Writes that read first (a name check, then the insert) in both workers at once: each waits its
    // turn for the database, none is refused as a conflict.
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        fetch(`${baseUrl}/api/statuses`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Paralel ${i}`, display_order: 100 + i }),
        }).then((response) => response.status),
      ),
    );
    expect(created).toEqual(created.map(() => 201));
    expect(pidsServing('/api/statuses').size).toBe(2);

    const ended = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await ended).toBe(0);
  }, 120_000);
});
