import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { SignedIn } from './signedIn.js';
import { TOUCH_INTERVAL_MS, type SessionPolicy } from './sessions.js';

/**
 * On PostgreSQL a caller can be taken from memory for a route whose own statement reads the caller's
 * fingerprint again (in the same snapshot as its answer): that saves the sign-in round trip. The answer
 * is given only when the fingerprint read with it is the remembered one; otherwise the caller is read
 * afresh and the route runs again for it, so a change to the session, the user, its role, permissions
 * or payment methods is seen by the very next request, as without memory.
 */
export interface CallerCheck {
  /** The remembered caller's fingerprint. */
  fingerprint: string;
  /**
   * Reads the caller afresh (refusing with 401 when its session is gone), drops the check and applies
   * the route's guards again to the caller as it is now (refusing with 403).
   */
  refresh(): Promise<void>;
  /** The route's access guards the remembered caller passed, to apply again after a refresh. */
  guards: Array<() => void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when request.auth was taken from memory and is not yet confirmed. */
    callerCheck: CallerCheck | null;
  }
  interface FastifyContextConfig {
    /** The route confirms a remembered caller itself (answerCheckingCaller). */
    checksCaller?: boolean;
  }
}

const REMEMBERED_CALLERS = 1000;
const remembered = new WeakMap<Kysely<Database>, Map<string, SignedIn>>();

/** Keeps (or forgets) the caller last read for a token hash; only callers with a fingerprint are kept. */
export function rememberCaller(db: Kysely<Database>, tokenHash: string, signedIn: SignedIn | null): void {
  let callers = remembered.get(db);
  if (!callers) remembered.set(db, (callers = new Map()));
  if (!signedIn?.fingerprint) {
    callers.delete(tokenHash);
    return;
  }
  if (callers.size >= REMEMBERED_CALLERS) callers.clear();
  callers.set(tokenHash, signedIn);
}

/**
 * The remembered caller of a token hash, when its session needs no write now: not past its expiry, not
 * idle too long, not due to be marked as seen (each judged on the remembered, never later, last visit).
 */
export function rememberedCaller(
  db: Kysely<Database>,
  tokenHash: string,
  policy: SessionPolicy,
  now = Date.now(),
): SignedIn | null {
  const signedIn = remembered.get(db)?.get(tokenHash);
  if (!signedIn?.fingerprint || !signedIn.user.is_active) return null;
  const { last_seen_at: lastSeen, expires_at: expires } = signedIn.session;
  const fresh =
    expires > now && lastSeen + policy.idleMinutes * 60_000 > now && now - lastSeen <= TOUCH_INTERVAL_MS;
  return fresh ? signedIn : null;
}

/**
 * Runs a route's answer and gives it only for a confirmed caller. `answer` returns the fingerprint its
 * statement read (undefined when none did, which costs a fresh read of the caller). A failure with an
 * unconfirmed caller is decided with the caller read afresh: when the caller changed the route runs
 * again for it, so a stale memory never refuses; when it did not, the failure stands (a statement the
 * database cancelled is not run twice).
 */
export async function answerCheckingCaller<T>(
  request: FastifyRequest,
  answer: () => Promise<{ value: T; callerFingerprint?: string | null }>,
): Promise<T> {
  const check = request.callerCheck;
  if (!check) return (await answer()).value;
  let failure: unknown = null;
  const outcome = await answer().catch((error: unknown) => {
    failure = error;
    return null;
  });
  if (outcome && outcome.callerFingerprint === check.fingerprint) {
    request.callerCheck = null;
    return outcome.value;
  }
  await check.refresh();
  if (request.auth?.fingerprint === check.fingerprint) {
    if (!outcome) throw failure;
    if (outcome.callerFingerprint === undefined) return outcome.value;
  }
  return (await answer()).value;
}
