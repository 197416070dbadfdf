import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAllPermissions, hasAnyPermission, type Permission } from '../../src/shared/permissions.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { loadUserAccess, type UserAccess } from './access.js';
import { findActiveSession, type SessionPolicy } from './sessions.js';

export interface AuthContext {
  sessionId: number;
  user: UserAccess;
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
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match ? match[1] : null;
}

/**
 * Every /api request needs a live session unless its route is marked public. This runs for unknown
 * paths too (Fastify runs onRequest hooks before its not-found handler), so an anonymous caller learns
 * nothing about which paths exist.
 */
export function installAuthentication(
  app: FastifyInstance,
  db: Kysely<Database>,
  policy: SessionPolicy,
): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0];
    if (path !== '/api' && !path.startsWith('/api/')) return;
    if (request.routeOptions.config?.public) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const session = await findActiveSession(db, token, policy);
    if (!session) throw unauthorized();
    const user = await loadUserAccess(db, session.userId);
    if (!user || !user.is_active) throw unauthorized();
    request.auth = { sessionId: session.sessionId, user };
  });
}

/** The signed-in caller; routes behind installAuthentication always have one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

const subject = (auth: AuthContext) => ({ role: auth.user.role, permissions: auth.user.permissions });

/** preHandler: the caller needs at least one of the permissions (all of `allOf`, when given). */
export function requirePermission(anyOf: readonly Permission[], allOf: readonly Permission[] = []) {
  return async (request: FastifyRequest) => {
    const auth = requireAuth(request);
    if (!hasAnyPermission(subject(auth), anyOf) || !hasAllPermissions(subject(auth), allOf)) {
      throw forbidden();
    }
  };
}
