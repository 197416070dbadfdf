/**
 * Failed-login bookkeeping: repeated failures block the login for a while. The server keeps the real
 * counter; the client asks it through /api/users/login-attempts and mirrors its answers in localStorage. When
 * those calls fail, the local record takes over: it counts failures itself, blocks at 10 attempts for
 * 15 minutes, and a block whose time has passed resets to 0 attempts.
 */
import { LOGIN_BLOCK_MINUTES, LOGIN_MAX_ATTEMPTS, LOGIN_WARNING_FROM } from '../../contract/permissions';
import { apiRequest } from '../providers/httpClient';

export interface LoginAttemptState {
  attempts: number;
  isBlocked: boolean;
  /** ISO time; null when not blocked. */
  blockedUntil: string | null;
}

/** The record kept in localStorage: the state plus when it was written (ms since epoch). */
export interface LocalLoginAttemptRecord extends LoginAttemptState {
  timestamp: number;
}

export const LOGIN_ATTEMPTS_STORAGE_PREFIX = 'loginAttempts:';
export const LOGIN_BLOCK_MS = LOGIN_BLOCK_MINUTES * 60 * 1000;

const EMPTY_STATE: LoginAttemptState = { attempts: 0, isBlocked: false, blockedUntil: null };

const storageKey = (username: string) => `${LOGIN_ATTEMPTS_STORAGE_PREFIX}${username}`;

/** Milliseconds left of a block, never negative; 0 when there is no usable end time. */
export function remainingBlockMs(blockedUntil: string | null, now: number): number {
  if (!blockedUntil) return 0;
  const end = Date.parse(blockedUntil);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** A block whose time has passed resets the record to 0 attempts. */
export function normaliseAttemptState(state: LoginAttemptState, now: number): LoginAttemptState {
  if (state.isBlocked && remainingBlockMs(state.blockedUntil, now) === 0) return { ...EMPTY_STATE };
  return { attempts: state.attempts, isBlocked: state.isBlocked, blockedUntil: state.blockedUntil };
}

/** One more failure; the tenth blocks for 15 minutes from `now`. */
export function addFailedAttempt(state: LoginAttemptState, now: number): LoginAttemptState {
  const current = normaliseAttemptState(state, now);
  if (current.isBlocked) return current;
  const attempts = current.attempts + 1;
  if (attempts >= LOGIN_MAX_ATTEMPTS) {
    return { attempts, isBlocked: true, blockedUntil: new Date(now + LOGIN_BLOCK_MS).toISOString() };
  }
  return { attempts, isBlocked: false, blockedUntil: null };
}

/** From 5 attempts on, how many remain before the block; null while no warning is due. */
export function remainingAttemptsBeforeBlock(state: LoginAttemptState): number | null {
  if (state.isBlocked || state.attempts < LOGIN_WARNING_FROM) return null;
  return Math.max(0, LOGIN_MAX_ATTEMPTS - state.attempts);
}

export function readLocalAttempts(username: string, now: number): LoginAttemptState {
  try {
    const raw = window.localStorage.getItem(storageKey(username));
    if (!raw) return { ...EMPTY_STATE };
    return normaliseAttemptState(toAttemptState(JSON.parse(raw), now), now);
  } catch {
    return { ...EMPTY_STATE };
  }
}

/** The block in this browser's records that ends last, if one is still running. */
export function findStoredBlock(now: number): { username: string; blockedUntil: string } | null {
  let found: { username: string; blockedUntil: string; remaining: number } | null = null;
  try {
    for (let index = 0; index < window.localStorage.length; index++) {
      const key = window.localStorage.key(index);
      if (!key?.startsWith(LOGIN_ATTEMPTS_STORAGE_PREFIX)) continue;
      const username = key.slice(LOGIN_ATTEMPTS_STORAGE_PREFIX.length);
      const { isBlocked, blockedUntil } = readLocalAttempts(username, now);
      const remaining = remainingBlockMs(blockedUntil, now);
      if (isBlocked && blockedUntil && remaining > (found?.remaining ?? 0)) {
        found = { username, blockedUntil, remaining };
      }
    }
  } catch {
    return null;
  }
  return found && { username: found.username, blockedUntil: found.blockedUntil };
}

export function writeLocalAttempts(username: string, state: LoginAttemptState, now: number): void {
  const record: LocalLoginAttemptRecord = { ...state, timestamp: now };
  try {
    window.localStorage.setItem(storageKey(username), JSON.stringify(record));
  } catch {
    // Storage unavailable: the server's counter still applies.
  }
}

export function clearLocalAttempts(username: string): void {
  try {
    window.localStorage.removeItem(storageKey(username));
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

/** Reads a server or stored answer defensively; a block without an end time lasts 15 minutes. */
function toAttemptState(value: unknown, now: number): LoginAttemptState {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const attempts = Number(record.attempts);
  const isBlocked = record.isBlocked === true;
  const blockedUntil =
    typeof record.blockedUntil === 'string'
      ? record.blockedUntil
      : isBlocked
        ? new Date(now + LOGIN_BLOCK_MS).toISOString()
        : null;
  return {
    attempts: Number.isFinite(attempts) && attempts > 0 ? Math.floor(attempts) : 0,
    isBlocked,
    blockedUntil: isBlocked ? blockedUntil : null,
  };
}

/** The current state for `username`: the server's answer, or the local record when the call fails. */
export async function fetchLoginAttempts(username: string, now = Date.now()): Promise<LoginAttemptState> {
  try {
    const answer = await apiRequest<unknown>(
      `/users/login-attempts?username=${encodeURIComponent(username)}`,
    );
    const state = normaliseAttemptState(toAttemptState(answer, now), now);
    writeLocalAttempts(username, state, now);
    return state;
  } catch {
    return readLocalAttempts(username, now);
  }
}

/**
 * Called after a failed login. The server has already counted the failure, so its answer is the new
 * state; when the call fails, the local record counts the failure instead.
 */
export async function recordFailedLoginAttempt(
  username: string,
  now = Date.now(),
): Promise<LoginAttemptState> {
  try {
    const answer = await apiRequest<unknown>('/users/login-attempts', {
      method: 'POST',
      body: { username },
    });
    const state = normaliseAttemptState(toAttemptState(answer, now), now);
    writeLocalAttempts(username, state, now);
    return state;
  } catch {
    const state = addFailedAttempt(readLocalAttempts(username, now), now);
    writeLocalAttempts(username, state, now);
    return state;
  }
}

/** A server-side block learnt from a 429 answer is mirrored locally. */
export function rememberBlock(
  username: string,
  blockedUntil: string,
  attempts: number,
  now = Date.now(),
): void {
  writeLocalAttempts(username, { attempts, isBlocked: true, blockedUntil }, now);
}
