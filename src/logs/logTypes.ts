import type { RaRecord } from 'react-admin';

/** A row of GET /api/logs (spec section 3, "Log entry (system)"). */
export interface SystemLog extends RaRecord {
  id: number;
  username: string | null;
  action: string;
  details: string | null;
  ip_address: string | null;
  created_at: string;
}

/** The filter select of spec section 2, "Logs"; '' means all. */
export const LOG_FILTERS = [
  '',
  'deletions',
  'create_refund',
  'update_refund_status',
  'update_refund',
  'login',
  'clear_logs',
] as const;

export type LogFilter = (typeof LOG_FILTERS)[number];
