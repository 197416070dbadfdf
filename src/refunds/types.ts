import type { RaRecord } from 'react-admin';
import type { Refund } from '../../contract/refunds';

export type { BulkAnswer, Refund, RefundFilterValues, RefundLog, StatusMail } from '../../contract/refunds';

/** A status, payment method or refund reason (GET /api/statuses, /methods, /reasons). */
export interface CatalogItem extends RaRecord {
  id: number;
  name: string;
  color?: string | null;
  code?: string | null;
  display_order?: number;
  is_active?: boolean | number;
}

export type BulkAction =
  /** `versions`: id → the version each change started from (a stale record is reported as failed). */
  | { action: 'status'; ids: number[]; status_id: number; versions: Record<number, number> }
  | { action: 'mail'; ids: number[]; mail_sent: boolean }
  | { action: 'delete'; ids: number[] };

export const isMailSent = (refund: Pick<Refund, 'mail_sent'>): boolean => refund.mail_sent === 1;
