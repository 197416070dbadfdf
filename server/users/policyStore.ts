import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { effectivePermissions } from '../../contract/permissions.js';
import { roleMethodScope } from '../auth/visibility.js';
import type { Database } from '../db/types.js';
import { actorOf } from '../http/actor.js';
import { badRequest } from '../http/errors.js';
import { logAction } from '../logs/logAction.js';
import { UserChangeForbidden, type PolicyRole, type UserManager } from './rules.js';

/** The caller of a user or role management route, with the payment methods it sees (read now). */
export async function userManagerOf(request: FastifyRequest, db: Kysely<Database>): Promise<UserManager> {
  const actor = actorOf(request);
  return {
    ...actor,
    methods: await roleMethodScope(db, actor.subject.role ?? {}, actor.subject.permissions),
  };
}

/** A role with its effective permissions and methods, or a 400 with `missing` when it does not exist. */
export async function loadPolicyRole(
  db: Kysely<Database>,
  roleId: number,
  missing: string,
): Promise<PolicyRole> {
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
  return { id: role.id, name: role.name, permissions, methods };
}

/**
 * Runs `work`; a refusal of the grant rules is written to the system log and rethrown. The log row is
 * written with `db` after `work`'s transaction has rolled back, so it survives the refusal.
 */
export async function loggingRefusals<T>(
  db: Kysely<Database>,
  caller: UserManager,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UserChangeForbidden) await logRefusal(db, caller, error);
    throw error;
  }
}

/** Writes a refusal to the system log; call it outside the refused change's (rolled back) transaction. */
export const logRefusal = (db: Kysely<Database>, caller: UserManager, refusal: UserChangeForbidden) =>
  logAction(db, caller, refusal.action, refusal.details);

/**
 * Runs a user or role change in one transaction; a refusal of the grant rules rolls it back and is
 * then logged.
 */
export const refusalLoggedTransaction = <T>(
  db: Kysely<Database>,
  caller: UserManager,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> => loggingRefusals(db, caller, () => db.transaction().execute(work));
