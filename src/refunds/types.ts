import type { RaRecord } from 'react-admin';

/** A refund as the API returns it (receipt paths are signed /uploads/ URLs). */
export interface Refund extends RaRecord {
  id: number;
  user_id: string | null;
  login_id: string | null;
  member_name: string | null;
  refund_name: string | null;
  reason_id: number | null;
  reason: string | null;
  amount: number | string | null;
  status_id: number | null;
  status_name: string | null;
  color: string | null;
  payment_method_id: number | null;
  payment_method_name: string | null;
  ticket_id: string | null;
  banveri: string | null;
  email: string | null;
  mail_sent: number | boolean | null;
  created_at: string | null;
  updated_at: string | null;
  created_by_username: string | null;
  updated_by_username: string | null;
  duplicate_group_id: number | null;
  receipt_path?: string | null;
  deposit_receipt_path?: string | null;
  /** Incremented by every write; edits and status changes send the one they started from. */
  version?: number;
}

/** A row of GET /api/logs/refund/:id. */
export interface RefundLog {
  id: number;
  refund_id: number;
  action: string;
  details: string | null;
  /** JSON text `{ field: { old, new } }`; an already parsed object is accepted too. */
  additional_data: string | Record<string, unknown> | null;
  username: string | null;
  created_at: string;
}

/** A status, payment method or refund reason (GET /api/statuses, /methods, /reasons). */
export interface CatalogItem extends RaRecord {
  id: number;
  name: string;
  color?: string | null;
  code?: string | null;
  display_order?: number;
  is_active?: boolean | number;
}

/**
 * The canned response the server sent to the refund's ticket after a status change: null when none
 * was due (no active mapping for the status, or no ticket id).
 */
export type StatusMail =
  null | { sent: true; canned_response_name: string } | { sent: false; message: string };

export type BulkAction =
  /** `versions`: id → the version each change started from (a stale record is reported as failed). */
  | { action: 'status'; ids: number[]; status_id: number; versions: Record<number, number> }
  | { action: 'mail'; ids: number[]; mail_sent: boolean }
  | { action: 'delete'; ids: number[] };

/** Answer of POST /api/refunds/bulk. */
export interface BulkAnswer {
  succeeded: number[];
  failed: { id: number; message: string }[];
  /** Status changes only: the mail of each record that had one due. */
  mail?: ({ id: number } & NonNullable<StatusMail>)[];
}

/** The list filter vocabulary shared with the server, tests and benchmarks. */
export interface RefundFilterValues {
  q?: string;
  status_id?: number;
  payment_method_id?: number;
  start_date?: string;
  end_date?: string;
  duplicates_only?: boolean;
  mail_sent?: boolean;
}

export const isMailSent = (refund: Pick<Refund, 'mail_sent'>): boolean =>
  refund.mail_sent === 1 || refund.mail_sent === true;
