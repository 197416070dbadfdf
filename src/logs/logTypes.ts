import type { RaRecord } from 'react-admin';

/** A row of GET /api/logs. */
export interface SystemLog extends RaRecord {
  id: number;
  username: string | null;
  action: string;
  details: string | null;
  ip_address: string | null;
  created_at: string;
}

/** The action filter's choices (no choice: every log). */
export const LOG_FILTERS = [
  'deletions',
  'create_refund',
  'update_refund_status',
  'update_refund',
  'login',
  'clear_logs',
] as const;
