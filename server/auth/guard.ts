import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canAccess, type AccessAction, type AccessResource } from '../../contract/access.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { forbidden, unauthorized } from '../http/errors.js';
import type { UserAccess } from './access.js';
import { loadSignedIn, type SignedIn } from './signedIn.js';
import { versionedCache, type VersionedCache } from '../db/versionedCache.js';
import { liveSession, type SessionPolicy } from './sessions.js';
import { hashToken } from './tokens.js';
import { rememberCaller, rememberedCaller } from './callerCheck.js';

export interface AuthContext {
  sessionId: number;
  user: UserAccess;
  /** The payment methods assigned to the user's role (what a limited role sees). */
  roleMethodIds: number[];
  /** PostgreSQL: the digest of the caller's values as read (see callerCheck.ts); null on SQLite. */
  fingerprint: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in entry points). */
    public?: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  // The scheme name is case-insensitive (RFC 9110); the token itself is not.
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header);
  return match ? match[1] : null;
}

const SIGNED_IN_ENTRIES = 1000;
const signedInCaches = new WeakMap<Kysely<Database>, VersionedCache<SignedIn | null>>();

/**
 * A token's session and user with its permissions, remembered while the database holds the same data
 * (SQLite), so that signing out, a deactivation or a changed permission — each a write — is seen by the
 * very next request.
 */
function signedInOf(db: Kysely<Database>, tokenHash: string): Promise<SignedIn | null> {
  let cache = signedInCaches.get(db);
  if (!cache) {
    cache = versionedCache<SignedIn | null>(db, SIGNED_IN_ENTRIES);
    signedInCaches.set(db, cache);
  }
  return cache.get(tokenHash, () => loadSignedIn(db, tokenHash));
}

const authContextOf = (signedIn: SignedIn, sessionId: number): AuthContext => ({
  sessionId,
  user: signedIn.user,
  roleMethodIds: signedIn.roleMethodIds,
  fingerprint: signedIn.fingerprint,
});

/**
 * Sets request.auth from the bearer session, or refuses with 401. A route that checks its caller in its
 * own statement may get a remembered caller, unconfirmed (request.callerCheck).
 */
export async function authenticate(
  request: FastifyRequest,
  db: Kysely<Database>,
  policy: SessionPolicy,
  mayRemember = request.routeOptions?.config?.checksCaller === true,
): Promise<AuthContext> {
  if (request.auth) return request.auth;
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const tokenHash = hashToken(token);
  const kept = mayRemember ? rememberedCaller(db, tokenHash, policy) : null;
  if (kept?.fingerprint) {
    request.auth = authContextOf(kept, kept.session.id);
    const guards: Array<() => void> = [];
    request.callerCheck = {
      fingerprint: kept.fingerprint,
      guards,
      refresh: async () => {
        request.auth = null;
        request.callerCheck = null;
        await authenticate(request, db, policy, false);
        for (const guard of guards) guard();
      },
    };
    return request.auth;
  }
  const signedIn = await signedInOf(db, tokenHash);
  const session = signedIn && (await liveSession(db, signedIn.session, policy));
  if (!signedIn || !session || !signedIn.user.is_active) {
    rememberCaller(db, tokenHash, null);
    throw unauthorized();
  }
  rememberCaller(db, tokenHash, signedIn);
  request.auth = authContextOf(signedIn, session.sessionId);
  return request.auth;
}

/**
 * Deny by default on the matched route, whatever the URL's spelling: every route needs a live session
 * unless it is registered with `config.public`. Requests that match no route are left to the not-found
 * handler, which serves the SPA shell or asks for a session before saying whether a path exists.
 */
export function installAuthentication(
  app: FastifyInstance,
  db: Kysely<Database>,
  policy: SessionPolicy,
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('callerCheck', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    if (request.routeOptions.config?.public === true) return;
    await authenticate(request, db, policy);
  });
}

/** The signed-in caller; routes behind installAuthentication always have one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The caller as the permission rules see it. */
export const subjectOf = (auth: AuthContext) => ({
  role: auth.user.role,
  permissions: auth.user.permissions,
});

/**
 * Route guard reading the access table (run as preValidation, so a caller without the right never
 * learns the body schema).
 */
export function requireAccess<R extends AccessResource>(resource: R, action: AccessAction<R>) {
  const guard = (request: FastifyRequest) => {
    if (!canAccess(subjectOf(requireAuth(request)), resource, action)) throw forbidden();
  };
  return async (request: FastifyRequest) => {
    const check = request.callerCheck;
    if (!check) return guard(request);
    if (canAccess(subjectOf(requireAuth(request)), resource, action)) {
      // Passed on the remembered caller: applied again if the caller is read afresh.
      check.guards.push(() => guard(request));
      return;
    }
    // A remembered caller may lack a right granted since: it is read afresh before refusing.
    await check.refresh();
    guard(request);
  };
}
