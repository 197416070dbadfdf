import type { Kysely } from 'kysely';
import type { Database, User, UserUpdate } from '../db/types.js';

// The users-table reads and writes of sign-in, 2FA and password changes.

/** The id and password hash of a username, if such a user exists. */
export const findCredentials = (db: Kysely<Database>, username: string) =>
  db.selectFrom('users').select(['id', 'password_hash']).where('username', '=', username).executeTakeFirst();

/** One column of an existing user's row. */
async function columnOf<C extends keyof User>(
  db: Kysely<Database>,
  userId: number,
  column: C,
): Promise<User[C]> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return row[column];
}

export const passwordHashOf = (db: Kysely<Database>, userId: number) => columnOf(db, userId, 'password_hash');

/** Writes the user's columns and stamps the change. */
const updateUserRow = (trx: Kysely<Database>, userId: number, values: Omit<UserUpdate, 'updated_at'>) =>
  trx
    .updateTable('users')
    .set({ ...values, updated_at: Date.now() })
    .where('id', '=', userId)
    .execute();

export async function setPasswordHash(trx: Kysely<Database>, userId: number, passwordHash: string) {
  await updateUserRow(trx, userId, { password_hash: passwordHash });
}

/** The active TOTP secret of a user with 2FA on, or null. */
export async function totpSecretOf(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('totp_secret').where('id', '=', userId).executeTakeFirst();
  return row?.totp_secret ?? null;
}

/** The secret of a 2FA setup not yet confirmed with a code, or null. */
export const pendingTotpSecretOf = (db: Kysely<Database>, userId: number) =>
  columnOf(db, userId, 'totp_pending_secret');

export async function setPendingTotpSecret(trx: Kysely<Database>, userId: number, secret: string) {
  await updateUserRow(trx, userId, { totp_pending_secret: secret });
}

/** Turns 2FA on with the confirmed secret; `step` is the confirming code's, which may not be used again. */
export async function enableTwoFactor(trx: Kysely<Database>, userId: number, secret: string, step: number) {
  await updateUserRow(trx, userId, {
    totp_secret: secret,
    totp_pending_secret: null,
    totp_last_step: step,
    is_2fa_enabled: 1,
  });
}

export async function disableTwoFactor(trx: Kysely<Database>, userId: number) {
  await updateUserRow(trx, userId, {
    is_2fa_enabled: 0,
    totp_secret: null,
    totp_pending_secret: null,
    totp_last_step: null,
  });
}
