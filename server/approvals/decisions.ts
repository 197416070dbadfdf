import type { Kysely } from 'kysely';
import type { BulkAnswer, StatusMail } from '../../contract/refunds.js';
import type { DecisionAnswer } from '../../contract/approvals.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/types.js';
import { HttpError, badRequest, conflict, forbidden } from '../http/errors.js';
import { serverText } from '../i18n/catalog.js';
import { logAction } from '../logs/logAction.js';
import type { RefundActor } from '../refunds/refundActor.js';
import { writeStatusChange } from '../refunds/refundStatusChanges.js';
import { currentVersion, writeRefundLog } from '../refunds/store.js';
import { sendStatusMail, type HelpdeskBatch } from '../statusCannedResponses/statusMail.js';
import { loadVisibleApproval, type ApprovalRow } from './queue.js';

/** Why a request can no longer be approved: the refund went, changed, or the status was retired. */
class OutdatedRequest extends Error {
  constructor(readonly reasonKey: string) {
    super(reasonKey);
  }
}

const alreadyDecided = () => conflict(serverText('approvals.server.alreadyDecided'));

/** The request as the caller may decide it: visible (404), not their own (403), still pending (409). */
async function decidable(ctx: AppContext, actor: RefundActor, id: number): Promise<ApprovalRow> {
  const row = await loadVisibleApproval(ctx.db, actor.scope, id);
  // Four eyes: whoever asked never decides, whatever their role (administrators included).
  if (row.requested_by === actor.id) throw forbidden(serverText('approvals.server.selfDecision'));
  if (row.state !== 'pending') throw alreadyDecided();
  return row;
}

const cleanNote = (note: string | null | undefined): string | null => {
  const text = note?.trim() ?? '';
  return text === '' ? null : text;
};

/** Takes the request out of pending for this decision; of two deciders at once only one gets it. */
async function claim(
  trx: Kysely<Database>,
  actor: RefundActor,
  id: number,
  state: 'approved' | 'rejected' | 'outdated',
  note: string | null,
): Promise<void> {
  const claimed = await trx
    .updateTable('refund_approvals')
    .set({ state, decided_by: actor.id, decided_by_username: actor.username, decided_at: Date.now(), note })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw alreadyDecided();
}

const names = (row: ApprovalRow) => ({
  from: row.from_status_name ?? String(row.from_status_id),
  to: row.to_status_name ?? String(row.to_status_id),
  requester: row.requested_by_username,
});

const withNote = (text: string, note: string | null) =>
  note ? `${text} ${serverText('approvals.server.log.note', { note })}` : text;

/** A decision's line in the refund's history and in the system log, in the decision's transaction. */
async function logDecision(
  trx: Kysely<Database>,
  actor: RefundActor,
  row: ApprovalRow,
  action: 'approval_approved' | 'approval_rejected' | 'approval_outdated',
  note: string | null,
  refundExists: boolean,
  paymentMethodId: number,
  reason?: string,
): Promise<void> {
  const key = action.replace('approval_', '');
  const args = { ...names(row), id: row.refund_id, reason: reason ?? '' };
  if (refundExists) {
    await writeRefundLog(trx, {
      refundId: row.refund_id,
      action,
      // No field list: the timeline then shows the details, which name both statuses and the note.
      details: withNote(serverText(`approvals.server.log.${key}`, args), note),
      changes: null,
      actor,
    });
  }
  await logAction(trx, actor, action, withNote(serverText(`approvals.server.log.${key}System`, args), note), {
    paymentMethodId,
  });
}

/**
 * Approves a request: in one transaction the request is taken (only one decider wins), the refund is
 * checked to be as it was asked about (still there, at the version the request recorded: otherwise the
 * request is voided and the answer is 409), and the status change is written exactly as a direct one (version, history,
 * system log, rollups by trigger, live event), with the decision's own lines. The new status's canned
 * response then goes out as after a direct change.
 */
export async function approveRequest(
  ctx: AppContext,
  actor: RefundActor,
  id: number,
  rawNote: string | null | undefined,
  batch?: HelpdeskBatch,
): Promise<DecisionAnswer> {
  const row = await decidable(ctx, actor, id);
  const note = cleanNote(rawNote);
  let ticket: string | null = null;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await claim(trx, actor, id, 'approved', note);
      const refund = await trx
        .selectFrom('refunds')
        .innerJoin('statuses', 'statuses.id', 'refunds.status_id')
        .select([
          'refunds.id',
          'refunds.status_id',
          'statuses.name as status_name',
          'refunds.amount_kurus',
          'refunds.payment_method_id',
          'refunds.version',
          'refunds.ticket_id',
        ])
        .where('refunds.id', '=', row.refund_id)
        .executeTakeFirst();
      if (!refund) throw new OutdatedRequest('approvals.server.refundDeleted');
      // Any write since the request (who gets the money, the amount, the receipt...) voids it: the
      // approver decides on the refund as it was asked about, never on an edited one.
      if (
        refund.version !== row.refund_version ||
        refund.status_id !== row.from_status_id ||
        Number(refund.amount_kurus) !== row.amount_kurus
      )
        throw new OutdatedRequest('approvals.server.refundChanged');
      const target = await trx
        .selectFrom('statuses')
        .select(['id', 'name'])
        .where('id', '=', row.to_status_id)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      if (!target) throw new OutdatedRequest('approvals.server.statusInactive');
      try {
        await writeStatusChange(trx, actor, refund, target, refund.version);
      } catch (error) {
        // A write that committed between reading the refund and changing it (PostgreSQL) is a change too.
        if (error instanceof HttpError && error.statusCode === 409)
          throw new OutdatedRequest('approvals.server.refundChanged');
        throw error;
      }
      await logDecision(trx, actor, row, 'approval_approved', note, true, refund.payment_method_id);
      ticket = refund.ticket_id;
    });
  } catch (error) {
    if (!(error instanceof OutdatedRequest)) throw error;
    await voidRequest(ctx, actor, row, error.reasonKey);
    throw conflict(serverText(error.reasonKey));
  }
  const mail: StatusMail = await sendStatusMail(
    ctx,
    actor,
    { id: row.refund_id, ticket_id: ticket },
    row.to_status_id,
    batch,
  );
  return {
    id,
    refund_id: row.refund_id,
    state: 'approved',
    version: await currentVersion(ctx.db, row.refund_id),
    mail,
    message: serverText('approvals.server.approved', { status: names(row).to }),
  };
}

/** Closes a request that can no longer be applied, logged with the reason (unless decided meanwhile). */
async function voidRequest(ctx: AppContext, actor: RefundActor, row: ApprovalRow, reasonKey: string) {
  await ctx.db.transaction().execute(async (trx) => {
    await claim(trx, actor, row.id, 'outdated', null);
    const refund = await trx
      .selectFrom('refunds')
      .select('payment_method_id')
      .where('id', '=', row.refund_id)
      .executeTakeFirst();
    const reason = serverText(reasonKey);
    await logDecision(
      trx,
      actor,
      row,
      'approval_outdated',
      null,
      refund !== undefined,
      refund?.payment_method_id ?? row.payment_method_id,
      reason,
    );
  });
}

/** Rejects a request with the reason the rejecter gives (required); the refund keeps its status. */
export async function rejectRequest(
  ctx: AppContext,
  actor: RefundActor,
  id: number,
  rawNote: string | null | undefined,
): Promise<DecisionAnswer> {
  const note = cleanNote(rawNote);
  if (note === null) throw badRequest(serverText('approvals.server.noteRequired'));
  const row = await decidable(ctx, actor, id);
  await ctx.db.transaction().execute(async (trx) => {
    await claim(trx, actor, id, 'rejected', note);
    const refund = await trx
      .selectFrom('refunds')
      .select('payment_method_id')
      .where('id', '=', row.refund_id)
      .executeTakeFirst();
    await logDecision(
      trx,
      actor,
      row,
      'approval_rejected',
      note,
      refund !== undefined,
      refund?.payment_method_id ?? row.payment_method_id,
    );
  });
  return {
    id,
    refund_id: row.refund_id,
    state: 'rejected',
    mail: null,
    message: serverText('approvals.server.rejected'),
  };
}

/** Approves each request on its own: a refused one (own, decided, changed) is reported, never blocks others. */
export async function approveEach(
  ctx: AppContext,
  actor: RefundActor,
  ids: number[],
  note: string | null | undefined,
): Promise<BulkAnswer> {
  const succeeded: number[] = [];
  const failed: BulkAnswer['failed'] = [];
  const mail: NonNullable<BulkAnswer['mail']> = [];
  const helpdesk: HelpdeskBatch = { failure: null };
  for (const id of [...new Set(ids)]) {
    try {
      const answer = await approveRequest(ctx, actor, id, note, helpdesk);
      succeeded.push(id);
      if (answer.mail) mail.push({ id: answer.refund_id, ...answer.mail });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      failed.push({ id, message: error.message });
    }
  }
  if (mail.length === 0) return { succeeded, failed };
  const unsent = mail.filter((item) => !item.sent).length;
  return unsent > 0
    ? { succeeded, failed, mail, warning: serverText('server.refunds.cannedUnsent', { count: unsent }) }
    : { succeeded, failed, mail };
}
