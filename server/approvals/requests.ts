import type { Kysely } from 'kysely';
import type { ApprovalRequested } from '../../contract/approvals.js';
import type { Database } from '../db/types.js';
import { conflict } from '../http/errors.js';
import { serverText } from '../i18n/catalog.js';
import { logAction } from '../logs/logAction.js';
import type { RefundActor } from '../refunds/refundActor.js';
import { writeRefundLog } from '../refunds/store.js';

/** The refund as it was when the change was asked for. */
export interface RequestedRefund {
  id: number;
  payment_method_id: number;
  status_id: number;
  status_name: string;
  amount_kurus: number;
  version: number;
}

export const pendingExists = () => conflict(serverText('approvals.server.alreadyPending'));

/**
 * Records a status change that needs a second person instead of making it: the request (refund, who,
 * when, from and to which status, the refund's version) with a line in the refund's history and the
 * system log, in the caller's transaction. A refund already waiting for a decision refuses another
 * request (409): the first must be decided before a new one is made.
 */
export async function requestApproval(
  trx: Kysely<Database>,
  actor: RefundActor,
  refund: RequestedRefund,
  target: { id: number; name: string },
): Promise<ApprovalRequested> {
  const waiting = await trx
    .selectFrom('refund_approvals')
    .select('id')
    .where('refund_id', '=', refund.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (waiting) throw pendingExists();
  const now = Date.now();
  const { id } = await trx
    .insertInto('refund_approvals')
    .values({
      refund_id: refund.id,
      payment_method_id: refund.payment_method_id,
      from_status_id: refund.status_id,
      to_status_id: target.id,
      amount_kurus: refund.amount_kurus,
      refund_version: refund.version,
      requested_by: actor.id,
      requested_by_username: actor.username,
      requested_at: now,
      state: 'pending',
      decided_by: null,
      decided_by_username: null,
      decided_at: null,
      note: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeRefundLog(trx, {
    refundId: refund.id,
    action: 'approval_requested',
    details: serverText('approvals.server.log.requested', { from: refund.status_name, to: target.name }),
    changes: { status_id: { old: refund.status_id, new: target.id } },
    actor,
  });
  await logAction(
    trx,
    actor,
    'approval_requested',
    serverText('approvals.server.log.requestedSystem', {
      id: refund.id,
      from: refund.status_name,
      to: target.name,
    }),
    { paymentMethodId: refund.payment_method_id },
  );
  return {
    id,
    to_status_id: target.id,
    to_status_name: target.name,
    message: serverText('approvals.server.requested', { status: target.name }),
  };
}

/** Marks a refund's pending request outdated (the refund went or changed); answers whether one was. */
export async function closePendingApproval(trx: Kysely<Database>, refundId: number): Promise<boolean> {
  const closed = await trx
    .updateTable('refund_approvals')
    .set({ state: 'outdated', decided_at: Date.now() })
    .where('refund_id', '=', refundId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) > 0;
}
