import type { Kysely } from 'kysely';
import type { ApprovalRequested } from '../../contract/approvals.js';
import type { StatusMail } from '../../contract/refunds.js';
import { closePendingApproval, requestApproval } from '../approvals/requests.js';
import { loadApprovalGate, needsApproval } from '../approvals/settings.js';
import type { Database } from '../db/types.js';
import type { RequestActor } from '../http/actor.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { serverText } from '../i18n/catalog.js';
import { logAction } from '../logs/logAction.js';
import { sendStatusMail, type HelpdeskBatch } from '../statusCannedResponses/statusMail.js';
import { lockDuplicateKeys, refreshDuplicateGroup } from './duplicates.js';
import { writeMailFlag } from './mailFlag.js';
import type { RefundActor } from './refundActor.js';
import { assertVersion, writeAtVersion } from './refundVersion.js';
import { REFUND_MESSAGES } from './rules.js';
import { currentVersion, loadVisibleRefund, writeRefundLog, type RefundRow } from './store.js';
import { setFingerprint } from '../receiptReuse/fingerprints.js';

export interface StatusChangeResult {
  id: number;
  status_id: number;
  status_name: string;
  color: string;
  changed: boolean;
  /** The refund's version after the change (and after the mail flag its canned response set). */
  version: number;
  /** The canned response sent for the new status; null when none was due. */
  mail: StatusMail;
  /** Set when the change needs approval: it was recorded as a request and not made. */
  approval?: ApprovalRequested;
}

/**
 * Moves a refund to any active status (any status may follow any other); unchanged is a no-op. After
 * the change commits, the new status's canned response (if mapped) goes to the refund's ticket.
 */
export async function changeRefundStatus(
  ctx: AppContext,
  actor: RefundActor,
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
  const existing = await loadVisibleRefund(ctx.db, actor.scope, id);
  // A status picked on a stale copy is refused even when it happens to equal the current one.
  assertVersion(existing, expectedVersion);
  const result = { id, status_id: status.id, status_name: status.name, color: status.color };
  if (existing.status_id === status.id)
    return { ...result, changed: false, version: existing.version, mail: null };
  if (needsApproval(await loadApprovalGate(ctx.db), status.id, existing.amount_kurus)) {
    // The change waits for a second person; the refund keeps its status (and version) until then.
    const approval = await ctx.db
      .transaction()
      .execute((trx) => requestApproval(trx, actor, existing, status));
    return {
      ...result,
      status_id: existing.status_id,
      status_name: existing.status_name,
      color: existing.color,
      changed: false,
      version: existing.version,
      mail: null,
      approval,
    };
  }
  await ctx.db
    .transaction()
    .execute((trx) => writeStatusChange(trx, actor, existing, status, expectedVersion));
  const mail = await sendStatusMail(ctx, actor, existing, status.id, batch);
  const version = (await currentVersion(ctx.db, id)) ?? expectedVersion + 1;
  return { ...result, changed: true, version, mail };
}

/**
 * The write of a status change in the caller's transaction: the refund at the expected version (409 when
 * it moved on), its history line and the system log row. The rollups follow by the refunds triggers.
 */
export async function writeStatusChange(
  trx: Kysely<Database>,
  actor: RequestActor,
  existing: Pick<RefundRow, 'id' | 'status_id' | 'status_name' | 'payment_method_id'>,
  status: { id: number; name: string },
  expectedVersion: number,
): Promise<void> {
  const id = existing.id;
  await writeAtVersion(trx, id, expectedVersion, actor.id, { status_id: status.id });
  await writeRefundLog(trx, {
    refundId: id,
    action: 'update_refund_status',
    details: serverText('server.refunds.log.statusChanged', { from: existing.status_id, to: status.id }),
    changes: { status_id: { old: existing.status_id, new: status.id } },
    actor,
  });
  await logAction(
    trx,
    actor,
    'update_refund_status',
    serverText('server.refunds.log.statusChangedSystem', {
      id,
      from: existing.status_name,
      to: status.name,
    }),
    { paymentMethodId: existing.payment_method_id },
  );
}

/** Sets the mail flag; answers the refund's version afterwards (the flag is a write like any other). */
export async function setMailSent(
  ctx: AppContext,
  actor: RefundActor,
  id: number,
  mailSent: boolean,
): Promise<number> {
  const existing = await loadVisibleRefund(ctx.db, actor.scope, id);
  const value = mailSent ? 1 : 0;
  if (existing.mail_sent === value) return existing.version;
  await writeMailFlag(ctx, actor, id, mailSent, {
    action: 'update_mail_status',
    details: serverText(mailSent ? 'server.refunds.log.mailMarked' : 'server.refunds.mailCancelled'),
    systemDetails: serverText(
      mailSent ? 'server.refunds.log.mailSentSystem' : 'server.refunds.log.mailNotSentSystem',
      { id },
    ),
  });
  return (await currentVersion(ctx.db, id)) ?? existing.version + 1;
}

/**
 * Permanent deletion; the refund's history and a system log row stay behind, its receipts are deleted
 * with it (PostgreSQL) or once it has committed (folder).
 */
export async function deleteRefund(ctx: AppContext, actor: RefundActor, id: number): Promise<void> {
  const existing = await loadVisibleRefund(ctx.db, actor.scope, id);
  const receipts = [existing.receipt_path, existing.deposit_receipt_path];
  await ctx.db.transaction().execute(async (trx) => {
    await lockDuplicateKeys(trx, ctx.dialect, [existing]);
    // Its receipt no longer counts as used: the refunds that shared it lose their reuse mark.
    await setFingerprint(trx, ctx.dialect, id, null);
    await trx.deleteFrom('refunds').where('id', '=', id).execute();
    // A change waiting for approval goes with the refund (its id may be given to a new refund).
    await closePendingApproval(trx, id);
    await refreshDuplicateGroup(trx, existing);
    await writeRefundLog(trx, {
      refundId: id,
      action: 'delete_refund',
      details: serverText('server.refunds.log.deleted', { id }),
      changes: null,
      actor,
      deletedFromMethodId: existing.payment_method_id,
    });
    await logAction(
      trx,
      actor,
      'delete_refund',
      serverText('server.refunds.log.deletedSystem', {
        id,
        member: existing.member_name,
        refund: existing.refund_name,
        method: existing.payment_method_name,
      }),
      { paymentMethodId: existing.payment_method_id },
    );
    await ctx.receipts.removeInTransaction(trx, receipts);
  });
  await ctx.receipts.removeAfterCommit(receipts);
}
