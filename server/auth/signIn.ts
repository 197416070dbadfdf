import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/connection.js';
import { HttpError } from '../http/errors.js';
import type { Database } from '../db/types.js';
import type { ClientInfo } from '../http/client.js';
import { serverText } from '../i18n/catalog.js';
import { logAction } from '../logs/logAction.js';
import { sessionUserBody, type UserAccess } from './access.js';
import { clearLoginAttempts } from './loginAttempts.js';
import { createSession, type SessionPolicy } from './sessions.js';

export interface SignInProof {
  dialect: DialectName;
  /** True when the sign-in passed the authenticator code, false when the password alone was checked. */
  secondFactor: boolean;
}

/**
 * Completes a sign-in: new session, failure counter cleared, 'login' logged — all or nothing. The user's
 * row is read again under a lock: a password-only sign-in that raced the user turning 2FA on (or being
 * deactivated) gets no session, since the switch ends the sessions that existed when it committed.
 */
export async function completeSignIn(
  db: Kysely<Database>,
  user: UserAccess,
  policy: SessionPolicy,
  client: ClientInfo,
  details: string,
  proof: SignInProof,
) {
  const token = await db.transaction().execute(async (tx) => {
    const lock = proof.dialect === 'postgres' ? sql` FOR UPDATE` : sql``;
    const current = await sql<{ is_active: number; is_2fa_enabled: number }>`
      SELECT is_active, is_2fa_enabled FROM users WHERE id = ${user.id}${lock}`.execute(tx);
    const row = current.rows[0];
    if (!row || row.is_active !== 1 || (row.is_2fa_enabled === 1 && !proof.secondFactor)) {
      throw new HttpError(409, serverText('server.auth.securityChanged'));
    }
    const created = await createSession(tx, user.id, policy, client);
    await clearLoginAttempts(tx, user.username);
    await logAction(tx, { ...user, ip: client.ip }, 'login', details);
    return created;
  });
  return { ...sessionUserBody(user), token };
}
