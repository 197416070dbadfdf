import type { FastifyRequest } from 'fastify';
import { hasAnyRole, hasPermission } from '../../src/shared/permissions.js';
import { requireAuth } from '../auth/guard.js';
import { clientInfo } from '../http/client.js';
import { forbidden } from '../http/errors.js';
import type { UserActor } from './userService.js';

/** User management: role admin or casi (route /users), or the manage_users permission. */
export async function requireUserManager(request: FastifyRequest): Promise<void> {
  const { user } = requireAuth(request);
  const subject = { role: user.role, permissions: user.permissions };
  if (!hasAnyRole(user.role, ['admin', 'casi']) && !hasPermission(subject, 'manage_users')) throw forbidden();
}

export function userActor(request: FastifyRequest): UserActor {
  const { user } = requireAuth(request);
  return {
    id: user.id,
    username: user.username,
    ip: clientInfo(request).ip,
    role: user.role,
    permissions: user.permissions,
  };
}
