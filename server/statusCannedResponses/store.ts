import type { Kysely } from 'kysely';
import type { StatusCannedResponse } from '../../contract/statusCannedResponses.js';
import type { Database } from '../db/types.js';
import { badRequest, conflict } from '../http/errors.js';
import { MAPPING_MESSAGES, type MappingValues } from './rules.js';

function selectMappings(db: Kysely<Database>) {
  return db
    .selectFrom('status_canned_responses as m')
    .innerJoin('statuses as s', 's.id', 'm.status_id')
    .leftJoin('users as u', 'u.id', 'm.created_by')
    .select([
      'm.id',
      'm.status_id',
      's.name as status_name',
      's.color as status_color',
      'm.canned_response_id',
      'm.canned_response_name',
      'm.is_active',
      'u.username as created_by_username',
    ]);
}

type MappingRow = Awaited<ReturnType<ReturnType<typeof selectMappings>['executeTakeFirstOrThrow']>>;

const mappingJson = (row: MappingRow): StatusCannedResponse => ({ ...row, is_active: row.is_active === 1 });

/** Every mapping, in the statuses' display order. */
export async function listMappings(db: Kysely<Database>): Promise<StatusCannedResponse[]> {
  const rows = await selectMappings(db).orderBy('s.display_order').orderBy('m.id').execute();
  return rows.map(mappingJson);
}

export async function loadMapping(db: Kysely<Database>, id: number): Promise<StatusCannedResponse | null> {
  const row = await selectMappings(db).where('m.id', '=', id).executeTakeFirst();
  return row ? mappingJson(row) : null;
}

/**
 * Refuses an unknown status and a second active mapping of a status (a unique index backs this up);
 * answers the status's name.
 */
export async function checkMapping(
  trx: Kysely<Database>,
  values: MappingValues,
  ownId: number | null,
): Promise<string> {
  const status = await trx
    .selectFrom('statuses')
    .select('name')
    .where('id', '=', values.status_id)
    .executeTakeFirst();
  if (!status) throw badRequest(MAPPING_MESSAGES.unknownStatus);
  if (values.is_active === 1) {
    let other = trx
      .selectFrom('status_canned_responses')
      .select('id')
      .where('status_id', '=', values.status_id)
      .where('is_active', '=', 1);
    if (ownId !== null) other = other.where('id', '!=', ownId);
    if (await other.executeTakeFirst()) throw conflict(MAPPING_MESSAGES.oneActive);
  }
  return status.name;
}

export async function insertMapping(
  trx: Kysely<Database>,
  values: MappingValues,
  createdBy: number,
): Promise<number> {
  const now = Date.now();
  const row = await trx
    .insertInto('status_canned_responses')
    .values({ ...values, created_by: createdBy, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function mappingExists(trx: Kysely<Database>, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom('status_canned_responses')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateMapping(trx: Kysely<Database>, id: number, values: MappingValues): Promise<void> {
  await trx
    .updateTable('status_canned_responses')
    .set({ ...values, updated_at: Date.now() })
    .where('id', '=', id)
    .execute();
}

/** Answers whether a row was deleted. */
export async function deleteMapping(trx: Kysely<Database>, id: number): Promise<boolean> {
  const removed = await trx.deleteFrom('status_canned_responses').where('id', '=', id).executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/** The active mapping of a status, if any (what a status change sends). */
export function activeMappingOf(db: Kysely<Database>, statusId: number) {
  return db
    .selectFrom('status_canned_responses')
    .select(['id', 'canned_response_id', 'canned_response_name'])
    .where('status_id', '=', statusId)
    .where('is_active', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
