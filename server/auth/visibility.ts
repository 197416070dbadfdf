import type { Kysely } from 'kysely';
import { seesAllPaymentMethods } from '../../contract/permissions.js';
import type { Database } from '../db/types.js';
import type { AuthContext } from './guard.js';

/**
 * The payment methods whose refunds the caller may see: null means all of them;
 * otherwise the ids assigned to the caller's role (possibly none).
 */
export async function visiblePaymentMethodIds(
  db: Kysely<Database>,
  auth: AuthContext,
): Promise<number[] | null> {
  if (seesAllPaymentMethods({ role: auth.user.role, permissions: auth.user.permissions })) return null;
  const rows = await db
    .selectFrom('role_payment_methods')
    .select('payment_method_id')
    .where('role_id', '=', auth.user.role.id)
    .execute();
  return rows.map((r) => r.payment_method_id);
}
