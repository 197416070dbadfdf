import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/**
 * Records a TOTP step as used if it is newer than the last one accepted. The check and the write are one
 * statement, so a code can be accepted once only, even by two server processes at the same moment.
 */
export async function acceptTotpStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
