import type { AppContext } from '../context.js';
import { sendStatusMail, type HelpdeskBatch, type StatusMail } from '../helpdesk/statusMail.js';
import { badRequest } from '../http/errors.js';
import { writeSystemLog } from '../logs/systemLog.js';
import { removeReceipt } from '../receipts/storage.js';
import { lockDuplicateKeys, refreshDuplicateGroup } from './duplicates.js';
import { writeMailFlag } from './mailFlag.js';
import { loadVisibleRefund, type Actor } from './refundAccess.js';
import { REFUND_MESSAGES } from './refundInput.js';
import { writeRefundLog } from './refundLog.js';
import { assertVersion, assertWritten } from './refundVersion.js';

const userOf = (actor: Actor) => ({ id: actor.auth.user.id, username: actor.auth.user.username });

export interface StatusChangeResult {
  id: number;
  status_id: number;
  status_name: string;
  color: string;
  changed: boolean;
  /** The refund's version after the change (and after the mail flag its canned response set). */
  version: number;
  /** The canned response sent for the new status (see sendStatusMail); null when none was due. */
  mail: StatusMail;
}

/**
 * Moves a refund to any active status (no transition rules, spec section 4); unchanged is a no-op. After
 * the change commits, the new status's canned response (if mapped) goes to the refund's ticket.
 */
export async function changeRefundStatus(
  ctx: AppContext,
  actor: Actor,
  id: number,
  statusId: number,
  expectedVersion: number,
  batch?: HelpdeskBatch,
): Promise<StatusChangeResult> {
  const status = await ctx.db
    .selectFrom('statuses')
    .select(['id', 'name', 'color'])
    .where('id', '=', statusId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!status) throw badRequest(REFUND_MESSAGES.status);
  const existing = await loadVisibleRefund(ctx, actor, id);
  // A status picked on a stale copy is refused even when it happens to equal the current one.
  assertVersion(existing, expectedVersion);
  const result = { id, status_id: status.id, status_name: status.name, color: status.color };
  if (existing.status_id === status.id)
    return { ...result, changed: false, version: existing.version, mail: null };
  await ctx.db.transaction().execute(async (tx) => {
    const written = await tx
      .updateTable('refunds')
      .set((eb) => ({
        status_id: status.id,
        version: eb('version', '+', 1),
        updated_by: actor.auth.user.id,
        updated_at: Date.now(),
      }))
      .where('id', '=', id)
      .where('version', '=', expectedVersion)
      .executeTakeFirstOrThrow();
    assertWritten(written);
    await writeRefundLog(tx, {
      refundId: id,
      action: 'update_refund_status',
      details: `Durum güncellendi: ${existing.status_id} → ${status.id}`,
      changes: { status_id: { old: existing.status_id, new: status.id } },
      actor: userOf(actor),
    });
    await writeSystemLog(tx, {
      userId: actor.auth.user.id,
      username: actor.auth.user.username,
      action: 'update_refund_status',
      details: `İade #${id} durumu: ${existing.status_name} → ${status.name}`,
      ip: actor.ip,
      paymentMethodId: existing.payment_method_id,
    });
  });
  const mail = await sendStatusMail(ctx, actor, existing, status.id, batch);
  const after = await ctx.db.selectFrom('refunds').select('version').where('id', '=', id).executeTakeFirst();
  return { ...result, changed: true, version: after?.version ?? expectedVersion + 1, mail };
}

/** Sets the mail flag; answers the refund's version afterwards (the flag is a write like any other). */
export async function setMailSent(
  ctx: AppContext,
  actor: Actor,
  id: number,
  mailSent: boolean,
): Promise<number> {
  const existing = await loadVisibleRefund(ctx, actor, id);
  const value = mailSent ? 1 : 0;
  if (existing.mail_sent === value) return existing.version;
  await writeMailFlag(ctx, actor, id, mailSent, {
    action: 'update_mail_status',
    details: mailSent ? 'Mail gönderildi olarak işaretlendi' : 'Mail durumu iptal edildi',
    systemDetails: `İade #${id} mail durumu: ${mailSent ? 'gönderildi' : 'gönderilmedi'}`,
  });
  const after = await ctx.db.selectFrom('refunds').select('version').where('id', '=', id).executeTakeFirst();
  return after?.version ?? existing.version + 1;
}

/** Permanent deletion; the refund's history and a system log row stay behind, its files are removed. */
export async function deleteRefund(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const existing = await loadVisibleRefund(ctx, actor, id);
  await ctx.db.transaction().execute(async (tx) => {
    await lockDuplicateKeys(tx, ctx.dialect, [existing]);
    await tx.deleteFrom('refunds').where('id', '=', id).execute();
    await refreshDuplicateGroup(tx, existing);
    await writeRefundLog(tx, {
      refundId: id,
      action: 'delete_refund',
      details: `İade silindi: #${id}`,
      changes: null,
      actor: userOf(actor),
    });
    await writeSystemLog(tx, {
      userId: actor.auth.user.id,
      username: actor.auth.user.username,
      action: 'delete_refund',
      details: `İade silindi: #${id} (${existing.member_name}, ${existing.refund_name}, ${existing.payment_method_name})`,
      ip: actor.ip,
      paymentMethodId: existing.payment_method_id,
    });
  });
  await removeReceipt(ctx.config.dataDir, existing.receipt_path);
  await removeReceipt(ctx.config.dataDir, existing.deposit_receipt_path);
}
