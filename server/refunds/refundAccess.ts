import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/guard.js';
import { requireAuth } from '../auth/guard.js';
import { visiblePaymentMethodIds } from '../auth/visibility.js';
import type { AppContext } from '../context.js';
import { clientInfo } from '../http/client.js';
import { notFound } from '../http/errors.js';
import { selectRefundRows, type RefundRow } from './refundRows.js';
import { REFUND_MESSAGES } from './refundInput.js';
import type { RefundScope } from './listQuery.js';

/** Who is acting, from where, and which refunds they may see. */
export interface Actor {
  auth: AuthContext;
  ip: string | null;
  scope: RefundScope;
}

/** The caller as the permission rules see it. */
export const subjectOf = (actor: Actor) => ({
  role: actor.auth.user.role,
  permissions: actor.auth.user.permissions,
});

export async function actorOf(ctx: AppContext, request: FastifyRequest): Promise<Actor> {
  const auth = requireAuth(request);
  return {
    auth,
    ip: clientInfo(request).ip,
    scope: { visibleMethodIds: await visiblePaymentMethodIds(ctx.db, auth) },
  };
}

export function parseRefundId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound(REFUND_MESSAGES.notFound);
  return Number(raw);
}

/** A refund the actor may see; one of a payment method outside their role is answered as not found. */
export async function loadVisibleRefund(ctx: AppContext, actor: Actor, id: number): Promise<RefundRow> {
  let query = selectRefundRows(ctx.db).where('refunds.id', '=', id);
  const visible = actor.scope.visibleMethodIds;
  if (visible !== null) {
    if (visible.length === 0) throw notFound(REFUND_MESSAGES.notFound);
    query = query.where('refunds.payment_method_id', 'in', visible);
  }
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(REFUND_MESSAGES.notFound);
  return row;
}
