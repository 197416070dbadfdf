import type { Kysely } from 'kysely';
import { canAccess } from '../../contract/access.js';
import { loadUserAccess } from '../auth/access.js';
import type { SessionPolicy } from '../auth/sessions.js';
import { roleMethodScope } from '../auth/visibility.js';
import type { Database } from '../db/types.js';

/** What a stream's owner may receive now: refunds of these payment methods (null: of every method). */
export interface StreamAccess {
  methodIds: number[] | null;
}

/**
 * The stream owner's access as of now, or null when the stream must end: the session was signed out or
 * has expired, the user was deactivated, or the role no longer lets it see refunds. The session is read,
 * not touched: an open stream alone does not keep an idle session alive.
 */
export async function currentStreamAccess(
  db: Kysely<Database>,
  policy: SessionPolicy,
  owner: { sessionId: number; userId: number },
): Promise<StreamAccess | null> {
  const now = Date.now();
  const session = await db
    .selectFrom('sessions')
    .select(['last_seen_at', 'expires_at'])
    .where('id', '=', owner.sessionId)
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
  if (!session || session.expires_at <= now) return null;
  if (session.last_seen_at + policy.idleMinutes * 60_000 <= now) return null;
  const user = await loadUserAccess(db, owner.userId);
  if (!user?.is_active) return null;
  const subject = { role: user.role, permissions: user.permissions };
  if (!canAccess(subject, 'refunds', 'list')) return null;
  return { methodIds: await roleMethodScope(db, user.role, user.permissions) };
}

/** Whether an event about a refund of these methods may reach a stream with this access. */
export function mayReceive(
  access: StreamAccess,
  event: { payment_method_id: number | null; previous_payment_method_id: number | null },
): boolean {
  if (access.methodIds === null) return true;
  const methods = access.methodIds;
  return [event.payment_method_id, event.previous_payment_method_id].some(
    (id) => id !== null && methods.includes(id),
  );
}
