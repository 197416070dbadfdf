import type { Kysely } from 'kysely';
import {
  effectivePermissions,
  seesAllPaymentMethods,
  type Permission,
  type RoleLike,
} from '../../contract/permissions.js';
import {
  changeRefusal,
  grantRefusal,
  mayDefineRole,
  paymentMethodChangeRefusal,
  type MethodScope,
} from '../../contract/userRules.js';
import type { Database } from '../db/types.js';
import { HttpError, badRequest } from '../http/errors.js';
import { writeSystemLog } from '../logs/systemLog.js';

// The rules themselves live in contract/userRules.ts (the SPA hides what they refuse); this module
// enforces them with Turkish 403s that the routes write to the system log.

export const USER_POLICY_MESSAGES = {
  ownRole: 'Kendi rolünüzü değiştiremezsiniz',
  // Signed in means active: changing one's own flag can only mean deactivating oneself.
  ownActive: 'Kendi hesabınızı pasif yapamazsınız',
  adminGrant: 'Yönetici rolünü yalnızca bir yönetici atayabilir',
  adminTarget:
    'Bir yöneticiyi yalnızca başka bir yönetici düzenleyebilir, pasif yapabilir, silebilir, parolasını veya iki faktörlü doğrulamasını sıfırlayabilir',
  widerGrant: 'Kendi yetkilerinizden fazlasını içeren bir rolü atayamazsınız',
  widerTarget: 'Sizden daha geniş yetkilere sahip bir kullanıcıyı değiştiremezsiniz',
  widerRole: 'Yalnızca kendi yetkilerinizin içinde kalan rollerin yetkilerini değiştirebilirsiniz',
  widerMethodsGrant: 'Göremediğiniz ödeme yöntemlerini gören bir rolü atayamazsınız',
  widerMethodsTarget: 'Göremediğiniz ödeme yöntemlerini gören bir kullanıcıyı değiştiremezsiniz',
  ownRoleMethods: 'Kendi rolünüzün ödeme yöntemlerini yalnızca bir yönetici değiştirebilir',
  unseenMethods: 'Yalnızca kendi görebildiğiniz ödeme yöntemlerini atayabilir veya kaldırabilirsiniz',
} as const;

export const FORBIDDEN_USER_CHANGE = 'forbidden_user_change';
export const FORBIDDEN_ROLE_CHANGE = 'forbidden_role_change';

/** The caller of a user-management route, with what it may do. */
export interface PolicyCaller {
  id: number;
  username: string;
  ip: string | null;
  role: RoleLike;
  /** Effective permissions of the caller's role. */
  permissions: readonly string[];
  /** Payment methods the caller sees (null: all), read with its permissions on each request. */
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

export interface PolicyRole {
  id: number;
  name: string;
  permissions: Permission[];
  /** Payment methods the role's holders see (null: all). */
  methods: MethodScope;
}

/** A role with its effective permissions, or a 400 when it does not exist. */
export async function loadPolicyRole(db: Kysely<Database>, roleId: number, missing: string) {
  const role = await db
    .selectFrom('roles')
    .select(['id', 'name'])
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw badRequest(missing);
  const stored = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .where('role_permissions.role_id', '=', roleId)
    .execute();
  const permissions = effectivePermissions({ ...role, permissions: stored.map((p) => p.name) });
  const methods = await roleMethodScope(db, role, permissions);
  return { id: role.id, name: role.name, permissions, methods } satisfies PolicyRole;
}

const subject = (caller: PolicyCaller) => ({ role: caller.role, permissions: caller.permissions });
const scopes = (caller: PolicyCaller, role: PolicyRole) => ({ caller: caller.methods, role: role.methods });

/** Refuses giving `role` to a user (creation or role change) unless the caller may grant it. */
export function assertMayGrant(caller: PolicyCaller, role: PolicyRole, target: string): void {
  const refusal = grantRefusal(subject(caller), role, scopes(caller, role));
  if (refusal) {
    throw new UserChangeForbidden(
      USER_POLICY_MESSAGES[refusal],
      `Yetkisiz rol ataması reddedildi: ${target} → ${role.name} (#${role.id})`,
    );
  }
}

/** Refuses changing a user that holds `role` unless the caller may manage holders of that role. */
export function assertMayChange(
  caller: PolicyCaller,
  role: PolicyRole,
  target: string,
  change: string,
): void {
  const refusal = changeRefusal(subject(caller), role, scopes(caller, role));
  if (refusal) {
    throw new UserChangeForbidden(
      USER_POLICY_MESSAGES[refusal],
      `Yetkisiz kullanıcı değişikliği reddedildi (${change}): ${target}, rol ${role.name}`,
    );
  }
}

/** Refuses a role-permission edit that would reach beyond the caller's own permissions. */
export function assertMayDefineRole(
  caller: PolicyCaller,
  role: { id: number; name: string },
  current: readonly string[],
  next: readonly string[],
): void {
  if (!mayDefineRole(subject(caller), role, current, next)) {
    throw new UserChangeForbidden(
      USER_POLICY_MESSAGES.widerRole,
      `Yetkisiz rol yetkisi değişikliği reddedildi: ${role.name} (#${role.id}) → [${[...next].sort().join(', ')}]`,
      FORBIDDEN_ROLE_CHANGE,
    );
  }
}

/** The payment methods a role's holders see: null for all, else the ids assigned to the role. */
export async function roleMethodScope(
  db: Kysely<Database>,
  role: { id?: number | null; name?: string | null },
  permissions: readonly string[],
): Promise<MethodScope> {
  if (seesAllPaymentMethods({ role, permissions })) return null;
  if (role.id == null) return [];
  const rows = await db
    .selectFrom('role_payment_methods')
    .select('payment_method_id')
    .where('role_id', '=', role.id)
    .orderBy('payment_method_id')
    .execute();
  return rows.map((r) => r.payment_method_id);
}

/** Refuses setting `role`'s payment methods from `current` to `next` unless the caller may. */
export function assertMayChangeRoleMethods(
  caller: PolicyCaller,
  role: { id: number; name: string },
  current: readonly number[],
  next: readonly number[],
): void {
  const refusal = paymentMethodChangeRefusal(subject(caller), caller.methods, role, current, next);
  if (refusal) {
    throw new UserChangeForbidden(
      USER_POLICY_MESSAGES[refusal],
      `Yetkisiz rol ödeme yöntemi değişikliği reddedildi: ${role.name} (#${role.id}) [${current.join(', ')}] → [${next.join(', ')}]`,
      FORBIDDEN_ROLE_CHANGE,
    );
  }
}

/** Writes a refusal to the system log; call it outside the refused change's (rolled back) transaction. */
export async function logRefusal(
  db: Kysely<Database>,
  caller: PolicyCaller,
  error: UserChangeForbidden,
): Promise<void> {
  await writeSystemLog(db, {
    userId: caller.id,
    username: caller.username,
    action: error.action,
    details: error.details,
    ip: caller.ip,
  });
}

/** Runs `work`; a policy refusal is logged and rethrown. */
export async function loggingRefusals<T>(
  db: Kysely<Database>,
  caller: PolicyCaller,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UserChangeForbidden) await logRefusal(db, caller, error);
    throw error;
  }
}
