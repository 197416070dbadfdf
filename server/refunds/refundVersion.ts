import type { Kysely, Updateable } from 'kysely';
import { MAX_ID } from '../../contract/limits.js';
import type { Database, RefundsTable } from '../db/types.js';
import { HttpError, badRequest } from '../http/errors.js';
import { catalogTexts } from '../i18n/catalog.js';

/**
 * Optimistic concurrency for refunds: every write increments refunds.version, and an edit or a status
 * change names the version it started from. The write itself is conditional on that version
 * (UPDATE … WHERE version = ?), so of two saves based on the same copy exactly one commits and the other
 * gets 409 with nothing written, whatever the timing, on SQLite and PostgreSQL alike.
 */

export const REFUND_VERSION_MESSAGES = catalogTexts({
  stale: 'server.refunds.version.stale',
  required: 'server.refunds.version.required',
});

export const staleRefund = () => new HttpError(409, REFUND_VERSION_MESSAGES.stale);

/** The version a client started from: a positive 32-bit integer, required (400 when missing or malformed). */
export function parseVersion(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,10}$/.test(text)) throw badRequest(REFUND_VERSION_MESSAGES.required);
  const version = Number(text);
  if (version < 1 || version > MAX_ID) throw badRequest(REFUND_VERSION_MESSAGES.required);
  return version;
}

/** Refuses a change based on an older copy than the stored refund. */
export function assertVersion(stored: { version: number }, expected: number): void {
  if (stored.version !== expected) throw staleRefund();
}

/**
 * Writes the values by the actor to the refund if it is still at the expected version, and steps the
 * version; nothing written means another writer got there first (409).
 */
export async function writeAtVersion(
  trx: Kysely<Database>,
  id: number,
  expectedVersion: number,
  actorId: number,
  values: Omit<Updateable<RefundsTable>, 'version' | 'updated_by' | 'updated_at'>,
): Promise<void> {
  const written = await trx
    .updateTable('refunds')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_by: actorId, updated_at: Date.now() }))
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .executeTakeFirstOrThrow();
  if (Number(written.numUpdatedRows) === 0) throw staleRefund();
}
