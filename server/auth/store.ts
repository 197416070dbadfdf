import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

// The users-table reads and writes of sign-in, 2FA and password changes.

/** The id and password hash of a username, if such a user exists. */
export const findCredentials = (db: Kysely<Database>, username: string) =>
  db.selectFrom('users').select(['id', 'password_hash']).where('username', '=', username).executeTakeFirst();

export async function passwordHashOf(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

export async function setPasswordHash(trx: Kysely<Database>, userId: number, passwordHash: string) {
  await trx
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: Date.now() })
    .where('id', '=', userId)
    .execute();
}

/** The active TOTP secret of a user with 2FA on, or null. */
export async function totpSecretOf(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('totp_secret').where('id', '=', userId).executeTakeFirst();
  return row?.totp_secret ?? null;
}

/** The secret of a 2FA setup not yet confirmed with a code, or null. */
export async function pendingTotpSecretOf(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('totp_pending_secret')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.totp_pending_secret;
}

export async function setPendingTotpSecret(trx: Kysely<Database>, userId: number, secret: string) {
  await trx
    .updateTable('users')
    .set({ totp_pending_secret: secret, updated_at: Date.now() })
    .where('id', '=', userId)
    .execute();
}

/** Turns 2FA on with the confirmed secret; `step` is the confirming code's, which may not be used again. */
export async function enableTwoFactor(trx: Kysely<Database>, userId: number, secret: string, step: number) {
  await trx
    .updateTable('users')
    .set({
      totp_secret: secret,
      totp_pending_secret: null,
      totp_last_step: step,
      is_2fa_enabled: 1,
      updated_at: Date.now(),
    })
    .where('id', '=', userId)
    .execute();
}

export async function disableTwoFactor(trx: Kysely<Database>, userId: number) {
  await trx
    .updateTable('users')
    .set({
      is_2fa_enabled: 0,
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
      updated_at: Date.now(),
    })
    .where('id', '=', userId)
    .execute();
}
