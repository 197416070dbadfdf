import type { Kysely } from 'kysely';
import { foldTurkish } from '../db/turkishText.js';
import type { Database } from '../db/types.js';
import type { CatalogKind, CatalogValues } from './rules.js';

/** The column of refunds that points at each list (a row still in use cannot be deleted). */
const REFUND_COLUMN = {
  statuses: 'status_id',
  payment_methods: 'payment_method_id',
  refund_reasons: 'reason_id',
} as const;

const isoTime = (ms: number) => new Date(ms).toISOString();

/** Statuses in display order, flags as booleans. */
export async function listStatuses(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('statuses')
    .select(['id', 'name', 'color', 'display_order', 'is_active', 'is_completed'])
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    is_active: row.is_active === 1,
    is_completed: row.is_completed === 1,
  }));
}

/** Payment methods or refund reasons in display order; `onlyIds` limits the methods to those given. */
export async function listCodedRows(
  db: Kysely<Database>,
  kind: 'payment_methods' | 'refund_reasons',
  onlyIds: number[] | null = null,
) {
  let query = db
    .selectFrom(kind)
    .select(['id', 'name', 'code', 'display_order', 'is_active'])
    .orderBy('display_order')
    .orderBy('id');
  if (onlyIds !== null) query = onlyIds.length ? query.where('id', 'in', onlyIds) : query.where('id', '<', 0);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, is_active: row.is_active === 1 }));
}

/** One row as stored (flags as 0/1), or undefined. */
export async function findCatalogRow(
  db: Kysely<Database>,
  kind: CatalogKind,
  id: number,
): Promise<(CatalogValues & { id: number; created_at: number; updated_at: number }) | undefined> {
  return db.selectFrom(kind).selectAll().where('id', '=', id).executeTakeFirst();
}

/** One row as the API answers it: flags as booleans, times as ISO strings. */
export async function loadCatalogJson(db: Kysely<Database>, kind: CatalogKind, id: number) {
  const row = await findCatalogRow(db, kind, id);
  if (!row) return undefined;
  const { is_active, is_completed, created_at, updated_at, ...rest } = row;
  return {
    ...rest,
    is_active: is_active === 1,
    ...(is_completed === undefined ? {} : { is_completed: is_completed === 1 }),
    created_at: isoTime(created_at),
    updated_at: isoTime(updated_at),
  };
}

export async function insertCatalogRow(
  trx: Kysely<Database>,
  kind: CatalogKind,
  values: CatalogValues,
): Promise<number> {
  const now = Date.now();
  const row = await trx
    .insertInto(kind)
    .values({ ...values, created_at: now, updated_at: now } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCatalogRow(
  trx: Kysely<Database>,
  kind: CatalogKind,
  id: number,
  values: CatalogValues,
): Promise<void> {
  await trx
    .updateTable(kind)
    .set({ ...values, updated_at: Date.now() } as never)
    .where('id', '=', id)
    .execute();
}

/** Whether any refund points at the row. */
export async function isCatalogRowInUse(trx: Kysely<Database>, kind: CatalogKind, id: number) {
  const used = await trx
    .selectFrom('refunds')
    .select('id')
    .where(REFUND_COLUMN[kind], '=', id)
    .limit(1)
    .executeTakeFirst();
  return used !== undefined;
}

export async function deleteCatalogRow(trx: Kysely<Database>, kind: CatalogKind, id: number): Promise<void> {
  await trx.deleteFrom(kind).where('id', '=', id).execute();
}

/**
 * Whether another row of the list already has this name, Turkish case aside: two statuses both named
 * 'Tamamlandı' cannot be told apart in a picker or a log. The lists hold tens of rows.
 */
export async function isCatalogNameTaken(
  trx: Kysely<Database>,
  kind: CatalogKind,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await trx.selectFrom(kind).select(['id', 'name']).execute();
  const key = foldTurkish(name);
  return rows.some((row) => row.id !== exceptId && foldTurkish(row.name) === key);
}
