import type { StatusMail } from '../../contract/refunds.js';
import type { AppContext } from '../context.js';
import { helpdeskClientFor } from '../helpdesk/helpdeskClient.js';
import { HelpdeskError } from '../helpdesk/helpdeskErrors.js';
import type { RequestActor } from '../http/actor.js';
import { logAction } from '../logs/logAction.js';
import { writeMailFlag } from '../refunds/mailFlag.js';
import { activeMappingOf } from './store.js';
import { serverText } from '../i18n/catalog.js';

/**
 * Shared by the records of one bulk change: once the help desk has failed for a reason that is not about
 * one ticket (down, slow, refusing our credentials, not configured), the remaining records are reported
 * with that failure at once instead of each waiting through its own time-outs and retries.
 */
export interface HelpdeskBatch {
  failure: string | null;
}

/**
 * Sends the canned response mapped to the refund's new status to its help-desk ticket. Call it after the
 * status change has committed: no transaction is open during the help-desk calls. Success sets mail_sent
 * (logged like the manual toggle); a failure leaves the flag, writes a 'helpdesk_reply_failed' system log
 * row and is answered, never thrown.
 */
export async function sendStatusMail(
  ctx: AppContext,
  actor: RequestActor,
  refund: { id: number; ticket_id: string | null },
  statusId: number,
  batch?: HelpdeskBatch,
): Promise<StatusMail> {
  const ticket = refund.ticket_id?.trim();
  if (!ticket) return null;
  const mapping = await activeMappingOf(ctx.db, statusId);
  if (!mapping) return null;
  const client = helpdeskClientFor(ctx.config);
  let name = mapping.canned_response_name || mapping.canned_response_id;
  try {
    if (batch?.failure) throw new HelpdeskError(batch.failure);
    const canned = await client.getCannedResponse(mapping.canned_response_id);
    name = mapping.canned_response_name || canned.name || mapping.canned_response_id;
    await client.replyToTicket(ticket, { text: canned.text });
  } catch (error) {
    if (!(error instanceof HelpdeskError)) throw error;
    if (batch && error.status !== 404) batch.failure = error.message;
    const scope = await ctx.db
      .selectFrom('refunds')
      .select('payment_method_id')
      .where('id', '=', refund.id)
      .executeTakeFirst();
    await logAction(
      ctx.db,
      actor,
      'helpdesk_reply_failed',
      serverText('server.mappings.log.sendFailed', { id: refund.id, name, ticket, error: error.message }),
      // A refund deleted meanwhile has no method left: only readers of every method see the row.
      { paymentMethodId: scope?.payment_method_id ?? 0 },
    );
    return { sent: false, message: error.message };
  }
  await writeMailFlag(ctx, actor, refund.id, true, {
    action: 'send_canned_response',
    details: serverText('server.mappings.log.sent', { name, ticket }),
    systemDetails: serverText('server.mappings.log.sentSystem', { id: refund.id, name, ticket }),
  });
  return { sent: true, canned_response_name: name };
}
