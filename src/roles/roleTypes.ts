/** A role as GET /api/roles returns it. */
export interface Role {
  id: number;
  name: string;
  display_name: string;
  displayName?: string;
  description?: string | null;
  is_system_role?: number | boolean;
  permissions?: string[];
  payment_methods?: number[];
  user_count?: number;
}

/** A permission as GET /api/roles/permissions/all returns it. */
export interface PermissionRow {
  id: number;
  name: string;
  description?: string | null;
}

/** The built-in roles: the last fallback when the role list cannot be loaded nor read from the cache. */
export const BUILTIN_ROLES: readonly Role[] = [
  { id: 1, name: 'admin', display_name: 'Yönetici', is_system_role: 1 },
  { id: 2, name: 'casi', display_name: 'CASI Yetkili', is_system_role: 1 },
];

export const roleLabel = (role: Pick<Role, 'display_name' | 'displayName' | 'name'>): string =>
  role.display_name || role.displayName || role.name;

export const isSystemRole = (role: Pick<Role, 'is_system_role'>): boolean =>
  role.is_system_role === 1 || role.is_system_role === true;
