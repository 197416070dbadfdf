import type { Kysely } from 'kysely';
import { VIEWER_TTL_MS, type RefundViewers } from '../../contract/events.js';
import type { Database } from '../db/types.js';

export interface Viewer {
  refundId: number;
  sessionId: number;
  userId: number;
  username: string;
}

/** Marks the session as having the refund open; answers whether it had not been (so others learn it). */
export async function markViewing(db: Kysely<Database>, viewer: Viewer): Promise<boolean> {
  const now = Date.now();
  const before = await db
    .selectFrom('refund_viewers')
    .select('seen_at')
    .where('refund_id', '=', viewer.refundId)
    .where('session_id', '=', viewer.sessionId)
    .executeTakeFirst();
  await db
    .insertInto('refund_viewers')
    .values({
      refund_id: viewer.refundId,
      session_id: viewer.sessionId,
      user_id: viewer.userId,
      username: viewer.username,
      seen_at: now,
    })
    .onConflict((oc) => oc.columns(['refund_id', 'session_id']).doUpdateSet({ seen_at: now }))
    .execute();
  return !before || before.seen_at <= now - VIEWER_TTL_MS;
}

/** The session left the refund's page; answers whether it had been marked. */
export async function markLeft(db: Kysely<Database>, refundId: number, sessionId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('refund_viewers')
    .where('refund_id', '=', refundId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The other users whose sessions have the refund open now, by name. */
export async function otherViewers(
  db: Kysely<Database>,
  refundId: number,
  userId: number,
): Promise<RefundViewers['viewers']> {
  const rows = await db
    .selectFrom('refund_viewers')
    .select(['user_id', 'username'])
    .where('refund_id', '=', refundId)
    .where('user_id', '!=', userId)
    .where('seen_at', '>', Date.now() - VIEWER_TTL_MS)
    .groupBy(['user_id', 'username'])
    .orderBy('username')
    .execute();
  return rows;
}

/** Removes events older than an hour and viewers long gone. */
export async function pruneEventTables(db: Kysely<Database>): Promise<void> {
  const now = Date.now();
  await db
    .deleteFrom('refund_events')
    .where('created_at', '<', now - 3_600_000)
    .execute();
  await db
    .deleteFrom('refund_viewers')
    .where('seen_at', '<', now - 2 * VIEWER_TTL_MS)
    .execute();
}
