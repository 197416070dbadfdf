import {
  effectivePermissions,
  seesAllPaymentMethods,
  type PermissionSubject,
  type RoleLike,
} from '../../contract/permissions';
import { changeRefusal, grantRefusal, type MethodScope, type MethodScopes } from '../../contract/userRules';
import type { Role } from '../roles/roleTypes';
import type { AdminUserRecord } from './types';

// The SPA only hides what the server refuses (contract/userRules.ts); the server stays the judge.

const LOCK_KEYS = {
  adminTarget: 'users.lockedAdmin',
  widerTarget: 'users.lockedWider',
  widerMethodsTarget: 'users.lockedWiderMethods',
} as const;

/** The role a listed user holds, with its permissions when the role list has them. */
export function roleOfUser(user: AdminUserRecord, roles: readonly Role[]): RoleLike {
  return roles.find((role) => role.id === user.role_id) ?? { id: user.role_id, name: user.role_name };
}

/** The methods a listed role's holders see (null: all), or undefined when the list does not say. */
function roleScope(role: RoleLike & { payment_methods?: number[] }): MethodScope | undefined {
  if (seesAllPaymentMethods({ role, permissions: effectivePermissions(role) })) return null;
  return role.payment_methods;
}

/** Method scopes of the caller and `role` from the role list, or undefined (the server decides). */
function methodScopes(
  caller: PermissionSubject,
  role: RoleLike & { payment_methods?: number[] },
  roles: readonly Role[],
): MethodScopes | undefined {
  const callerScope = seesAllPaymentMethods(caller)
    ? null
    : roles.find((r) => r.id === caller.role?.id)?.payment_methods;
  const target = roleScope(role);
  return callerScope === undefined || target === undefined
    ? undefined
    : { caller: callerScope, role: target };
}

/** Translation key of why the caller may not change `user`, or undefined (also while unknown). */
export function userLockKey(
  caller: PermissionSubject | undefined,
  user: AdminUserRecord,
  roles: readonly Role[],
): string | undefined {
  if (!caller) return undefined;
  const role = roleOfUser(user, roles);
  const refusal = changeRefusal(caller, role, methodScopes(caller, role, roles));
  return refusal ? LOCK_KEYS[refusal] : undefined;
}

/** The roles the caller may give, plus `keepId` (the edited user's current role). */
export function grantableRoles(
  caller: PermissionSubject | undefined,
  roles: readonly Role[],
  keepId?: number | null,
): Role[] {
  if (!caller) return [...roles];
  return roles.filter(
    (role) => role.id === keepId || grantRefusal(caller, role, methodScopes(caller, role, roles)) === null,
  );
}

export const isSameUser = (user: AdminUserRecord | null, selfId: number | string | undefined) =>
  !!user && selfId != null && String(user.id) === String(selfId);
