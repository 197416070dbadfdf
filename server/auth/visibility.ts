import type { Kysely } from 'kysely';
import { seesAllPaymentMethods } from '../../contract/permissions.js';
import type { Database } from '../db/types.js';
import type { AuthContext } from './guard.js';

/**
 * The payment methods a role's holders see (their refunds, reports and logs): null for every method,
 * otherwise the ids assigned to the role (possibly none).
 */
export async function roleMethodScope(
  db: Kysely<Database>,
  role: { id?: number | null; name?: string | null },
  permissions: readonly string[],
): Promise<number[] | null> {
  if (seesAllPaymentMethods({ role, permissions })) return null;
  if (role.id == null) return [];
  const rows = await db
    .selectFrom('role_payment_methods')
    .select('payment_method_id')
    .where('role_id', '=', role.id)
    .orderBy('payment_method_id')
    .execute();
  return rows.map((r) => r.payment_method_id);
}

/** The payment methods whose refunds the caller may see (null: all of them), as read on sign-in. */
export const visiblePaymentMethodIds = (auth: AuthContext): number[] | null =>
  seesAllPaymentMethods(auth.user) ? null : auth.roleMethodIds;
