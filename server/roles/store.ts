import type { Kysely } from 'kysely';
import { OTHER_ROLE_DEFAULT_PERMISSIONS } from '../../contract/permissions.js';
import type { Database } from '../db/types.js';
import type { RequestActor } from '../http/actor.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { logAction } from '../logs/logAction.js';
import { assertMayChangeRoleMethods, assertMayDefineRole, type UserManager } from '../users/rules.js';
import { ROLE_MESSAGES, seesEveryMethod, type NewRole } from './rules.js';
import { serverText } from '../i18n/catalog.js';

/** Roles with their stored permission names, method ids and how many users hold them. */
export async function loadRoles(db: Kysely<Database>, roleId?: number) {
  let query = db
    .selectFrom('roles')
    .select(['id', 'name', 'display_name', 'description', 'is_system_role'])
    .orderBy('id');
  if (roleId !== undefined) query = query.where('id', '=', roleId);
  const roles = await query.execute();
  if (roles.length === 0) return [];
  const ids = roles.map((r) => r.id);
  const [grants, methods, holders] = await Promise.all([
    db
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select(['role_permissions.role_id', 'permissions.name'])
      .where('role_permissions.role_id', 'in', ids)
      .orderBy('permissions.name')
      .execute(),
    db
      .selectFrom('role_payment_methods')
      .select(['role_id', 'payment_method_id'])
      .where('role_id', 'in', ids)
      .orderBy('payment_method_id')
      .execute(),
    db
      .selectFrom('users')
      .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('role_id', 'in', ids)
      .groupBy('role_id')
      .execute(),
  ]);
  return roles.map((role) => ({
    ...role,
    displayName: role.display_name,
    permissions: grants.filter((g) => g.role_id === role.id).map((g) => g.name),
    payment_methods: methods.filter((m) => m.role_id === role.id).map((m) => m.payment_method_id),
    user_count: Number(holders.find((h) => h.role_id === role.id)?.n ?? 0),
  }));
}

export type RoleWithGrants = Awaited<ReturnType<typeof loadRoles>>[number];

/** One role, or a 404. */
export async function findRole(db: Kysely<Database>, id: number): Promise<RoleWithGrants> {
  const [role] = await loadRoles(db, id);
  if (!role) throw notFound(ROLE_MESSAGES.notFound);
  return role;
}

export async function loadPermissions(db: Kysely<Database>) {
  return db.selectFrom('permissions').select(['id', 'name', 'description']).orderBy('id').execute();
}

/** The payment methods a role's holders see: every one for admin and casi, else those stored. */
export async function rolePaymentMethodIds(db: Kysely<Database>, role: RoleWithGrants): Promise<number[]> {
  if (!seesEveryMethod(role)) return role.payment_methods;
  const all = await db.selectFrom('payment_methods').select('id').orderBy('id').execute();
  return all.map((m) => m.id);
}

/** Adds a role holding the default permissions of a custom role, and its log row; a taken name is a 409. */
export async function insertRole(trx: Kysely<Database>, role: NewRole, actor: RequestActor) {
  if (await trx.selectFrom('roles').select('id').where('name', '=', role.name).executeTakeFirst()) {
    throw conflict(ROLE_MESSAGES.taken);
  }
  const now = Date.now();
  const { id } = await trx
    .insertInto('roles')
    .values({ ...role, is_system_role: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const defaults = await trx
    .selectFrom('permissions')
    .select('id')
    .where('name', 'in', OTHER_ROLE_DEFAULT_PERMISSIONS)
    .execute();
  if (defaults.length) {
    await trx
      .insertInto('role_permissions')
      .values(defaults.map((p) => ({ role_id: id, permission_id: p.id })))
      .execute();
  }
  await logAction(trx, actor, 'create_role', `Rol eklendi: ${role.name} (#${id})`);
  return id;
}

/** Deletes a role nobody holds, and logs it. */
export async function deleteRole(
  trx: Kysely<Database>,
  role: { id: number; name: string },
  actor: RequestActor,
) {
  const holder = await trx
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', role.id)
    .limit(1)
    .executeTakeFirst();
  if (holder) throw conflict(ROLE_MESSAGES.inUse);
  await trx.deleteFrom('roles').where('id', '=', role.id).execute();
  await logAction(trx, actor, 'delete_role', `Rol silindi: ${role.name} (#${role.id})`);
}

/**
 * Holds the role's row until the transaction ends, so that two changes of one role's grants are judged
 * one after the other: each on what the other left, never on a list read before the other committed
 * (PostgreSQL's row lock; SQLite's transactions already take the write lock at their start).
 */
async function lockRole(trx: Kysely<Database>, roleId: number): Promise<void> {
  await trx
    .updateTable('roles')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', roleId)
    .execute();
}

/** The role's stored permission names, read under its lock. */
async function lockedRolePermissions(trx: Kysely<Database>, roleId: number): Promise<string[]> {
  await lockRole(trx, roleId);
  const rows = await trx
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .where('role_permissions.role_id', '=', roleId)
    .execute();
  return rows.map((row) => row.name).sort();
}

/**
 * Replaces a role's stored permissions with the given permission ids and logs it; answers the new
 * permission names. The change applies to the role's users on their next request.
 */
export async function replaceRolePermissions(
  trx: Kysely<Database>,
  role: { id: number; name: string; permissions: readonly string[] },
  permissionIds: readonly number[],
  manager: UserManager,
): Promise<string[]> {
  const ids = [...new Set(permissionIds)];
  const known = ids.length
    ? await trx.selectFrom('permissions').select(['id', 'name']).where('id', 'in', ids).execute()
    : [];
  const missing = ids.filter((id) => !known.some((p) => p.id === id));
  if (missing.length)
    throw badRequest(serverText('server.roles.unknownPermission', { names: missing.join(', ') }));
  const names = known.map((p) => p.name).sort();
  const current = await lockedRolePermissions(trx, role.id);
  assertMayDefineRole(manager, role, current, names);
  await trx.deleteFrom('role_permissions').where('role_id', '=', role.id).execute();
  if (ids.length) {
    await trx
      .insertInto('role_permissions')
      .values(ids.map((id) => ({ role_id: role.id, permission_id: id })))
      .execute();
  }
  await logAction(
    trx,
    manager,
    'update_role_permissions',
    `Rol yetkileri: ${role.name} → [${names.join(', ')}]`,
  );
  return names;
}

/**
 * Replaces the payment methods a role's holders see and logs it. The refusal is judged on the list
 * read inside the transaction, the one actually replaced.
 */
export async function replaceRolePaymentMethods(
  trx: Kysely<Database>,
  role: { id: number; name: string },
  methodIds: readonly number[],
  manager: UserManager,
): Promise<number[]> {
  const ids = [...new Set(methodIds)];
  const known = ids.length
    ? await trx.selectFrom('payment_methods').select('id').where('id', 'in', ids).execute()
    : [];
  if (known.length !== ids.length) throw badRequest(ROLE_MESSAGES.unknownMethod);
  await lockRole(trx, role.id);
  const current = (
    await trx
      .selectFrom('role_payment_methods')
      .select('payment_method_id')
      .where('role_id', '=', role.id)
      .orderBy('payment_method_id')
      .execute()
  ).map((r) => r.payment_method_id);
  assertMayChangeRoleMethods(manager, role, current, ids);
  await trx.deleteFrom('role_payment_methods').where('role_id', '=', role.id).execute();
  if (ids.length) {
    await trx
      .insertInto('role_payment_methods')
      .values(ids.map((id) => ({ role_id: role.id, payment_method_id: id })))
      .execute();
  }
  await logAction(
    trx,
    manager,
    'update_role_payment_methods',
    serverText('server.roles.log.methods', { role: role.name, ids: ids.join(', ') }),
  );
  return ids;
}
