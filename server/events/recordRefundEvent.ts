import type { Kysely } from 'kysely';
import type { RefundEventKind } from '../../contract/events.js';
import type { Database } from '../db/types.js';

/** A refund history action → the kind of event it announces; actions that change no refund announce none. */
const KIND_OF_ACTION: Record<string, RefundEventKind> = {
  create_refund: 'created',
  update_refund: 'updated',
  upload_receipt: 'receipt',
  update_refund_status: 'status',
  update_mail_status: 'mail',
  send_canned_response: 'mail',
  delete_refund: 'deleted',
  // A status change asked for, refused or voided changes what the refund's screens show (its approval).
  approval_requested: 'updated',
  approval_rejected: 'updated',
  approval_outdated: 'updated',
};

export interface RefundWriteNote {
  refundId: number;
  action: string;
  actor: { id: number; username: string };
  /** The method before the write, when the write changed it (an edit) or removed the refund. */
  previousPaymentMethodId?: number | null;
}

/**
 * Records a refund write for the live streams inside the write's transaction: it becomes visible (and, on
 * PostgreSQL, is announced) only when the transaction commits, and never for one rolled back.
 */
export async function recordRefundEvent(trx: Kysely<Database>, note: RefundWriteNote): Promise<void> {
  const kind = KIND_OF_ACTION[note.action];
  if (!kind) return;
  const refund = await trx
    .selectFrom('refunds')
    .select(['payment_method_id', 'version'])
    .where('id', '=', note.refundId)
    .executeTakeFirst();
  const previous = note.previousPaymentMethodId ?? null;
  await trx
    .insertInto('refund_events')
    .values({
      refund_id: note.refundId,
      kind,
      payment_method_id: refund?.payment_method_id ?? previous,
      previous_payment_method_id: refund && previous !== refund.payment_method_id ? previous : null,
      version: refund?.version ?? null,
      actor_id: note.actor.id,
      actor_name: note.actor.username,
      created_at: Date.now(),
    })
    .execute();
}

/** Announces that someone opened or left a refund's page, so the others on it update their list of viewers. */
export async function recordViewersChange(
  db: Kysely<Database>,
  refund: { id: number; payment_method_id: number },
  actor: { id: number; username: string },
): Promise<void> {
  await db
    .insertInto('refund_events')
    .values({
      refund_id: refund.id,
      kind: 'viewers',
      payment_method_id: refund.payment_method_id,
      previous_payment_method_id: null,
      version: null,
      actor_id: actor.id,
      actor_name: actor.username,
      created_at: Date.now(),
    })
    .execute();
}
