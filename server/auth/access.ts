import type { Kysely } from 'kysely';
import type { SessionUser } from '../../contract/auth.js';
import { effectivePermissions, type Permission } from '../../contract/permissions.js';
import type { Database } from '../db/types.js';
import { selectUsers } from '../users/userRow.js';

export interface UserAccess {
  id: number;
  username: string;
  full_name: string | null;
  email: string | null;
  is_active: boolean;
  is_2fa_enabled: boolean;
  role: { id: number; name: string; display_name: string };
  /** Effective permissions (the role's stored ones plus what the role implies), read on every request. */
  permissions: Permission[];
}

interface UserAccessRow {
  id: number;
  username: string;
  full_name: string | null;
  email: string | null;
  role_id: number;
  role_name: string;
  role_display_name: string;
  is_active: number;
  is_2fa_enabled: number;
}

/** A user's access from its row and its role's stored permission names. */
export function userAccessOf(row: UserAccessRow, storedPermissions: string[]): UserAccess {
  const role = { id: row.role_id, name: row.role_name, display_name: row.role_display_name };
  return {
    id: row.id,
    username: row.username,
    full_name: row.full_name,
    email: row.email,
    is_active: row.is_active === 1,
    is_2fa_enabled: row.is_2fa_enabled === 1,
    role,
    permissions: effectivePermissions({ ...role, permissions: storedPermissions }),
  };
}

/** A user with role and effective permissions, or null when no such user exists. */
export async function loadUserAccess(db: Kysely<Database>, userId: number): Promise<UserAccess | null> {
  const row = await selectUsers(db).where('users.id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const stored = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .where('role_permissions.role_id', '=', row.role_id)
    .execute();
  return userAccessOf(
    row,
    stored.map((p) => p.name),
  );
}

/** The signed-in user as /auth/me and the sign-in answers carry it (contract/auth.ts SessionUser). */
export function sessionUserBody(user: UserAccess): SessionUser {
  return {
    id: user.id,
    username: user.username,
    full_name: user.full_name,
    email: user.email,
    role_id: user.role.id,
    role_name: user.role.name,
    role: user.role.name,
    role_display_name: user.role.display_name,
    is_2fa_enabled: user.is_2fa_enabled,
    is_active: user.is_active,
    permissions: user.permissions,
  };
}
