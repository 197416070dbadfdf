import path from 'node:path';
import { defaultCatalogDirectory } from './i18n/catalog.js';

export interface Config {
  /** HTTP port; 0 picks a free one (tests). */
  port: number;
  host: string;
  /** Folder for the SQLite file and uploaded receipts. */
  dataDir: string;
  /** postgres://… selects PostgreSQL; empty means the embedded SQLite file in dataDir. */
  databaseUrl: string | null;
  /** A session ends after this many minutes without a request. */
  sessionIdleMinutes: number;
  /** A session ends this many hours after sign-in, whatever its use. */
  sessionAbsoluteHours: number;
  /** How long the one-time ticket between the password step and the 2FA step lives. */
  loginTicketMinutes: number;
  /** How long a signed /uploads receipt URL stays valid. */
  receiptUrlMinutes: number;
  /** Sign-in and 2FA requests allowed per client IP per minute. */
  authRateLimitPerMinute: number;
  /** First admin, created on first start when no user exists. */
  adminUsername: string;
  adminPassword: string | null;
  /** Folder with the translation catalogs (tr.json, en.json), read at run time by the server and the SPA. */
  i18nDir: string;
  /** Folder with the built SPA; served at / when present. */
  webRoot: string | null;
  /** Trust X-Forwarded-For from a reverse proxy for the client IP. */
  trustProxy: boolean;
  /** Development mode: OpenAPI docs without sign-in, readable logs. */
  isDevelopment: boolean;
  logLevel: string;
  /** External receipt-analysis service (its POST /analyze-dekont); null uses the built-in reader. */
  receiptAnalysisUrl: string | null;
  /** How long the panel waits for one receipt analysis before answering 504. */
  receiptAnalysisTimeoutMs: number;
  /** HelpDesk REST API (canned responses sent on a status change). */
  helpdeskUrl: string;
  /** HelpDesk account id and personal access token (Basic auth); both empty means not configured. */
  helpdeskAccountId: string | null;
  helpdeskToken: string | null;
  /** Time-out of each HelpDesk request attempt. */
  helpdeskTimeoutMs: number;
  /** A request whose headers and body have not all arrived by then is answered 408 and its connection closed. */
  requestTimeoutMs: number;
  /** Worker threads with read-only SQLite connections for long reads (searches, exports, reports); 0: none. */
  readThreads: number;
}

function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer ≥ ${min}, got '${raw}'`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// (leave it empty for SQLite)');
  }
  const webRoot = env.WEB_ROOT === '' ? null : path.resolve(env.WEB_ROOT ?? 'dist/web');
  return {
    port: intSetting(env, 'PORT', 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    sessionIdleMinutes: intSetting(env, 'SESSION_IDLE_MINUTES', 120, 1),
    sessionAbsoluteHours: intSetting(env, 'SESSION_ABSOLUTE_HOURS', 12, 1),
    loginTicketMinutes: intSetting(env, 'LOGIN_TICKET_MINUTES', 5, 1),
    receiptUrlMinutes: intSetting(env, 'RECEIPT_URL_MINUTES', 15, 1),
    authRateLimitPerMinute: intSetting(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30, 1),
    adminUsername: env.ADMIN_USERNAME?.trim() || 'admin',
    adminPassword: env.ADMIN_PASSWORD || null,
    i18nDir: env.I18N_DIR ? path.resolve(env.I18N_DIR) : defaultCatalogDirectory(),
    webRoot,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    isDevelopment: env.NODE_ENV === 'development',
    logLevel: env.LOG_LEVEL ?? 'info',
    receiptAnalysisUrl: env.RECEIPT_ANALYSIS_URL?.trim().replace(/\/+$/, '') || null,
    receiptAnalysisTimeoutMs: intSetting(env, 'RECEIPT_ANALYSIS_TIMEOUT_MS', 30_000, 1),
    helpdeskUrl: env.HELPDESK_URL?.trim() || 'https://api.helpdesk.com/v1',
    helpdeskAccountId: env.HELPDESK_ACCOUNT_ID?.trim() || null,
    helpdeskToken: env.HELPDESK_TOKEN?.trim() || null,
    helpdeskTimeoutMs: intSetting(env, 'HELPDESK_TIMEOUT_MS', 8000, 1),
    // Long enough for a 5 MB receipt over a slow (1 Mbit/s) link; a client that stalls is cut off then.
    requestTimeoutMs: intSetting(env, 'REQUEST_TIMEOUT_MS', 60_000, 100),
    readThreads: intSetting(env, 'READ_THREADS', 2, 0),
  };
}
