import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/types.js';

/** Refunds sharing these four values form a duplicate group (the list marks them as possible duplicates). */
export interface DuplicateKey {
  user_id: string;
  login_id: string;
  payment_method_id: number;
  amount_kurus: number;
}

const keyText = (key: DuplicateKey) =>
  JSON.stringify([key.user_id, key.login_id, key.payment_method_id, key.amount_kurus]);

/**
 * Serialises writers of the same keys until the transaction ends, so that two refunds created at once with
 * the same key still see each other. SQLite writers are serialised already.
 */
export async function lockDuplicateKeys(tx: Kysely<Database>, dialect: DialectName, keys: DuplicateKey[]) {
  if (dialect !== 'postgres') return;
  const texts = [...new Set(keys.map(keyText))].sort();
  for (const text of texts) await sql`SELECT pg_advisory_xact_lock(hashtext(${text}))`.execute(tx);
}

/** Recomputes one group: its members carry the lowest member id, or null when a refund is alone. */
export async function refreshDuplicateGroup(tx: Kysely<Database>, key: DuplicateKey): Promise<void> {
  const sameKey = tx
    .selectFrom('refunds')
    .where('user_id', '=', key.user_id)
    .where('login_id', '=', key.login_id)
    .where('payment_method_id', '=', key.payment_method_id)
    .where('amount_kurus', '=', key.amount_kurus);
  const members = await sameKey.select('id').orderBy('id').limit(2).execute();
  const groupId = members.length > 1 ? members[0].id : null;
  await tx
    .updateTable('refunds')
    .set({ duplicate_group_id: groupId })
    .where('user_id', '=', key.user_id)
    .where('login_id', '=', key.login_id)
    .where('payment_method_id', '=', key.payment_method_id)
    .where('amount_kurus', '=', key.amount_kurus)
    .execute();
}

export const sameDuplicateKey = (a: DuplicateKey, b: DuplicateKey) => keyText(a) === keyText(b);
