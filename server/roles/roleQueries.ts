import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

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

export async function loadPermissions(db: Kysely<Database>) {
  return db.selectFrom('permissions').select(['id', 'name', 'description']).orderBy('id').execute();
}
