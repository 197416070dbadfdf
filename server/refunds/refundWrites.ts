import { hasPermission } from '../../contract/permissions.js';
import type { AppContext } from '../context.js';
import { sendStatusMail, type StatusMail } from '../helpdesk/statusMail.js';
import { forbidden } from '../http/errors.js';
import { writeSystemLog } from '../logs/systemLog.js';
import { checkReceipt, removeReceipt, storeReceipt } from '../receipts/storage.js';
import { lockDuplicateKeys, refreshDuplicateGroup, sameDuplicateKey } from './duplicates.js';
import { loadVisibleRefund, type Actor } from './refundAccess.js';
import type { RefundForm } from './refundForm.js';
import { checkReferences, parseRefundValues, type RefundValues } from './refundInput.js';
import { trackedChanges, writeRefundLog, type TrackedState } from './refundLog.js';
import type { RefundRow } from './refundRows.js';
import { assertVersion, assertWritten } from './refundVersion.js';

const can = (actor: Actor, permission: string) =>
  hasPermission({ role: actor.auth.user.role, permissions: actor.auth.user.permissions }, permission);

/** Stores the uploaded receipt (if any) after checking its real type and size. */
async function storeUpload(ctx: AppContext, form: RefundForm): Promise<string | null> {
  if (!form.file) return null;
  const ext = await checkReceipt(form.file);
  return storeReceipt(ctx.config.dataDir, form.file.buffer, ext);
}

/** Creates a refund with its receipt; the file is removed again if anything after it fails. */
export async function createRefund(ctx: AppContext, actor: Actor, form: RefundForm): Promise<number> {
  const values = parseRefundValues(form.fields, 'create') as RefundValues;
  await checkReferences(ctx.db, values, actor.scope.visibleMethodIds);
  const stored = await storeUpload(ctx, form);
  try {
    return await ctx.db.transaction().execute(async (tx) => {
      await lockDuplicateKeys(tx, ctx.dialect, [values]);
      const now = Date.now();
      const row = { ...values, receipt_path: stored, deposit_receipt_path: null };
      const { id } = await tx
        .insertInto('refunds')
        .values({
          ...row,
          mail_sent: null,
          created_by: actor.auth.user.id,
          updated_by: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await refreshDuplicateGroup(tx, values);
      const user = { id: actor.auth.user.id, username: actor.auth.user.username };
      await writeRefundLog(tx, {
        refundId: id,
        action: 'create_refund',
        details: `İade oluşturuldu: #${id}`,
        changes: trackedChanges(null, row),
        actor: user,
      });
      await writeSystemLog(tx, {
        userId: user.id,
        username: user.username,
        action: 'create_refund',
        details: `İade oluşturuldu: #${id} (${values.member_name}, ${values.refund_name})`,
        ip: actor.ip,
        paymentMethodId: values.payment_method_id,
      });
      return id;
    });
  } catch (error) {
    await removeReceipt(ctx.config.dataDir, stored);
    throw error;
  }
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
 * receipt (the detail page's upload box). A replaced receipt file is deleted once the change has committed.
 * A changed status sends its canned response like a status change does; the answer says how that went.
 * `expectedVersion` is the version the editor started from; a stale one is a 409 and writes nothing.
 */
export async function updateRefund(
  ctx: AppContext,
  actor: Actor,
  id: number,
  form: RefundForm,
  expectedVersion: number,
): Promise<StatusMail> {
  const mayEditFields = can(actor, 'create_refund');
  if (
    !mayEditFields &&
    !(can(actor, 'update_refund') && form.file && Object.keys(form.fields).length === 0)
  ) {
    throw forbidden();
  }
  const existing = await loadVisibleRefund(ctx, actor, id);
  assertVersion(existing, expectedVersion);
  const values = parseRefundValues(form.fields, 'update');
  // Only what changes must be active: an edit form re-sends a status or method retired since.
  const changed = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => existing[key as keyof RefundRow] !== value),
  ) as Partial<RefundValues>;
  await checkReferences(ctx.db, changed, actor.scope.visibleMethodIds);
  const stored = await storeUpload(ctx, form);
  const before = trackedOf(existing);
  const after: TrackedState = { ...before, ...values, receipt_path: stored ?? before.receipt_path };
  const changes = trackedChanges(before, after);
  const otherChanges = Object.entries(values).some(
    ([key, value]) => existing[key as keyof RefundRow] !== value,
  );
  if (Object.keys(changes).length === 0 && !otherChanges) return null;
  try {
    await ctx.db.transaction().execute(async (tx) => {
      await lockDuplicateKeys(tx, ctx.dialect, [before, after]);
      // Conditional on the version the editor started from: a concurrent save makes this write nothing.
      const written = await tx
        .updateTable('refunds')
        .set((eb) => ({
          ...values,
          receipt_path: after.receipt_path,
          version: eb('version', '+', 1),
          updated_by: actor.auth.user.id,
          updated_at: Date.now(),
        }))
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .executeTakeFirstOrThrow();
      assertWritten(written);
      await refreshDuplicateGroup(tx, after);
      if (!sameDuplicateKey(before, after)) await refreshDuplicateGroup(tx, before);
      const user = { id: actor.auth.user.id, username: actor.auth.user.username };
      const action = mayEditFields ? 'update_refund' : 'upload_receipt';
      await writeRefundLog(tx, {
        refundId: id,
        action,
        details: `İade güncellendi: #${id}`,
        changes,
        actor: user,
      });
      await writeSystemLog(tx, {
        userId: user.id,
        username: user.username,
        action,
        details: `İade güncellendi: #${id} (${Object.keys(changes).join(', ') || 'e-posta'})`,
        ip: actor.ip,
        paymentMethodId: after.payment_method_id,
      });
    });
  } catch (error) {
    await removeReceipt(ctx.config.dataDir, stored);
    throw error;
  }
  if (stored && before.receipt_path !== stored) await removeReceipt(ctx.config.dataDir, before.receipt_path);
  if (after.status_id === before.status_id) return null;
  return sendStatusMail(ctx, actor, { id, ticket_id: after.ticket_id }, after.status_id);
}
