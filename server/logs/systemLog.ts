import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export interface SystemLogEntry {
  userId: number | null;
  username: string | null;
  action: string;
  details: string;
  ip: string | null;
  /** The payment method of the refund the entry is about: readers who may not see it do not see the entry. */
  paymentMethodId?: number;
}

/** Writes one system log row; pass the transaction of the change so both commit or neither. */
export async function writeSystemLog(db: Kysely<Database>, entry: SystemLogEntry): Promise<void> {
  await db
    .insertInto('system_logs')
    .values({
      user_id: entry.userId,
      username: entry.username,
      action: entry.action,
      details: entry.details,
      ip_address: entry.ip,
      created_at: Date.now(),
      payment_method_id: entry.paymentMethodId ?? null,
    })
    .execute();
}
