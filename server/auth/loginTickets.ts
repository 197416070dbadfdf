import type { Kysely } from 'kysely';
import { TWO_FACTOR_MAX_WRONG_CODES } from '../../contract/permissions.js';
import type { Database } from '../db/types.js';
import { hashToken, newOpaqueToken } from './tokens.js';

/** One-time ticket issued by the password step of a 2FA account; the code step needs it. */
export async function issueLoginTicket(
  db: Kysely<Database>,
  userId: number,
  minutes: number,
): Promise<string> {
  const ticket = newOpaqueToken();
  const now = Date.now();
  await db
    .insertInto('login_tickets')
    .values({
      ticket_hash: hashToken(ticket),
      user_id: userId,
      failed_codes: 0,
      expires_at: now + minutes * 60_000,
      created_at: now,
    })
    .execute();
  return ticket;
}

/** The user id of a live ticket that belongs to the given user, or null. */
export async function findLoginTicket(
  db: Kysely<Database>,
  ticket: string,
  userId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('login_tickets')
    .select(['user_id', 'expires_at', 'failed_codes'])
    .where('ticket_hash', '=', hashToken(ticket))
    .executeTakeFirst();
  if (!row || row.user_id !== userId) return null;
  if (row.expires_at <= Date.now() || row.failed_codes >= TWO_FACTOR_MAX_WRONG_CODES) {
    await deleteLoginTicket(db, ticket);
    return null;
  }
  return row.user_id;
}

/**
 * Takes one of the ticket's TWO_FACTOR_MAX_WRONG_CODES tries before a code is checked; answers how many
 * remain should this code be wrong (0: the ticket is void then), or null when the ticket is spent, expired
 * or gone. One statement, so parallel codes on one ticket get at most that many checks.
 */
export async function reserveCodeTry(db: Kysely<Database>, ticket: string): Promise<number | null> {
  const row = await db
    .updateTable('login_tickets')
    .set((eb) => ({ failed_codes: eb('failed_codes', '+', 1) }))
    .where('ticket_hash', '=', hashToken(ticket))
    .where('failed_codes', '<', TWO_FACTOR_MAX_WRONG_CODES)
    .where('expires_at', '>', Date.now())
    .returning('failed_codes')
    .executeTakeFirst();
  return row ? TWO_FACTOR_MAX_WRONG_CODES - row.failed_codes : null;
}

/** Deletes the ticket; true only for the caller that actually removed it (one use, even under races). */
export async function deleteLoginTicket(db: Kysely<Database>, ticket: string): Promise<boolean> {
  const result = await db
    .deleteFrom('login_tickets')
    .where('ticket_hash', '=', hashToken(ticket))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
