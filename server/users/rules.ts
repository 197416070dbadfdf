import { flagValue } from '../../contract/limits.js';
import type { Permission } from '../../contract/permissions.js';
import type { UserCreateBody } from '../../contract/users.js';
import {
  changeRefusal,
  grantRefusal,
  mayDefineRole,
  paymentMethodChangeRefusal,
  type MethodScope,
} from '../../contract/userRules.js';
import { passwordProblem } from '../auth/rules.js';
import { HttpError, badRequest } from '../http/errors.js';
import type { RequestActor } from '../http/actor.js';
import { catalogTexts, serverText } from '../i18n/catalog.js';

// The grant rules themselves live in contract/userRules.ts (the SPA hides what they refuse); this
// module enforces them with Turkish 403s that the routes write to the system log.

/**
 * A username as compared with the others: 'Ahmet' and 'ahmet' would be two accounts that staff cannot
 * tell apart in logs and lists, so a username is taken whatever its case (usernames are ASCII).
 */
export const usernameKey = (username: string) => username.toLowerCase();

export const USER_MESSAGES = catalogTexts({
  required: 'server.users.required',
  usernamePattern: 'server.users.usernamePattern',
  usernameTaken: 'server.users.usernameTaken',
  usernameImmutable: 'server.users.usernameImmutable',
  roleMissing: 'server.users.roleMissing',
  email: 'server.users.email',
  notFound: 'server.users.notFound',
  selfDelete: 'server.users.selfDelete',
  lastAdmin: 'server.users.lastAdmin',
  twoFactorOnlyOff: 'server.users.twoFactorOnlyOff',
  duplicateInFile: 'server.users.duplicateInFile',
});

export const USER_POLICY_MESSAGES = catalogTexts({
  ownRole: 'server.users.policy.ownRole',
  // Signed in means active: changing one's own flag can only mean deactivating oneself.
  ownActive: 'server.users.policy.ownActive',
  adminGrant: 'server.users.policy.adminGrant',
  adminTarget: 'server.users.policy.adminTarget',
  widerGrant: 'server.users.policy.widerGrant',
  widerTarget: 'server.users.policy.widerTarget',
  widerRole: 'server.users.policy.widerRole',
  widerMethodsGrant: 'server.users.policy.widerMethodsGrant',
  widerMethodsTarget: 'server.users.policy.widerMethodsTarget',
  ownRoleMethods: 'server.users.policy.ownRoleMethods',
  unseenMethods: 'server.users.policy.unseenMethods',
});

export const FORBIDDEN_USER_CHANGE = 'forbidden_user_change';
export const FORBIDDEN_ROLE_CHANGE = 'forbidden_role_change';

/** The caller of a user or role management route, with the payment methods it sees (null: all). */
export interface UserManager extends RequestActor {
  methods: MethodScope;
}

/** A role as the grant rules judge it. */
export interface PolicyRole {
  id: number;
  name: string;
  permissions: Permission[];
  /** Payment methods the role's holders see (null: all). */
  methods: MethodScope;
}

/** A 403 of the user-management rules; the route writes `details` to the system log after rollback. */
export class UserChangeForbidden extends HttpError {
  constructor(
    message: string,
    readonly details: string,
    readonly action: string = FORBIDDEN_USER_CHANGE,
  ) {
    super(403, message);
  }
}

/** A user's fields as a create or update sets them. */
export interface UserFields {
  username?: string;
  password?: string;
  role_id?: number;
  email?: string | null;
  full_name?: string | null;
  is_active?: boolean;
  is_2fa_enabled?: boolean;
}

/** Trimmed text; blank is null. */
const trimmedText = (value: string | null | undefined): string | null | undefined =>
  value === undefined || value === null ? value : value.trim() || null;

/**
 * A user's fields from a validated body: on create, username, password and role are required; the
 * username is letters, digits and underscores; the password follows the password rule; an e-mail
 * address looks like one.
 */
export function userFields(body: UserCreateBody, mode: 'create' | 'update'): UserFields {
  const fields: UserFields = {};
  const username = trimmedText(body.username);
  const password = body.password || undefined;
  if (mode === 'create' && (!username || !password || body.role_id === undefined)) {
    throw badRequest(USER_MESSAGES.required);
  }
  if (username) {
    if (!/^[A-Za-z0-9_]+$/.test(username)) throw badRequest(USER_MESSAGES.usernamePattern);
    fields.username = username;
  }
  if (password) {
    const problem = passwordProblem(password);
    if (problem) throw badRequest(problem);
    fields.password = password;
  }
  if (body.role_id !== undefined) fields.role_id = body.role_id;
  const email = trimmedText(body.email);
  if (email !== undefined) {
    if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest(USER_MESSAGES.email);
    fields.email = email;
  }
  const fullName = trimmedText(body.full_name);
  if (fullName !== undefined) fields.full_name = fullName;
  if (body.is_active != null) fields.is_active = flagValue(body.is_active);
  if (body.is_2fa_enabled != null) fields.is_2fa_enabled = flagValue(body.is_2fa_enabled);
  return fields;
}

/** What an update changes, in words for the refusal log. */
export function describeChange(fields: UserFields, existing: { role_id: number; is_active: number }) {
  const parts: string[] = [];
  if (fields.role_id !== undefined && fields.role_id !== existing.role_id)
    parts.push(serverText('server.users.change.role'));
  if (fields.is_active !== undefined && (fields.is_active ? 1 : 0) !== existing.is_active)
    parts.push(
      serverText(fields.is_active ? 'server.users.change.activate' : 'server.users.change.deactivate'),
    );
  if (fields.password) parts.push(serverText('server.users.change.password'));
  if (fields.is_2fa_enabled === false) parts.push(serverText('server.users.change.twoFactorOff'));
  if (fields.email !== undefined || fields.full_name !== undefined)
    parts.push(serverText('server.users.change.details'));
  return parts.join(', ') || serverText('server.users.change.edit');
}

const scopes = (caller: UserManager, role: PolicyRole) => ({ caller: caller.methods, role: role.methods });

/** Refuses giving `role` to a user (creation or role change) unless the caller may grant it. */
export function assertMayGrant(caller: UserManager, role: PolicyRole, target: string): void {
  const refusal = grantRefusal(caller.subject, role, scopes(caller, role));
  if (refusal) {
    throw new UserChangeForbidden(
      USER_POLICY_MESSAGES[refusal],
      serverText('server.users.log.grantRefused', { target, role: role.name, id: role.id }),
    );
  }
}

/** Refuses changing a user that holds `role` unless the caller may manage holders of that role. */
export function assertMayChange(caller: UserManager, role: PolicyRole, target: string, change: string): void {
  const refusal = changeRefusal(caller.subject, role, scopes(caller, role));
  if (refusal) {
    throw new UserChangeForbidden(
      USER_POLICY_MESSAGES[refusal],
      serverText('server.users.log.changeRefused', { change, target, role: role.name }),
    );
  }
}

/** Refuses a role-permission edit that would reach beyond the caller's own permissions. */
export function assertMayDefineRole(
  caller: UserManager,
  role: { id: number; name: string },
  current: readonly string[],
  next: readonly string[],
): void {
  if (!mayDefineRole(caller.subject, role, current, next)) {
    throw new UserChangeForbidden(
      USER_POLICY_MESSAGES.widerRole,
      serverText('server.users.log.roleRefused', {
        role: role.name,
        id: role.id,
        next: [...next].sort().join(', '),
      }),
      FORBIDDEN_ROLE_CHANGE,
    );
  }
}

/** Refuses setting `role`'s payment methods from `current` to `next` unless the caller may. */
export function assertMayChangeRoleMethods(
  caller: UserManager,
  role: { id: number; name: string },
  current: readonly number[],
  next: readonly number[],
): void {
  const refusal = paymentMethodChangeRefusal(caller.subject, caller.methods, role, current, next);
  if (refusal) {
    throw new UserChangeForbidden(
      USER_POLICY_MESSAGES[refusal],
      serverText('server.users.log.roleMethodsRefused', {
        role: role.name,
        id: role.id,
        current: current.join(', '),
        next: next.join(', '),
      }),
      FORBIDDEN_ROLE_CHANGE,
    );
  }
}
