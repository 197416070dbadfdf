import { buildApp, type BuiltApp } from '../../server/app.js';
import { loadUserAccess } from '../../server/auth/access.js';
import { hashPassword } from '../../server/auth/passwords.js';
import { roleMethodScope } from '../../server/auth/visibility.js';
import { loadConfig, type Config } from '../../server/config.js';
import type { RefundScope } from '../../server/refunds/listQuery.js';
import { newUserRow } from '../../server/users/userRow.js';
import { ADMIN_ROLE_ID } from '../../contract/permissions.js';
import type { BenchOptions } from './options.js';

export const BENCH_USERNAME = 'bench-admin';
const BENCH_PASSWORD = process.env.BENCH_PASSWORD ?? 'Bench-Parola-2026!';
/** Refunds created by the create case carry this user_id prefix, so that they can be found and removed. */
export const BENCH_USER_ID_PREFIX = 'bench-';

export interface BenchServer {
  built: BuiltApp;
  config: Config;
  baseUrl: string;
  token: string;
  benchUserId: number;
  /** What the bench user may see, exactly as the list route computes it. */
  scope: RefundScope;
  stop(): Promise<void>;
}

/** The server's settings for the benchmark's database; logs only warnings (a request log would be I/O). */
function benchConfig(options: BenchOptions): Config {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    WEB_ROOT: '',
    HOST: '127.0.0.1',
    PORT: '0',
  };
  if (process.env.BENCH_DATA_DIR) env.DATA_DIR = process.env.BENCH_DATA_DIR;
  if (options.db === 'postgres') {
    env.DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
    if (!env.DATABASE_URL) throw new Error('--db postgres needs BENCH_DATABASE_URL or DATABASE_URL');
  } else {
    env.DATABASE_URL = '';
  }
  return loadConfig(env);
}

/** An admin with a known password, created or reset directly in the database (as the API tests do). */
async function ensureBenchUser(built: BuiltApp): Promise<number> {
  const { db } = built.ctx;
  const now = Date.now();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', BENCH_USERNAME)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        role_id: ADMIN_ROLE_ID,
        is_active: 1,
        is_2fa_enabled: 0,
        updated_at: now,
      })
      .where('id', '=', existing.id)
      .execute();
    await db.deleteFrom('login_attempts').where('username', '=', BENCH_USERNAME).execute();
    return existing.id;
  }
  const row = await db
    .insertInto('users')
    .values(
      newUserRow(
        { username: BENCH_USERNAME, passwordHash, roleId: ADMIN_ROLE_ID, fullName: 'Benchmark' },
        now,
      ),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function post(baseUrl: string, path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Deletes the refunds the create case made, with their history rows. */
async function removeCreatedRefunds(built: BuiltApp, benchUserId: number): Promise<number> {
  const { db } = built.ctx;
  const created = db
    .selectFrom('refunds')
    .select('id')
    .where('created_by', '=', benchUserId)
    .where('user_id', 'like', `${BENCH_USER_ID_PREFIX}%`);
  await db.deleteFrom('refund_logs').where('refund_id', 'in', created).execute();
  const result = await db
    .deleteFrom('refunds')
    .where('created_by', '=', benchUserId)
    .where('user_id', 'like', `${BENCH_USER_ID_PREFIX}%`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Starts the API in this process on 127.0.0.1 (free port) and signs the bench admin in over HTTP. */
export async function startBenchServer(options: BenchOptions): Promise<BenchServer> {
  const config = benchConfig(options);
  const built = await buildApp(config);
  const { count } = await built.ctx.db
    .selectFrom('refunds')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) === 0) {
    await built.app.close();
    throw new Error(
      `No refunds in ${built.databaseLocation}: run npm run seed:bulk -- --refunds 1000000 first`,
    );
  }
  const benchUserId = await ensureBenchUser(built);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const login = await post(baseUrl, '/api/auth/login', {
    username: BENCH_USERNAME,
    password: BENCH_PASSWORD,
  });
  if (login.status !== 200 || typeof login.body.token !== 'string') {
    await built.app.close();
    throw new Error(`bench sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  }
  const token = login.body.token;
  const user = await loadUserAccess(built.ctx.db, benchUserId);
  if (!user) throw new Error('bench user vanished');
  const scope = { visibleMethodIds: await roleMethodScope(built.ctx.db, user.role, user.permissions) };

  return {
    built,
    config,
    baseUrl,
    token,
    benchUserId,
    scope,
    async stop() {
      const removed = await removeCreatedRefunds(built, benchUserId);
      if (removed > 0) console.log(`Removed the ${removed} refunds the create case made.`);
      await post(baseUrl, '/api/auth/logout', {}, token);
      await built.app.close();
    },
  };
}
