import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { badRequest } from '../http/errors.js';
import { writeSystemLog, type SystemLogEntry } from '../logs/systemLog.js';
import { assertMayDefineRole, type PolicyCaller } from '../users/userPolicy.js';

/**
 * Replaces a role's stored permissions with the given permission ids (spec: the body is an array of
 * ids) and logs it. The change applies to the role's users on their next request.
 */
export async function replaceRolePermissions(
  tx: Kysely<Database>,
  role: { id: number; name: string; permissions: readonly string[] },
  rawIds: unknown,
  log: SystemLogEntry,
  caller: PolicyCaller,
): Promise<string[]> {
  if (!Array.isArray(rawIds) || rawIds.some((id) => !Number.isInteger(id) || id < 1)) {
    throw badRequest('Yetkiler bir izin kimliği dizisi olmalıdır');
  }
  const ids = [...new Set(rawIds as number[])];
  const known = ids.length
    ? await tx.selectFrom('permissions').select(['id', 'name']).where('id', 'in', ids).execute()
    : [];
  const missing = ids.filter((id) => !known.some((p) => p.id === id));
  if (missing.length) throw badRequest(`İzin bulunamadı: ${missing.join(', ')}`);
  assertMayDefineRole(
    caller,
    role,
    role.permissions,
    known.map((p) => p.name),
  );
  await tx.deleteFrom('role_permissions').where('role_id', '=', role.id).execute();
  if (ids.length) {
    await tx
      .insertInto('role_permissions')
      .values(ids.map((id) => ({ role_id: role.id, permission_id: id })))
      .execute();
  }
  const names = known.map((p) => p.name).sort();
  await writeSystemLog(tx, { ...log, details: `Rol yetkileri: ${role.name} → [${names.join(', ')}]` });
  return names;
}
