import type { FastifyContextConfig } from 'fastify';
import type { AccessAction, AccessResource } from '../../contract/access.js';
import type { RouteContract } from '../../contract/routes.js';
import { requireAccess } from '../auth/guard.js';

/**
 * Fastify options of a route declared in the contract: its shapes for validation and the docs, and its
 * access rule, checked before validation; a public route needs no session. `config` adds route settings
 * (a rate limit); whether the route is public stays the contract's word.
 */
export function routeOptions<C extends RouteContract>(
  { access, ...schema }: C,
  config: Omit<FastifyContextConfig, 'public'> = {},
) {
  if (access === 'public') return { config: { ...config, public: true }, schema };
  const [resource, action] = access.split('.') as [AccessResource, AccessAction<AccessResource>];
  return { preValidation: requireAccess(resource, action), config, schema };
}
