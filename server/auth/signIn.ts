import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { ClientInfo } from '../http/client.js';
import { writeSystemLog } from '../logs/systemLog.js';
import { sessionUserBody, type UserAccess } from './access.js';
import { clearLoginAttempts } from './loginAttempts.js';
import { createSession, type SessionPolicy } from './sessions.js';

/** Completes a sign-in: new session, failure counter cleared, 'login' logged — all or nothing. */
export async function completeSignIn(
  db: Kysely<Database>,
  user: UserAccess,
  policy: SessionPolicy,
  client: ClientInfo,
  details: string,
) {
  const token = await db.transaction().execute(async (tx) => {
    const created = await createSession(tx, user.id, policy, client);
    await clearLoginAttempts(tx, user.username);
    await writeSystemLog(tx, {
      userId: user.id,
      username: user.username,
      action: 'login',
      details,
      ip: client.ip,
    });
    return created;
  });
  return { ...sessionUserBody(user), token };
}
