import type { FastifyRequest } from 'fastify';
import { visiblePaymentMethodIds } from '../auth/visibility.js';
import { actorOf, type RequestActor } from '../http/actor.js';
import type { RefundScope } from './listQuery.js';

/** The caller of a refund route, with the refunds it may see: those of its role's payment methods. */
export interface RefundActor extends RequestActor {
  scope: RefundScope;
}

export function refundActorOf(request: FastifyRequest): RefundActor {
  const actor = actorOf(request);
  return { ...actor, scope: { visibleMethodIds: visiblePaymentMethodIds(actor.auth) } };
}
