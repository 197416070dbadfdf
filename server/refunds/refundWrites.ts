import { hasPermission } from '../../contract/permissions.js';
import type { ApprovalRequested, StatusMail } from '../../contract/refunds.js';
import { requestApproval } from '../approvals/requests.js';
import { loadApprovalGate, needsApproval, type ApprovalGate } from '../approvals/settings.js';
import type { AppContext } from '../context.js';
import { conflict, forbidden } from '../http/errors.js';
import { logAction } from '../logs/logAction.js';
import { sendStatusMail } from '../statusCannedResponses/statusMail.js';
import { lockDuplicateKeys, refreshDuplicateGroup, sameDuplicateKey } from './duplicates.js';
import type { RefundActor } from './refundActor.js';
import type { RefundForm } from './refundForm.js';
import { trackedChanges, withReceiptFileName, type TrackedState } from './refundLog.js';
import { assertVersion, writeAtVersion } from './refundVersion.js';
import { checkReferences, parseRefundValues, type RefundValues } from './rules.js';
import { loadVisibleRefund, writeRefundLog, type RefundRow } from './store.js';
import { serverText } from '../i18n/catalog.js';
import { setFingerprint } from '../receiptReuse/fingerprints.js';
import { logReceiptReuse } from '../receiptReuse/reuseLog.js';

/**
 * Creates a refund with its (already stored) receipt. Asked into a status that needs approval at its
 * amount, the refund is created in the first active status (by display order) that needs none and the
 * asked status is recorded as a pending request in the same transaction (the answer's `approval`); with
 * no such status the create is refused (409) and nothing is written.
 */
export async function createRefund(
  ctx: AppContext,
  actor: RefundActor,
  form: RefundForm,
): Promise<{ id: number; approval: ApprovalRequested | null }> {
  const values = parseRefundValues(form.fields, 'create') as RefundValues;
  await checkReferences(ctx.db, values, actor.scope.visibleMethodIds);
  const gated = await gatedCreate(ctx, values);
  const stored = form.file?.path ?? null;
  return ctx.db.transaction().execute(async (trx) => {
    await lockDuplicateKeys(trx, ctx.dialect, [values]);
    const now = Date.now();
    const row = {
      ...values,
      status_id: gated?.start.id ?? values.status_id,
      receipt_path: stored,
      deposit_receipt_path: null,
    };
    const { id, version } = await trx
      .insertInto('refunds')
      .values({
        ...row,
        mail_sent: null,
        created_by: actor.id,
        updated_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    await refreshDuplicateGroup(trx, values);
    await writeRefundLog(trx, {
      refundId: id,
      action: 'create_refund',
      details: serverText('server.refunds.log.created', { id }),
      changes: withReceiptFileName(trackedChanges(null, row), form.fileName),
      actor,
    });
    await logAction(
      trx,
      actor,
      'create_refund',
      serverText('server.refunds.log.createdSystem', {
        id,
        member: values.member_name,
        refund: values.refund_name,
      }),
      { paymentMethodId: values.payment_method_id },
    );
    if (form.file) {
      const reuse = await setFingerprint(trx, ctx.dialect, id, form.file.sha256);
      await logReceiptReuse(trx, actor, { id, paymentMethodId: values.payment_method_id }, reuse);
    }
    const approval = gated
      ? await requestApproval(
          trx,
          actor,
          {
            id,
            payment_method_id: values.payment_method_id,
            status_id: gated.start.id,
            status_name: gated.start.name,
            amount_kurus: values.amount_kurus,
            version: Number(version),
          },
          gated.target,
        )
      : null;
    return { id, approval };
  });
}

/**
 * For a create into a status that needs approval at its amount: the status asked for and the one the
 * refund starts in instead (the first active status by display order that needs no approval).
 */
async function gatedCreate(
  ctx: AppContext,
  values: RefundValues,
): Promise<{ start: { id: number; name: string }; target: { id: number; name: string } } | null> {
  const gate = await loadApprovalGate(ctx.db);
  if (!needsApproval(gate, values.status_id, values.amount_kurus)) return null;
  const statuses = await ctx.db
    .selectFrom('statuses')
    .select(['id', 'name'])
    .where('is_active', '=', 1)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  const start = statuses.find((status) => !needsApproval(gate, status.id, values.amount_kurus));
  const target = statuses.find((status) => status.id === values.status_id);
  if (!start || !target) throw conflict(serverText('approvals.server.noStartStatus'));
  return { start, target };
}

const trackedOf = (row: RefundRow): TrackedState => ({
  payment_method_id: row.payment_method_id,
  reason_id: row.reason_id,
  status_id: row.status_id,
  amount_kurus: row.amount_kurus,
  member_name: row.member_name,
  banveri: row.banveri,
  user_id: row.user_id,
  login_id: row.login_id,
  refund_name: row.refund_name,
  ticket_id: row.ticket_id,
  receipt_path: row.receipt_path,
  deposit_receipt_path: row.deposit_receipt_path,
});

/**
 * Updates the fields sent. With create_refund any field may change; with update_refund alone only the
 * receipt (the detail page's upload box). A replaced receipt is deleted with the change (PostgreSQL) or
 * once it has committed (folder).
 * A changed status sends its canned response like a status change does; the answer says how that went.
 * A status change that needs approval is not made: the other fields are saved and the change is recorded
 * as a request in the same transaction (the answer's `approval`).
 * `expectedVersion` is the version the editor started from; a stale one is a 409 and writes nothing.
 */
export async function updateRefund(
  ctx: AppContext,
  actor: RefundActor,
  id: number,
  form: RefundForm,
  expectedVersion: number,
): Promise<{ mail: StatusMail; approval: ApprovalRequested | null }> {
  const mayEditFields = hasPermission(actor.subject, 'create_refund');
  if (
    !mayEditFields &&
    !(hasPermission(actor.subject, 'update_refund') && form.file && Object.keys(form.fields).length === 0)
  ) {
    throw forbidden();
  }
  const existing = await loadVisibleRefund(ctx.db, actor.scope, id);
  assertVersion(existing, expectedVersion);
  const asked = parseRefundValues(form.fields, 'update');
  // Only what changes must be active: an edit form re-sends a status or method retired since.
  const changed = Object.fromEntries(
    Object.entries(asked).filter(([key, value]) => existing[key as keyof RefundRow] !== value),
  ) as Partial<RefundValues>;
  await checkReferences(ctx.db, changed, actor.scope.visibleMethodIds);
  const gate = await loadApprovalGate(ctx.db);
  const target = await approvalTarget(ctx, gate, existing, asked);
  const values = target ? withoutStatus(asked) : asked;
  assertNoGatedRaise(gate, existing, values);
  const stored = form.file?.path ?? null;
  const before = trackedOf(existing);
  const after: TrackedState = { ...before, ...values, receipt_path: stored ?? before.receipt_path };
  const changes = withReceiptFileName(trackedChanges(before, after), form.fileName);
  const otherChanges = Object.entries(values).some(
    ([key, value]) => existing[key as keyof RefundRow] !== value,
  );
  if (Object.keys(changes).length === 0 && !otherChanges) {
    if (!target) return { mail: null, approval: null };
    const approval = await ctx.db
      .transaction()
      .execute((trx) => requestApproval(trx, actor, existing, target));
    return { mail: null, approval };
  }
  let approval: ApprovalRequested | null = null;
  const replaced = stored && before.receipt_path !== stored ? before.receipt_path : null;
  await ctx.db.transaction().execute(async (trx) => {
    await lockDuplicateKeys(trx, ctx.dialect, [before, after]);
    // Conditional on the version the editor started from: a concurrent save makes this write nothing.
    await writeAtVersion(trx, id, expectedVersion, actor.id, {
      ...values,
      receipt_path: after.receipt_path,
    });
    await refreshDuplicateGroup(trx, after);
    if (!sameDuplicateKey(before, after)) await refreshDuplicateGroup(trx, before);
    const action = mayEditFields ? 'update_refund' : 'upload_receipt';
    await writeRefundLog(trx, {
      refundId: id,
      action,
      details: serverText('server.refunds.log.updated', { id }),
      changes,
      actor,
    });
    await logAction(
      trx,
      actor,
      action,
      serverText('server.refunds.log.updatedSystem', {
        id,
        fields: Object.keys(changes).join(', ') || serverText('server.refunds.log.emailField'),
      }),
      { paymentMethodId: after.payment_method_id },
    );
    if (form.file) {
      const reuse = await setFingerprint(trx, ctx.dialect, id, form.file.sha256);
      await logReceiptReuse(trx, actor, { id, paymentMethodId: after.payment_method_id }, reuse);
    }
    await ctx.receipts.removeInTransaction(trx, [replaced]);
    if (target) {
      const saved = {
        ...existing,
        ...after,
        version: expectedVersion + 1,
        status_name: existing.status_name,
      };
      approval = await requestApproval(trx, actor, saved, target);
    }
  });
  await ctx.receipts.removeAfterCommit([replaced]);
  if (after.status_id === before.status_id) return { mail: null, approval };
  const mail = await sendStatusMail(ctx, actor, { id, ticket_id: after.ticket_id }, after.status_id);
  return { mail, approval };
}

/** The status an edit asks for when entering it needs approval (with the amount after the edit). */
async function approvalTarget(
  ctx: AppContext,
  gate: ApprovalGate,
  existing: RefundRow,
  asked: Partial<RefundValues>,
): Promise<{ id: number; name: string } | null> {
  const statusId = asked.status_id;
  if (statusId === undefined || statusId === existing.status_id) return null;
  const amount = asked.amount_kurus ?? existing.amount_kurus;
  if (!needsApproval(gate, statusId, amount)) return null;
  const status = await ctx.db
    .selectFrom('statuses')
    .select(['id', 'name'])
    .where('id', '=', statusId)
    .executeTakeFirstOrThrow();
  return status;
}

function withoutStatus(values: Partial<RefundValues>): Partial<RefundValues> {
  const rest = { ...values };
  delete rest.status_id;
  return rest;
}

/**
 * A refund that stays in (or moves to) a status needing approval cannot have its amount raised to the
 * threshold or above by an edit: that would be the gated move without the second person (409, nothing
 * written). Lowering it, or raising it while leaving for a status without approval, is allowed.
 */
function assertNoGatedRaise(gate: ApprovalGate, existing: RefundRow, values: Partial<RefundValues>): void {
  const amount = values.amount_kurus;
  if (amount === undefined || amount <= existing.amount_kurus) return;
  const statusAfter = values.status_id ?? existing.status_id;
  if (needsApproval(gate, statusAfter, amount)) throw conflict(serverText('approvals.server.gatedRaise'));
}
