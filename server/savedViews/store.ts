import type { Kysely } from 'kysely';
import { canAccess } from '../../contract/access.js';
import { hasPermission } from '../../contract/permissions.js';
import {
  SAVED_VIEW_CATALOG_FILTERS,
  SAVED_VIEW_FILTER_PERMISSIONS,
  SAVED_VIEWS_PER_USER,
  type SavedView,
  type SavedViewCatalogFilter,
  type SavedViewDroppableFilter,
  type SavedViewGuardedFilter,
  type SavedViewState,
} from '../../contract/savedViews.js';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/types.js';
import { badRequest, conflict } from '../http/errors.js';
import { SAVED_VIEW_MESSAGES } from './rules.js';

/** Whose views are read: the caller, their role, and whether they manage shared views (admin_access). */
export interface ViewReader {
  id: number;
  roleId: number;
  managesShared: boolean;
  /** The permission-bound filters the caller may not use on the refund list. */
  deniedFilters: readonly SavedViewGuardedFilter[];
}

/** The permission-bound filters a subject (a user, or a role's members) may not use. */
export const deniedFiltersOf = (subject: Parameters<typeof hasPermission>[0]): SavedViewGuardedFilter[] =>
  (Object.keys(SAVED_VIEW_FILTER_PERMISSIONS) as SavedViewGuardedFilter[]).filter(
    (key) => !hasPermission(subject, SAVED_VIEW_FILTER_PERMISSIONS[key]),
  );

/** Each role with the permission names its members hold. */
async function roleSubjects(trx: Kysely<Database>, roleIds?: number[]) {
  const roles = await trx
    .selectFrom('roles')
    .select(['id', 'name'])
    .$if(roleIds !== undefined, (qb) => qb.where('id', 'in', roleIds as number[]))
    .execute();
  if (roles.length === 0) return [];
  const granted = await trx
    .selectFrom('role_permissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select(['rp.role_id', 'p.name'])
    .where(
      'rp.role_id',
      'in',
      roles.map((role) => role.id),
    )
    .execute();
  return roles.map((role) => ({
    role,
    permissions: granted.filter((row) => row.role_id === role.id).map((row) => row.name),
  }));
}

/** The permission-bound filters of a state that a role's members may not use. */
export async function filtersDeniedToRole(
  trx: Kysely<Database>,
  roleId: number,
  state: SavedViewState,
): Promise<SavedViewGuardedFilter[]> {
  const [subject] = await roleSubjects(trx, [roleId]);
  if (!subject) return [];
  return deniedFiltersOf(subject).filter((key) => state.filter[key] !== undefined);
}

/** The roles whose members manage (and so see) every shared view. */
export async function managerRoleIds(trx: Kysely<Database>): Promise<number[]> {
  const subjects = await roleSubjects(trx);
  return subjects.filter((subject) => canAccess(subject, 'saved-views', 'share')).map((s) => s.role.id);
}

function selectVisible(db: Kysely<Database>, reader: ViewReader) {
  return db
    .selectFrom('saved_views as v')
    .leftJoin('roles as r', 'r.id', 'v.shared_role_id')
    .leftJoin('users as u', 'u.id', 'v.owner_id')
    .leftJoin('saved_view_defaults as d', (join) =>
      join.onRef('d.view_id', '=', 'v.id').on('d.user_id', '=', reader.id),
    )
    .select([
      'v.id',
      'v.owner_id',
      'v.name',
      'v.name_key',
      'v.state',
      'v.shared_role_id',
      'v.created_at',
      'v.updated_at',
      'r.display_name as shared_role_name',
      'u.username as owner_username',
      'd.view_id as default_of',
    ])
    .where((eb) =>
      eb.or([
        eb('v.owner_id', '=', reader.id),
        eb('v.shared_role_id', '=', reader.roleId),
        // Whoever manages shared views sees every one of them, to rename or delete it.
        ...(reader.managesShared ? [eb('v.shared_role_id', 'is not', null)] : []),
      ]),
    );
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectVisible>['executeTakeFirstOrThrow']>>;

/** Own personal views are the owner's to change; shared ones are for whoever manages shared views. */
export const canManage = (row: Pick<ViewRow, 'owner_id' | 'shared_role_id'>, reader: ViewReader) =>
  row.shared_role_id === null ? row.owner_id === reader.id : reader.managesShared;

/**
 * The owner may always delete their view or make it personal again, even after losing admin_access:
 * it counts towards their own limit.
 */
export const canRetract = (row: Pick<ViewRow, 'owner_id' | 'shared_role_id'>, reader: ViewReader) =>
  canManage(row, reader) || row.owner_id === reader.id;

const isoTime = (ms: number | string) => new Date(Number(ms)).toISOString();

/** The catalog ids that still exist among those the views' filters name. */
async function existingCatalogIds(db: Kysely<Database>, states: SavedViewState[]) {
  const wanted = (key: SavedViewCatalogFilter) => [
    ...new Set(states.map((state) => state.filter[key]).filter((id): id is number => id !== undefined)),
  ];
  const present = async (table: 'statuses' | 'payment_methods', ids: number[]) =>
    ids.length === 0
      ? new Set<number>()
      : new Set((await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  return {
    status_id: await present('statuses', wanted('status_id')),
    payment_method_id: await present('payment_methods', wanted('payment_method_id')),
  } satisfies Record<SavedViewCatalogFilter, Set<number>>;
}

/**
 * The views as the caller gets them. A filter on a status or payment method deleted since the view was
 * saved, or one the caller may not use on the refund list, is left out of the state and named in
 * `dropped`, so the view still opens (rather than the list refusing it) and can say so.
 */
async function viewsJson(db: Kysely<Database>, rows: ViewRow[], reader: ViewReader): Promise<SavedView[]> {
  const states = rows.map((row) => JSON.parse(row.state) as SavedViewState);
  const existing = await existingCatalogIds(db, states);
  return rows.map((row, index) => {
    const filter = { ...states[index].filter };
    const dropped: SavedViewDroppableFilter[] = [];
    for (const key of SAVED_VIEW_CATALOG_FILTERS) {
      const id = filter[key];
      if (id !== undefined && !existing[key].has(id)) {
        delete filter[key];
        dropped.push(key);
      }
    }
    for (const key of reader.deniedFilters) {
      if (filter[key] !== undefined) {
        delete filter[key];
        dropped.push(key);
      }
    }
    return {
      id: row.id,
      name: row.name,
      state: { ...states[index], filter },
      dropped,
      shared_role_id: row.shared_role_id,
      shared_role_name: row.shared_role_name,
      owner_username: row.owner_username,
      mine: row.owner_id === reader.id,
      can_manage: canManage(row, reader),
      can_retract: canRetract(row, reader),
      is_default: row.default_of !== null,
      created_at: isoTime(row.created_at),
      updated_at: isoTime(row.updated_at),
    };
  });
}

/** The caller's views and those shared with them, oldest first. */
export async function listViews(db: Kysely<Database>, reader: ViewReader): Promise<SavedView[]> {
  const rows = await selectVisible(db, reader).orderBy('v.id').execute();
  return viewsJson(db, rows, reader);
}

/** One view the caller sees, or null. */
export async function loadView(db: Kysely<Database>, reader: ViewReader, id: number) {
  const row = await selectVisible(db, reader).where('v.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [view] = await viewsJson(db, [row], reader);
  return { row, view };
}

/**
 * Holds the owner's row until the transaction ends, so that two saves of one user are counted and
 * named one after the other (SQLite runs one write transaction at a time already).
 */
export async function lockOwner(trx: Kysely<Database>, dialect: DialectName, ownerId: number) {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().execute();
}

/**
 * Locks the view's row before anything touches saved_view_defaults, so that changes, deletions and
 * default settings of one view queue in one order (PostgreSQL; SQLite writes one at a time already).
 */
export async function lockView(
  trx: Kysely<Database>,
  dialect: DialectName,
  id: number,
  mode: 'update' | 'share',
): Promise<void> {
  if (dialect !== 'postgres') return;
  const query = trx.selectFrom('saved_views').select('id').where('id', '=', id);
  await (mode === 'update' ? query.forUpdate() : query.forShare()).execute();
}

/**
 * Refuses a name the owner already uses (Turkish case aside) among their personal views, or among their
 * shared ones: names are unique per owner and audience kind, so a clash on a shared view (which every
 * administrator sees) never tells of the owner's personal views.
 */
export async function checkNewName(
  trx: Kysely<Database>,
  ownerId: number,
  key: string,
  ownId: number | null,
  shared: boolean,
): Promise<void> {
  let clash = trx
    .selectFrom('saved_views')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('name_key', '=', key)
    .where('shared_role_id', shared ? 'is not' : 'is', null);
  if (ownId !== null) clash = clash.where('id', '!=', ownId);
  if (await clash.executeTakeFirst()) throw conflict(SAVED_VIEW_MESSAGES.nameTaken);
}

export async function checkViewCount(trx: Kysely<Database>, ownerId: number): Promise<void> {
  const { n } = await trx
    .selectFrom('saved_views')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= SAVED_VIEWS_PER_USER) throw badRequest(SAVED_VIEW_MESSAGES.tooMany);
}

/** The display name of a role to share with; refuses one that does not exist. */
export async function shareRoleName(trx: Kysely<Database>, roleId: number): Promise<string> {
  const role = await trx
    .selectFrom('roles')
    .select('display_name')
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw badRequest(SAVED_VIEW_MESSAGES.unknownRole);
  return role.display_name;
}

export interface NewView {
  ownerId: number;
  name: string;
  key: string;
  state: SavedViewState;
  sharedRoleId: number | null;
}

export async function insertView(trx: Kysely<Database>, view: NewView): Promise<number> {
  const now = Date.now();
  const row = await trx
    .insertInto('saved_views')
    .values({
      owner_id: view.ownerId,
      name: view.name,
      name_key: view.key,
      state: JSON.stringify(view.state),
      shared_role_id: view.sharedRoleId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ViewChange {
  name?: { name: string; key: string };
  state?: SavedViewState;
  sharedRoleId?: number | null;
}

export async function updateView(trx: Kysely<Database>, id: number, change: ViewChange): Promise<void> {
  await trx
    .updateTable('saved_views')
    .set({
      ...(change.name && { name: change.name.name, name_key: change.name.key }),
      ...(change.state && { state: JSON.stringify(change.state) }),
      ...(change.sharedRoleId !== undefined && { shared_role_id: change.sharedRoleId }),
      updated_at: Date.now(),
    })
    .where('id', '=', id)
    .execute();
}

/** Answers whether a row was deleted (the defaults that named it go with it). */
export async function deleteView(trx: Kysely<Database>, id: number): Promise<boolean> {
  await trx.deleteFrom('saved_view_defaults').where('view_id', '=', id).execute();
  const removed = await trx.deleteFrom('saved_views').where('id', '=', id).executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/**
 * Makes the view the user's one default. The user is the defaults table's key, so of two settings at
 * once the later wins and one default remains.
 */
export async function setDefaultView(trx: Kysely<Database>, userId: number, viewId: number): Promise<void> {
  const now = Date.now();
  await trx
    .insertInto('saved_view_defaults')
    .values({ user_id: userId, view_id: viewId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ view_id: viewId, updated_at: now }))
    .execute();
}

/**
 * Clears the user's default. Answers the name of the view it was when the user still sees it, '' when
 * it was one they no longer see (its name is not theirs to read), null when there was none.
 */
export async function clearDefaultView(trx: Kysely<Database>, reader: ViewReader): Promise<string | null> {
  const before = await trx
    .selectFrom('saved_view_defaults')
    .select('view_id')
    .where('user_id', '=', reader.id)
    .executeTakeFirst();
  if (!before) return null;
  const seen = await selectVisible(trx, reader).where('v.id', '=', before.view_id).executeTakeFirst();
  await trx.deleteFrom('saved_view_defaults').where('user_id', '=', reader.id).execute();
  return seen?.name ?? '';
}

/**
 * After a view's sharing changed: the defaults of users who no longer see it go (its owner, members of
 * the role it is shared with and, while shared, those who manage shared views keep theirs).
 */
export async function dropLostDefaults(
  trx: Kysely<Database>,
  view: { id: number; ownerId: number; sharedRoleId: number | null },
  managerRoleIds: number[],
): Promise<void> {
  const keepRoles = view.sharedRoleId === null ? [] : [view.sharedRoleId, ...managerRoleIds];
  await trx
    .deleteFrom('saved_view_defaults')
    .where('view_id', '=', view.id)
    .where('user_id', '!=', view.ownerId)
    .$if(keepRoles.length > 0, (qb) =>
      qb.where((eb) =>
        eb.not(
          eb(
            'user_id',
            'in',
            eb
              .selectFrom('users')
              .select('id')
              .where('role_id', 'in', keepRoles)
              .where('role_id', 'is not', null),
          ),
        ),
      ),
    )
    .execute();
}
