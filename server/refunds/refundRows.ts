import { hasPermission, type PermissionSubject } from '../../contract/permissions.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { ReceiptUrlSigner } from '../receipts/signer.js';
import { kurusToAmount } from './money.js';

/** A refund with the names the screens show, joined in one query. */
export function selectRefundRows(db: Kysely<Database>) {
  return db
    .selectFrom('refunds')
    .innerJoin('statuses', 'statuses.id', 'refunds.status_id')
    .innerJoin('payment_methods', 'payment_methods.id', 'refunds.payment_method_id')
    .innerJoin('refund_reasons', 'refund_reasons.id', 'refunds.reason_id')
    .leftJoin('users as creator', 'creator.id', 'refunds.created_by')
    .leftJoin('users as updater', 'updater.id', 'refunds.updated_by')
    .select([
      'refunds.id',
      'refunds.user_id',
      'refunds.login_id',
      'refunds.member_name',
      'refunds.refund_name',
      'refunds.reason_id',
      'refund_reasons.name as reason',
      'refunds.amount_kurus',
      'refunds.status_id',
      'statuses.name as status_name',
      'statuses.color',
      'refunds.payment_method_id',
      'payment_methods.name as payment_method_name',
      'refunds.ticket_id',
      'refunds.banveri',
      'refunds.email',
      'refunds.mail_sent',
      'refunds.duplicate_group_id',
      'refunds.receipt_path',
      'refunds.deposit_receipt_path',
      'refunds.version',
      'refunds.created_at',
      'refunds.updated_at',
      'creator.username as created_by_username',
      'updater.username as updated_by_username',
    ]);
}

export type RefundRow = Awaited<ReturnType<ReturnType<typeof selectRefundRows>['executeTakeFirstOrThrow']>>;

/** The refund JSON of spec section 3; receipt paths become short-lived signed URLs. */
export function refundJson(row: RefundRow, signer: ReceiptUrlSigner) {
  const { amount_kurus, receipt_path, deposit_receipt_path, created_at, updated_at, ...rest } = row;
  return {
    ...rest,
    amount: kurusToAmount(amount_kurus),
    created_at: new Date(created_at).toISOString(),
    updated_at: new Date(updated_at).toISOString(),
    receipt_path: receipt_path ? signer.sign(receipt_path) : null,
    deposit_receipt_path: deposit_receipt_path ? signer.sign(deposit_receipt_path) : null,
  };
}

export type RefundJson = ReturnType<typeof refundJson>;

/**
 * A refund as one caller may read it: the method's name needs view_payment_methods and the mail state
 * view_all_refunds, as on screen, so the API gives no more than the list, the detail page and the export.
 */
export function refundJsonFor(row: RefundRow, signer: ReceiptUrlSigner, subject: PermissionSubject) {
  const json: Partial<RefundJson> = refundJson(row, signer);
  if (!hasPermission(subject, 'view_payment_methods')) delete json.payment_method_name;
  if (!hasPermission(subject, 'view_all_refunds')) delete json.mail_sent;
  return json;
}
