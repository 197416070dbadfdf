import { effectivePermissions, isAdminRole, type PermissionSubject, type RoleLike } from './permissions.js';

/**
 * Who may change which user, shared by the server (which enforces it) and the SPA (which hides what the
 * caller may not do). The rules close the privilege-escalation paths of user management:
 * - nobody changes their own role or active flag;
 * - only an administrator (admin role or admin_access) grants an administrator role or edits,
 *   deactivates, deletes, resets the password or the 2FA of an administrator;
 * - any other user manager grants only roles whose effective permissions are a subset of its own, and
 *   changes only users whose role is such a subset (a password reset would otherwise let it sign in
 *   with wider rights).
 */

/** Admin role, or a role holding admin_access. */
export function isAdministrator(subject: PermissionSubject): boolean {
  return isAdminRole(subject.role) || subject.permissions.includes('admin_access');
}

/** A role whose holders are administrators. */
export function isAdministratorRole(role: RoleLike): boolean {
  return isAdministrator({ role, permissions: effectivePermissions(role) });
}

const withinCaller = (caller: PermissionSubject, role: RoleLike) =>
  effectivePermissions(role).every((permission) => caller.permissions.includes(permission));

export type GrantRefusal = 'adminGrant' | 'widerGrant';
export type ChangeRefusal = 'adminTarget' | 'widerTarget';

/** Why the caller may not give `role` to a user (on creation or as a new role), or null. */
export function grantRefusal(caller: PermissionSubject, role: RoleLike): GrantRefusal | null {
  if (isAdministrator(caller)) return null;
  if (isAdministratorRole(role)) return 'adminGrant';
  return withinCaller(caller, role) ? null : 'widerGrant';
}

/** Why the caller may not edit, deactivate, delete or reset a user holding `role`, or null. */
export function changeRefusal(caller: PermissionSubject, role: RoleLike): ChangeRefusal | null {
  if (isAdministrator(caller)) return null;
  if (isAdministratorRole(role)) return 'adminTarget';
  return withinCaller(caller, role) ? null : 'widerTarget';
}

/**
 * Whether a non-administrator may set a role's permissions from `current` to `next`: both must lie
 * within its own, or it could widen a role it may grant (or its own).
 */
export function mayDefineRole(
  caller: PermissionSubject,
  role: { id: number; name: string },
  current: readonly string[],
  next: readonly string[],
): boolean {
  if (isAdministrator(caller)) return true;
  return [current, next].every((permissions) => {
    const candidate = { ...role, permissions };
    return !isAdministratorRole(candidate) && withinCaller(caller, candidate);
  });
}
