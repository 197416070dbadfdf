import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { kurusToAmount } from './money.js';

/** The stored state of a refund as the history shows it. */
export interface TrackedState {
  payment_method_id: number;
  reason_id: number;
  status_id: number;
  amount_kurus: number;
  member_name: string;
  banveri: string | null;
  user_id: string;
  login_id: string;
  refund_name: string;
  ticket_id: string;
  receipt_path: string | null;
  deposit_receipt_path: string | null;
}

type Change = { old: unknown; new: unknown };

/** Old and new value of every tracked field of spec section 3 that differs, under the spec's field names. */
export function trackedChanges(
  before: TrackedState | null,
  after: TrackedState | null,
): Record<string, Change> {
  const view = (state: TrackedState | null) =>
    state && {
      payment_method_id: state.payment_method_id,
      reason_id: state.reason_id,
      status_id: state.status_id,
      amount: kurusToAmount(state.amount_kurus),
      member_name: state.member_name,
      banveri: state.banveri,
      user_id: state.user_id,
      login_id: state.login_id,
      refund_name: state.refund_name,
      ticket_id: state.ticket_id,
      receipt_image_path: state.receipt_path,
      deposit_receipt_path: state.deposit_receipt_path,
    };
  const oldView = view(before) ?? {};
  const newView = view(after) ?? {};
  const changes: Record<string, Change> = {};
  for (const field of new Set([...Object.keys(oldView), ...Object.keys(newView)])) {
    const oldValue = (oldView as Record<string, unknown>)[field] ?? null;
    const newValue = (newView as Record<string, unknown>)[field] ?? null;
    if (oldValue !== newValue) changes[field] = { old: oldValue, new: newValue };
  }
  return changes;
}

export interface RefundLogEntry {
  refundId: number;
  action: string;
  details: string;
  changes: Record<string, Change> | null;
  actor: { id: number; username: string };
}

export async function writeRefundLog(tx: Kysely<Database>, entry: RefundLogEntry): Promise<void> {
  await tx
    .insertInto('refund_logs')
    .values({
      refund_id: entry.refundId,
      action: entry.action,
      details: entry.details,
      additional_data: entry.changes ? JSON.stringify(entry.changes) : null,
      user_id: entry.actor.id,
      username: entry.actor.username,
      created_at: Date.now(),
    })
    .execute();
}
