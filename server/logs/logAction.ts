import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { RequestActor } from '../http/actor.js';
import { writeSystemLog } from './systemLog.js';

/**
 * Who a log row names: a request's actor, or before a session exists (sign-in) the user the attempt
 * was for, by id when one matched and by the typed name.
 */
export type LogActor = Pick<RequestActor, 'username' | 'ip'> & { id: number | null };

/**
 * One system-log row for what an actor did; pass the transaction of the change so both commit or
 * neither. `paymentMethodId` scopes the row to readers who see that payment method.
 */
export function logAction(
  db: Kysely<Database>,
  actor: LogActor | null,
  action: string,
  details: string,
  options: { paymentMethodId?: number } = {},
): Promise<void> {
  return writeSystemLog(db, {
    userId: actor?.id ?? null,
    username: actor?.username ?? null,
    action,
    details,
    ip: actor?.ip ?? null,
    paymentMethodId: options.paymentMethodId,
  });
}
