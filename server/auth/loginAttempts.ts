import { sql, type Kysely } from 'kysely';
import { LOGIN_BLOCK_MINUTES, LOGIN_MAX_ATTEMPTS } from '../../contract/permissions.js';
import type { Database } from '../db/types.js';

export interface LoginAttemptState {
  attempts: number;
  isBlocked: boolean;
  /** ISO time the block ends, or null. */
  blockedUntil: string | null;
}

const BLOCK_MS = LOGIN_BLOCK_MINUTES * 60_000;

/**
 * Counters are kept per typed username, existing or not, so the answer never tells which exist. Usernames
 * are case-sensitive, and so is the key: a sign-in to 'KASA' must not clear the failures counted for 'kasa'.
 */
export const attemptKey = (username: string) => username.trim().slice(0, 64);

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
 * A counter row whose block is over starts afresh; so does one left full without a block for a whole block
 * time (its last verifications never reported back, e.g. the process died).
 */
const stale = (now: number) =>
  sql<boolean>`(login_attempts.blocked_until IS NOT NULL AND login_attempts.blocked_until <= ${now})
    OR (login_attempts.blocked_until IS NULL AND login_attempts.attempts >= ${LOGIN_MAX_ATTEMPTS}
        AND login_attempts.updated_at <= ${now - BLOCK_MS})`;

export type AttemptReservation =
  { reserved: true; attempt: number } | { reserved: false; state: LoginAttemptState };

/**
 * Takes one of the LOGIN_MAX_ATTEMPTS verifications of the window before a password or code is checked.
 * Check and increment are one statement on the database's counter, so however many requests (or server
 * processes) race, at most LOGIN_MAX_ATTEMPTS of them verify: the others are refused as blocked. The slot
 * stays counted as a failure unless the verification succeeds (see releaseLoginAttempt, clearLoginAttempts).
 */
export async function reserveLoginAttempt(
  db: Kysely<Database>,
  username: string,
): Promise<AttemptReservation> {
  const key = attemptKey(username);
  const now = Date.now();
  const row = await db
    .insertInto('login_attempts')
    .values({ username: key, attempts: 1, blocked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('username')
        .doUpdateSet({
          attempts: sql`CASE WHEN ${stale(now)} THEN 1 ELSE login_attempts.attempts + 1 END`,
          blocked_until: sql`CASE WHEN ${stale(now)} THEN NULL ELSE login_attempts.blocked_until END`,
          updated_at: now,
        })
        .where((eb) =>
          eb.or([
            stale(now),
            eb.and([
              eb('login_attempts.blocked_until', 'is', null),
              eb('login_attempts.attempts', '<', LOGIN_MAX_ATTEMPTS),
            ]),
          ]),
        ),
    )
    .returning('attempts')
    .executeTakeFirst();
  if (row) return { reserved: true, attempt: row.attempts };
  const state = await readLoginAttempts(db, username);
  // All slots taken by verifications still running: answered as the block their failure would start.
  if (!state.isBlocked) {
    return {
      reserved: false,
      state: {
        attempts: LOGIN_MAX_ATTEMPTS,
        isBlocked: true,
        blockedUntil: new Date(now + BLOCK_MS).toISOString(),
      },
    };
  }
  return { reserved: false, state };
}

/**
 * A reserved verification failed: its slot stays counted, and the failure of the slot that fills the window
 * starts the block (not an earlier one: the slot that fills it may still be a right password, which clears
 * the counter). Answers the counter with this failure's own number while not blocked, as a sequence of
 * failures would have.
 */
export async function recordFailedLogin(
  db: Kysely<Database>,
  username: string,
  attempt: number,
): Promise<LoginAttemptState> {
  const now = Date.now();
  if (attempt >= LOGIN_MAX_ATTEMPTS) {
    await db
      .updateTable('login_attempts')
      .set({ blocked_until: now + BLOCK_MS, updated_at: now })
      .where('username', '=', attemptKey(username))
      .where('attempts', '>=', LOGIN_MAX_ATTEMPTS)
      .where('blocked_until', 'is', null)
      .execute();
  }
  const state = await readLoginAttempts(db, username);
  return state.isBlocked ? state : { ...state, attempts: attempt };
}

/** Gives a reserved slot back when its check was not a failure (right password, then a 2FA step). */
export async function releaseLoginAttempt(db: Kysely<Database>, username: string): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('username', '=', attemptKey(username))
    .where('attempts', '>', 0)
    .where('blocked_until', 'is', null)
    .execute();
}

/**
 * A successful sign-in clears the counter, unless the failures that raced it have blocked the username
 * meanwhile: a right password must not lift a block that its own concurrent failures started.
 */
export async function clearLoginAttempts(db: Kysely<Database>, username: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('username', '=', attemptKey(username))
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<=', Date.now())]))
    .execute();
}

/** Whole minutes left until the block ends, rounded up (a block with seconds left is 1 minute). */
export function remainingBlockMinutes(blockedUntilIso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(blockedUntilIso) - now) / 60_000));
}
