/**
 * The permission rules, shared by the API server (which enforces them) and the SPA
 * (which only hides what the user may not use). Pure data and functions, no imports, so that both the
 * Vite build and the Node server compile it unchanged.
 */

export const PERMISSIONS = [
  'create_refund',
  'update_refund',
  'delete_refund',
  'view_refunds',
  'view_all_refunds',
  'update_refund_status',
  'view_payment_methods',
  'manage_users',
  'manage_roles',
  'manage_statuses',
  'manage_payment_methods',
  'manage_reasons',
  'view_logs',
  'view_reports',
  'view_admin_panel',
  'access_settings_module',
  'manage_refund_reasons',
  'admin_access',
  'approve_refunds',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ADMIN_ROLE_ID = 1;
export const CASI_ROLE_ID = 2;
export const ADMIN_ROLE = 'admin';
export const CASI_ROLE = 'casi';

export const CASI_DEFAULT_PERMISSIONS: readonly Permission[] = [
  'create_refund',
  'update_refund',
  'view_refunds',
  'view_all_refunds',
  'update_refund_status',
  'view_payment_methods',
];

export const OTHER_ROLE_DEFAULT_PERMISSIONS: readonly Permission[] = ['view_refunds', 'view_payment_methods'];

export interface RoleLike {
  /** Role id; null or undefined when the user has no role. */
  id?: number | null;
  /** Role code name, e.g. 'admin', 'casi'. */
  name?: string | null;
  /** Permission names the database holds for the role. */
  permissions?: readonly string[] | null;
}

const isKnownPermission = (name: string): name is Permission =>
  (PERMISSIONS as readonly string[]).includes(name);

/** No role, or role id 1 whose name is unknown, counts as admin. */
export function isAdminRole(role: RoleLike | null | undefined): boolean {
  if (!role) return true;
  if (role.name === ADMIN_ROLE) return true;
  if (role.name == null || role.name === '') return role.id == null || role.id === ADMIN_ROLE_ID;
  return false;
}

export function isCasiRole(role: RoleLike | null | undefined): boolean {
  return !!role && role.name === CASI_ROLE;
}

/** The effective permission set of a role: defaults merged with what the database holds. */
export function effectivePermissions(role: RoleLike | null | undefined): Permission[] {
  if (isAdminRole(role)) return [...PERMISSIONS];
  const stored = (role?.permissions ?? []).filter(isKnownPermission);
  let result: Permission[];
  if (isCasiRole(role)) {
    result = [...new Set([...CASI_DEFAULT_PERMISSIONS, ...stored])];
  } else {
    result = stored.length > 0 ? [...new Set(stored)] : [...OTHER_ROLE_DEFAULT_PERMISSIONS];
  }
  if (role?.name?.includes('create_refund') && !result.includes('create_refund')) {
    result.push('create_refund');
  }
  return result;
}

export interface PermissionSubject {
  role: RoleLike | null | undefined;
  permissions: readonly string[];
}

/** Admin always passes; everyone else needs the permission in their effective set. */
export function hasPermission(subject: PermissionSubject, permission: string): boolean {
  if (isAdminRole(subject.role)) return true;
  return subject.permissions.includes(permission);
}

export function hasAnyPermission(subject: PermissionSubject, permissions: readonly string[]): boolean {
  return permissions.length === 0 || permissions.some((p) => hasPermission(subject, p));
}

export function hasAllPermissions(subject: PermissionSubject, permissions: readonly string[]): boolean {
  return permissions.every((p) => hasPermission(subject, p));
}

/** Role check of the auth layer: admin and casi pass any role check, others only their own role. */
export function hasAnyRole(role: RoleLike | null | undefined, roles: readonly string[]): boolean {
  if (roles.length === 0) return true;
  if (isAdminRole(role) || isCasiRole(role)) return true;
  return !!role?.name && roles.includes(role.name);
}

/**
 * Which payment methods a role may see: every method for admin, casi and a role with
 * manage_payment_methods; otherwise only the methods assigned to the role (none assigned → none).
 */
export function seesAllPaymentMethods(subject: PermissionSubject): boolean {
  return (
    isAdminRole(subject.role) ||
    isCasiRole(subject.role) ||
    subject.permissions.includes('manage_payment_methods')
  );
}

/** The payment methods a limited role falls back to when the method list cannot be loaded. */
export const LIMITED_DEFAULT_PAYMENT_METHOD_IDS: readonly number[] = [4, 5, 14];

/** Ten wrong passwords block a username for 15 minutes; a warning shows from the fifth. */
export const LOGIN_MAX_ATTEMPTS = 10;
export const LOGIN_WARNING_FROM = 5;
export const LOGIN_BLOCK_MINUTES = 15;
export const TWO_FACTOR_MAX_WRONG_CODES = 3;
