import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { RequestActor } from '../http/actor.js';

/**
 * Who a log row names: a request's actor, or before a session exists (sign-in) the user the attempt
 * was for, by id when one matched and by the typed name. The server's own work (null) names nobody.
 */
export type LogActor = Pick<RequestActor, 'username' | 'ip'> & { id: number | null };

/**
 * One system-log row for what an actor did; pass the transaction of the change so both commit or
 * neither. `paymentMethodId` scopes the row to readers who see that payment method.
 */
export async function logAction(
  db: Kysely<Database>,
  actor: LogActor | null,
  action: string,
  details: string,
  options: { paymentMethodId?: number } = {},
): Promise<void> {
  await db
    .insertInto('system_logs')
    .values({
      user_id: actor?.id ?? null,
      username: actor?.username ?? null,
      action,
      details,
      ip_address: actor?.ip ?? null,
      created_at: Date.now(),
      payment_method_id: options.paymentMethodId ?? null,
    })
    .execute();
}
