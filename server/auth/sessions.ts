import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { hashToken, newOpaqueToken } from './tokens.js';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/** last_seen_at is written at most this often, so that reads do not each cost a write. */
export const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  policy: SessionPolicy,
  client: { ip: string | null; userAgent: string | null },
): Promise<string> {
  const token = newOpaqueToken();
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: now + policy.absoluteHours * 3_600_000,
      ip_address: client.ip,
      user_agent: client.userAgent?.slice(0, 255) ?? null,
    })
    .execute();
  return token;
}

export interface ActiveSession {
  sessionId: number;
  userId: number;
}

export interface StoredSession {
  id: number;
  user_id: number;
  last_seen_at: number;
  expires_at: number;
}

/**
 * The session if it is still live: one idle too long or past its absolute expiry is deleted and refused;
 * a live one is marked as seen now (at most once a minute).
 */
export async function liveSession(
  db: Kysely<Database>,
  row: StoredSession,
  policy: SessionPolicy,
): Promise<ActiveSession | null> {
  const now = Date.now();
  const idleLimit = row.last_seen_at + policy.idleMinutes * 60_000;
  if (row.expires_at <= now || idleLimit <= now) {
    await db.deleteFrom('sessions').where('id', '=', row.id).execute();
    return null;
  }
  if (now - row.last_seen_at > TOUCH_INTERVAL_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.id).execute();
  }
  return { sessionId: row.id, userId: row.user_id };
}

export async function revokeSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user, except optionally the one making the request. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  exceptSessionId?: number,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

export async function purgeExpiredSessions(db: Kysely<Database>, policy: SessionPolicy): Promise<void> {
  const now = Date.now();
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - policy.idleMinutes * 60_000)]),
    )
    .execute();
  await db.deleteFrom('login_tickets').where('expires_at', '<=', now).execute();
}
