import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuiltApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { hashPassword } from '../../server/auth/passwords.js';
import type { AppContext } from '../../server/context.js';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection.js';
import type { Database } from '../../server/db/types.js';
import { newUserRow } from '../../server/users/userRow.js';

export const ADMIN_PASSWORD = 'Admin-Test-Parola-1';
export const DB_KIND = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';
/** Server that hosts the throw-away test databases; the run fails (never skips) when it is unreachable. */
const PG_ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** Runs `change` as a second server process would: its own connection to the database, its own commits. */
export async function inOtherProcess(
  database: TestDatabase,
  change: (db: DatabaseHandle['db']) => Promise<unknown>,
): Promise<void> {
  const config = loadConfig({ ...process.env, ...database.env });
  const other = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await change(other.db);
  } finally {
    await other.db.destroy();
  }
}

/** A fresh, empty database of the kind this project run tests: a temp SQLite folder or a new PG database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iade-test-'));
  if (DB_KIND === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `iade_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      // pg's Pool.end() resolves before its sockets have closed; a forced drop would then kill them
      // mid-close and surface as an unhandled error. Retry the polite drop until they are gone.
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name}`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  ctx: AppContext;
  built: BuiltApp;
  config: Config;
  /** Stops the server; the database stays until dropDatabase (so a restart can reuse it). */
  stop(): Promise<void>;
}

export interface StartOptions {
  database: TestDatabase;
  env?: Record<string, string>;
  /** Adds routes before the server starts listening (used to exercise the permission guard). */
  beforeListen?: (built: BuiltApp) => void | Promise<void>;
}

export async function startTestServer(options: StartOptions): Promise<TestServer> {
  const config = loadConfig({
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    WEB_ROOT: '',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    ...options.database.env,
    ...options.env,
  });
  const built = await buildApp(config);
  await options.beforeListen?.(built);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app: built.app,
    ctx: built.ctx,
    built,
    config,
    stop: () => {
      // A client that left an answer unread keeps its connection busy; the test is over, so it is cut.
      const force = setTimeout(() => built.app.server.closeAllConnections(), 2000);
      return built.app.close().finally(() => clearTimeout(force));
    },
  };
}

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** The response with its body read as JSON (or kept as text when it is not JSON). */
async function answerOf<T>(response: Response): Promise<ApiResponse<T>> {
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** One HTTP call against the test server; JSON in, JSON (or text) out. */
export async function call<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  server: TestServer,
  method: string,
  urlPath: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${urlPath}`, { method, headers, body });
  return answerOf<T>(response);
}

export async function signIn(server: TestServer, username: string, password: string): Promise<string> {
  const response = await call(server, 'POST', '/api/auth/login', { body: { username, password } });
  if (response.status !== 200 || typeof response.body.token !== 'string') {
    throw new Error(`sign-in of ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.token;
}

export interface NewUser {
  username: string;
  password: string;
  roleId?: number;
  isActive?: boolean;
  fullName?: string;
}

/** Creates a user straight in the database (the users API belongs to a later issue). */
export async function createUser(ctx: AppContext, fields: NewUser): Promise<number> {
  const now = Date.now();
  const row = await ctx.db
    .insertInto('users')
    .values(
      newUserRow(
        {
          username: fields.username,
          passwordHash: await hashPassword(fields.password),
          roleId: fields.roleId ?? 2,
          email: `${fields.username}@example.test`,
          fullName: fields.fullName,
          isActive: fields.isActive,
        },
        now,
      ),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Creates a custom role with the given permissions, seeing the given payment methods; answers its id. */
export async function createRole(
  ctx: AppContext,
  name: string,
  permissions: string[],
  methods: number[] = [],
): Promise<number> {
  const now = Date.now();
  const role = await ctx.db
    .insertInto('roles')
    .values({
      name,
      display_name: name,
      description: null,
      is_system_role: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length > 0) {
    const rows = await ctx.db
      .selectFrom('permissions')
      .select('id')
      .where('name', 'in', permissions)
      .execute();
    await ctx.db
      .insertInto('role_permissions')
      .values(rows.map((p) => ({ role_id: role.id, permission_id: p.id })))
      .execute();
  }
  if (methods.length > 0) await grantMethods(ctx, role.id, methods);
  return role.id;
}

/** A caller of its own: a new custom role, a user holding it, and that user's session. */
export interface RoleCaller {
  token: string;
  roleId: number;
  userId: number;
}

export interface RoleCallerOptions {
  /** Payment methods the role sees; none unless given. */
  methods?: number[];
  /** The role's name; `rol_<username>` unless given. */
  role?: string;
  /** The user's password; `parola123` unless given. */
  password?: string;
}

/** Signs in a new user whose new custom role holds exactly `permissions` (and sees `methods`). */
export async function signInWithRole(
  server: TestServer,
  username: string,
  permissions: string[],
  { methods = [], role = `rol_${username}`, password = 'parola123' }: RoleCallerOptions = {},
): Promise<RoleCaller> {
  const roleId = await createRole(server.ctx, role, permissions, methods);
  const userId = await createUser(server.ctx, { username, password, roleId });
  return { token: await signIn(server, username, password), roleId, userId };
}

export async function systemLogs(ctx: AppContext, action: string) {
  return ctx.db.selectFrom('system_logs').selectAll().where('action', '=', action).orderBy('id').execute();
}

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

export interface FormCallOptions {
  token?: string;
  fields?: Record<string, string | number>;
  file?: UploadFile;
}

/** A multipart call, as the SPA sends refund forms. */
export async function callForm<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  server: TestServer,
  method: string,
  urlPath: string,
  options: FormCallOptions,
): Promise<ApiResponse<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, String(value));
  if (options.file) {
    form.append(
      'receipt_image',
      new Blob([new Uint8Array(options.file.data)], { type: options.file.type }),
      options.file.name,
    );
  }
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.baseUrl}${urlPath}`, { method, headers, body: form });
  return answerOf<T>(response);
}

/** Grants payment methods to a role (what the role editor will do). */
export async function grantMethods(ctx: AppContext, roleId: number, methodIds: number[]): Promise<void> {
  await ctx.db
    .insertInto('role_payment_methods')
    .values(methodIds.map((id) => ({ role_id: roleId, payment_method_id: id })))
    .execute();
}

export interface TestServerOptions extends Omit<StartOptions, 'database'> {
  /** Signs the seeded administrator in before the file's tests; the token is then `admin`. */
  signInAdmin?: boolean;
}

/** The running test server of one file, with the harness helpers bound to it. */
export interface ServerTestContext {
  readonly server: TestServer;
  readonly ctx: AppContext;
  readonly database: TestDatabase;
  /** The seeded administrator's session token (with `signInAdmin`). */
  readonly admin: string;
  call<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
    method: string,
    urlPath: string,
    options?: CallOptions,
  ): Promise<ApiResponse<T>>;
  callForm<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
    method: string,
    urlPath: string,
    options: FormCallOptions,
  ): Promise<ApiResponse<T>>;
  signIn(username: string, password: string): Promise<string>;
  createUser(fields: NewUser): Promise<number>;
  createRole(name: string, permissions: string[], methods?: number[]): Promise<number>;
  grantMethods(roleId: number, methodIds: number[]): Promise<void>;
  signInWithRole(username: string, permissions: string[], options?: RoleCallerOptions): Promise<RoleCaller>;
  systemLogs(action: string): ReturnType<typeof systemLogs>;
  /** How many rows the table holds. */
  rowCount(table: keyof Database): Promise<number>;
  /** Expects the request to answer 403 with the message and to write one more `action` log row. */
  expectRefused(action: string, request: () => Promise<ApiResponse>, message: string): Promise<ApiResponse>;
}

/**
 * Gives the test file its own fresh database and server: registers the hooks that create and start them
 * before the file's tests and stop and drop them after, and answers the file's context.
 */
export function setupTestServer(options: TestServerOptions = {}): ServerTestContext {
  const { signInAdmin, ...startOptions } = options;
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  let admin: string | undefined;
  const started = () => {
    if (!server || !database) throw new Error('the test server has not started yet');
    return server;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ ...startOptions, database });
    if (signInAdmin) admin = await signIn(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });
  return {
    get server() {
      return started();
    },
    get ctx() {
      return started().ctx;
    },
    get database() {
      started();
      return database as TestDatabase;
    },
    get admin() {
      if (admin === undefined) throw new Error('setupTestServer({ signInAdmin: true }) signs the admin in');
      return admin;
    },
    call: (method, urlPath, callOptions) => call(started(), method, urlPath, callOptions),
    callForm: (method, urlPath, formOptions) => callForm(started(), method, urlPath, formOptions),
    signIn: (username, password) => signIn(started(), username, password),
    createUser: (fields) => createUser(started().ctx, fields),
    createRole: (name, permissions, methods) => createRole(started().ctx, name, permissions, methods),
    grantMethods: (roleId, methodIds) => grantMethods(started().ctx, roleId, methodIds),
    signInWithRole: (username, permissions, roleOptions) =>
      signInWithRole(started(), username, permissions, roleOptions),
    systemLogs: (action) => systemLogs(started().ctx, action),
    async rowCount(table) {
      const row = await started()
        .ctx.db.selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async expectRefused(action, request, message) {
      const before = (await systemLogs(started().ctx, action)).length;
      const response = await request();
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(message);
      expect((await systemLogs(started().ctx, action)).length).toBe(before + 1);
      return response;
    },
  };
}
