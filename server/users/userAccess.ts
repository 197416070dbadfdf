import type { FastifyRequest } from 'fastify';
import { hasAnyRole, hasPermission } from '../../contract/permissions.js';
import { requireAuth } from '../auth/guard.js';
import { clientInfo } from '../http/client.js';
import { forbidden } from '../http/errors.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { roleMethodScope } from './userPolicy.js';
import type { UserActor } from './userService.js';

/** User management: role admin or casi (route /users), or the manage_users permission. */
export async function requireUserManager(request: FastifyRequest): Promise<void> {
  const { user } = requireAuth(request);
  const subject = { role: user.role, permissions: user.permissions };
  if (!hasAnyRole(user.role, ['admin', 'casi']) && !hasPermission(subject, 'manage_users')) throw forbidden();
}

/** The caller with its rights, including the payment methods it sees (the grant rules need them). */
export async function userActor(request: FastifyRequest, db: Kysely<Database>): Promise<UserActor> {
  const { user } = requireAuth(request);
  return {
    id: user.id,
    username: user.username,
    ip: clientInfo(request).ip,
    role: user.role,
    permissions: user.permissions,
    methods: await roleMethodScope(db, user.role, user.permissions),
  };
}
