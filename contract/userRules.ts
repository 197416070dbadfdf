import { effectivePermissions, isAdminRole, type PermissionSubject, type RoleLike } from './permissions.js';

/**
 * Who may change which user, shared by the server (which enforces it) and the SPA (which hides what the
 * caller may not do). The rules close the privilege-escalation paths of user management:
 * - nobody changes their own role or active flag;
 * - only an administrator (admin role or admin_access) grants an administrator role or edits,
 *   deactivates, deletes, resets the password or the 2FA of an administrator;
 * - any other user manager grants only roles whose effective permissions are a subset of its own, and
 *   changes only users whose role is such a subset (a password reset would otherwise let it sign in
 *   with wider rights);
 * - likewise, unless it sees every payment method, only roles whose visible payment methods are within
 *   its own (else it could create a user that sees refunds it may not see).
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

export type GrantRefusal = 'adminGrant' | 'widerGrant' | 'widerMethodsGrant';
export type ChangeRefusal = 'adminTarget' | 'widerTarget' | 'widerMethodsTarget';

/**
 * The payment methods seen by the caller and by the role in question (see MethodScope); when omitted
 * (the SPA before it knows them) the method rule is not judged and the server decides.
 */
export interface MethodScopes {
  caller: MethodScope;
  role: MethodScope;
}

const methodsWithinCaller = (methods: MethodScopes | undefined) =>
  !methods || methodsWithin(methods.caller, methods.role);

/** Why the caller may not give `role` to a user (on creation or as a new role), or null. */
export function grantRefusal(
  caller: PermissionSubject,
  role: RoleLike,
  methods?: MethodScopes,
): GrantRefusal | null {
  if (isAdministrator(caller)) return null;
  if (isAdministratorRole(role)) return 'adminGrant';
  if (!withinCaller(caller, role)) return 'widerGrant';
  return methodsWithinCaller(methods) ? null : 'widerMethodsGrant';
}

/** Why the caller may not edit, deactivate, delete or reset a user holding `role`, or null. */
export function changeRefusal(
  caller: PermissionSubject,
  role: RoleLike,
  methods?: MethodScopes,
): ChangeRefusal | null {
  if (isAdministrator(caller)) return null;
  if (isAdministratorRole(role)) return 'adminTarget';
  if (!withinCaller(caller, role)) return 'widerTarget';
  return methodsWithinCaller(methods) ? null : 'widerMethodsTarget';
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

/**
 * The payment methods a subject sees (their refunds, reports and logs): null for every method (admin,
 * casi, manage_payment_methods; see seesAllPaymentMethods), otherwise the ids assigned to its role.
 */
export type MethodScope = readonly number[] | null;

/** Whether everything `inner` sees is also seen by `outer`. */
export function methodsWithin(outer: MethodScope, inner: MethodScope): boolean {
  if (outer === null) return true;
  if (inner === null) return false;
  return inner.every((id) => outer.includes(id));
}

export type MethodChangeRefusal = 'ownRoleMethods' | 'unseenMethods';

/**
 * Why the caller may not set the payment methods of `role` from `current` to `next`, or null.
 * Only an administrator changes the methods of its own role (anyone else could open every refund to
 * itself), and a caller who does not see every method adds or removes only methods it sees: it cannot
 * hand out, nor take away, access it does not have. An administrator may grant itself any right anyway
 * (admin role, role permissions), so it is not held to its own methods.
 */
export function paymentMethodChangeRefusal(
  caller: PermissionSubject,
  callerMethods: MethodScope,
  role: { id: number },
  current: readonly number[],
  next: readonly number[],
): MethodChangeRefusal | null {
  if (isAdministrator(caller)) return null;
  if (caller.role?.id === role.id) return 'ownRoleMethods';
  const changed = [
    ...current.filter((id) => !next.includes(id)),
    ...next.filter((id) => !current.includes(id)),
  ];
  return methodsWithin(callerMethods, changed) ? null : 'unseenMethods';
}
