import { sql, type Kysely } from 'kysely';
import { LOGIN_BLOCK_MINUTES, LOGIN_MAX_ATTEMPTS } from '../../src/shared/permissions.js';
import type { Database } from '../db/types.js';

export interface LoginAttemptState {
  attempts: number;
  isBlocked: boolean;
  /** ISO time the block ends, or null. */
  blockedUntil: string | null;
}

const BLOCK_MS = LOGIN_BLOCK_MINUTES * 60_000;

/** Counters are kept per typed username, existing or not, so the answer never tells which exist. */
export const attemptKey = (username: string) => username.trim().toLowerCase().slice(0, 64);

function toState(
  row: { attempts: number; blocked_until: number | null } | undefined,
  now: number,
): LoginAttemptState {
  if (!row) return { attempts: 0, isBlocked: false, blockedUntil: null };
  if (row.blocked_until !== null && row.blocked_until <= now) {
    // A block past its time counts as a fresh start.
    return { attempts: 0, isBlocked: false, blockedUntil: null };
  }
  const isBlocked = row.blocked_until !== null;
  return {
    attempts: row.attempts,
    isBlocked,
    blockedUntil: isBlocked ? new Date(row.blocked_until as number).toISOString() : null,
  };
}

export async function readLoginAttempts(db: Kysely<Database>, username: string): Promise<LoginAttemptState> {
  const row = await db
    .selectFrom('login_attempts')
    .select(['attempts', 'blocked_until'])
    .where('username', '=', attemptKey(username))
    .executeTakeFirst();
  return toState(row, Date.now());
}

/**
 * Counts one failure and blocks at the limit. Each statement is atomic on its own, so concurrent failures
 * from several server processes on one PostgreSQL are all counted.
 */
export async function recordFailedLogin(db: Kysely<Database>, username: string): Promise<LoginAttemptState> {
  const key = attemptKey(username);
  const now = Date.now();
  const expired = sql<boolean>`login_attempts.blocked_until IS NOT NULL AND login_attempts.blocked_until <= ${now}`;
  await db
    .insertInto('login_attempts')
    .values({ username: key, attempts: 1, blocked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.column('username').doUpdateSet({
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE login_attempts.attempts + 1 END`,
        blocked_until: sql`CASE WHEN ${expired} THEN NULL ELSE login_attempts.blocked_until END`,
        updated_at: now,
      }),
    )
    .execute();
  await db
    .updateTable('login_attempts')
    .set({ blocked_until: now + BLOCK_MS })
    .where('username', '=', key)
    .where('attempts', '>=', LOGIN_MAX_ATTEMPTS)
    .where('blocked_until', 'is', null)
    .execute();
  return readLoginAttempts(db, username);
}

export async function clearLoginAttempts(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('username', '=', attemptKey(username)).execute();
}

/** 'm:ss' of the time left until the block ends. */
export function formatRemaining(blockedUntilIso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(blockedUntilIso) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
