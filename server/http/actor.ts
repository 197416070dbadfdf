import type { FastifyRequest } from 'fastify';
import type { PermissionSubject } from '../../contract/permissions.js';
import { requireAuth, subjectOf, type AuthContext } from '../auth/guard.js';
import { clientInfo } from './client.js';

/** Who is acting and from where: what every mutation's log row and every rule check needs. */
export interface RequestActor {
  id: number;
  username: string;
  ip: string | null;
  subject: PermissionSubject;
  auth: AuthContext;
}

/** The signed-in caller of a request (routes behind the authentication hook always have one). */
export function actorOf(request: FastifyRequest): RequestActor {
  const auth = requireAuth(request);
  return {
    id: auth.user.id,
    username: auth.user.username,
    ip: clientInfo(request).ip,
    subject: subjectOf(auth),
    auth,
  };
}
