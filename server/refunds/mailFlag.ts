import type { AppContext } from '../context.js';
import type { RequestActor } from '../http/actor.js';
import { logAction } from '../logs/logAction.js';
import { writeRefundLog } from './store.js';

export interface MailFlagLog {
  action: string;
  /** Line of the refund's history. */
  details: string;
  /** Line of the system log. */
  systemDetails: string;
}

/**
 * Sets a refund's mail flag and writes its history and system log rows in one transaction: the one path
 * of the manual toggle and of a canned response sent on a status change. The flag's old/new pair is logged
 * only when it changes. Answers false when the refund is gone.
 */
export async function writeMailFlag(
  ctx: AppContext,
  actor: RequestActor,
  id: number,
  mailSent: boolean,
  log: MailFlagLog,
): Promise<boolean> {
  const value = mailSent ? 1 : 0;
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('refunds')
      .select(['mail_sent', 'payment_method_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return false;
    const changed = row.mail_sent !== value;
    if (changed) {
      await trx
        .updateTable('refunds')
        .set((eb) => ({
          mail_sent: value,
          // A write like any other: an editor holding the older version must reload before saving.
          version: eb('version', '+', 1),
          updated_by: actor.id,
          updated_at: Date.now(),
        }))
        .where('id', '=', id)
        .execute();
    }
    await writeRefundLog(trx, {
      refundId: id,
      action: log.action,
      details: log.details,
      changes: changed ? { mail_sent: { old: row.mail_sent, new: value } } : null,
      actor,
    });
    await logAction(trx, actor, log.action, log.systemDetails, { paymentMethodId: row.payment_method_id });
    return true;
  });
}
