import type { PermissionSubject, RoleLike } from '../shared/permissions';
import { changeRefusal, grantRefusal } from '../shared/userRules';
import type { Role } from '../roles/roleTypes';
import type { AdminUserRecord } from './types';

// The SPA only hides what the server refuses (src/shared/userRules.ts); the server stays the judge.

const LOCK_KEYS = { adminTarget: 'users.lockedAdmin', widerTarget: 'users.lockedWider' } as const;

/** The role a listed user holds, with its permissions when the role list has them. */
export function roleOfUser(user: AdminUserRecord, roles: readonly Role[]): RoleLike {
  return roles.find((role) => role.id === user.role_id) ?? { id: user.role_id, name: user.role_name };
}

/** Translation key of why the caller may not change `user`, or undefined (also while unknown). */
export function userLockKey(
  caller: PermissionSubject | undefined,
  user: AdminUserRecord,
  roles: readonly Role[],
): string | undefined {
  if (!caller) return undefined;
  const refusal = changeRefusal(caller, roleOfUser(user, roles));
  return refusal ? LOCK_KEYS[refusal] : undefined;
}

/** The roles the caller may give, plus `keepId` (the edited user's current role). */
export function grantableRoles(
  caller: PermissionSubject | undefined,
  roles: readonly Role[],
  keepId?: number | null,
): Role[] {
  if (!caller) return [...roles];
  return roles.filter((role) => role.id === keepId || grantRefusal(caller, role) === null);
}

export const isSameUser = (user: AdminUserRecord | null, selfId: number | string | undefined) =>
  !!user && selfId != null && String(user.id) === String(selfId);
