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

/** `file`: on a receipt change, the uploaded file's own name (the paths are random stored names). */
type Change = { old: unknown; new: unknown; file?: string };

/** Field → its old and new value, as a history line keeps them. */
export type RefundChanges = Record<string, Change>;

/** Old and new value of every tracked field that differs, under the names the history shows. */
export function trackedChanges(before: TrackedState | null, after: TrackedState | null): RefundChanges {
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
  const changes: RefundChanges = {};
  for (const field of new Set([...Object.keys(oldView), ...Object.keys(newView)])) {
    const oldValue = (oldView as Record<string, unknown>)[field] ?? null;
    const newValue = (newView as Record<string, unknown>)[field] ?? null;
    if (oldValue !== newValue) changes[field] = { old: oldValue, new: newValue };
  }
  return changes;
}

/** The changes with the new receipt's own file name on its change, when a receipt came with the form. */
export function withReceiptFileName(changes: RefundChanges, fileName: string | null): RefundChanges {
  const receipt = changes.receipt_image_path;
  if (!receipt || fileName === null || receipt.new === null) return changes;
  return { ...changes, receipt_image_path: { ...receipt, file: fileName } };
}
