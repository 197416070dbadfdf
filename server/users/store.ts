import type { Kysely } from 'kysely';
import { ADMIN_ROLE_ID } from '../../contract/permissions.js';
import { hashPassword } from '../auth/passwords.js';
import { revokeUserSessions } from '../auth/sessions.js';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/types.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../http/errors.js';
import { logAction } from '../logs/logAction.js';
import { loadPolicyRole } from './policyStore.js';
import { newUserRow, selectUsers } from './userRow.js';
import {
  USER_MESSAGES,
  USER_POLICY_MESSAGES,
  UserChangeForbidden,
  assertMayChange,
  assertMayGrant,
  describeChange,
  type UserFields,
  type UserManager,
  usernameKey,
} from './rules.js';
import { serverText } from '../i18n/catalog.js';

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

export const userJson = (row: UserRow) => ({
  ...row,
  is_active: row.is_active === 1,
  is_2fa_enabled: row.is_2fa_enabled === 1,
  created_at: new Date(row.created_at).toISOString(),
});

const findUserRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export async function loadUserJson(db: Kysely<Database>, id: number) {
  const row = await selectUsers(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return userJson(row);
}

/**
 * Refuses a change that would leave no active administrator. Two administrators removing each other
 * at once would each see the other still active; on PostgreSQL the active administrator rows are
 * therefore locked (FOR UPDATE, in id order so two callers cannot deadlock) until the transaction
 * ends, and the second caller re-reads them after the first has committed. SQLite's single writer
 * already serialises these transactions, and it rejects FOR UPDATE.
 */
async function keepOneActiveAdmin(trx: Kysely<Database>, dialect: DialectName, userId: number) {
  let query = trx
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', ADMIN_ROLE_ID)
    .where('is_active', '=', 1)
    .orderBy('id');
  if (dialect === 'postgres') query = query.forUpdate();
  const active = await query.execute();
  if (!active.some((row) => row.id !== userId)) throw conflict(USER_MESSAGES.lastAdmin);
}

/** Creates a user and its log row; pass the transaction both belong to. */
export async function createUser(trx: Kysely<Database>, fields: UserFields, manager: UserManager) {
  if (fields.is_2fa_enabled) throw badRequest(USER_MESSAGES.twoFactorOnlyOff);
  const role = await loadPolicyRole(trx, fields.role_id as number, USER_MESSAGES.roleMissing);
  assertMayGrant(
    manager,
    role,
    serverText('server.users.log.newUser', { username: fields.username as string }),
  );
  // Checked first, for the Turkish 409; a race past it is still caught as a unique violation below.
  const taken = await trx
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', usernameKey(fields.username as string)))
    .executeTakeFirst();
  if (taken) throw conflict(USER_MESSAGES.usernameTaken);
  try {
    const passwordHash = await hashPassword(fields.password as string);
    const [id] = await writeNewUsers(trx, [{ fields, passwordHash }], manager);
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.usernameTaken);
    throw error;
  }
}

/**
 * Writes already checked users whose passwords are already hashed, each with its 'create_user' log
 * row, and answers their ids in order. Hashing stays out of here so a caller can keep it outside its
 * transaction (argon2 takes ~0.1 s a password; SQLite has one connection for every request).
 */
export async function writeNewUsers(
  trx: Kysely<Database>,
  users: ReadonlyArray<{ fields: UserFields; passwordHash: string }>,
  manager: UserManager,
): Promise<number[]> {
  const now = Date.now();
  const ids: number[] = [];
  for (const { fields, passwordHash } of users) {
    const { id } = await trx
      .insertInto('users')
      .values(
        newUserRow(
          {
            username: fields.username as string,
            passwordHash,
            roleId: fields.role_id as number,
            email: fields.email,
            fullName: fields.full_name,
            isActive: fields.is_active !== false,
          },
          now,
        ),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await logAction(
      trx,
      manager,
      'create_user',
      serverText('server.users.log.created', { username: fields.username as string, id }),
    );
    ids.push(id);
  }
  return ids;
}

/**
 * Applies an edit and its log row. Nobody changes their own role or active flag; the caller must be
 * allowed to change holders of the user's role and to grant a new role; the last active
 * administrator stays one.
 */
export async function updateUser(
  trx: Kysely<Database>,
  dialect: DialectName,
  id: number,
  fields: UserFields,
  manager: UserManager,
) {
  const existing = await findUserRow(trx, id);
  if (!existing) throw notFound(USER_MESSAGES.notFound);
  if (fields.username !== undefined && fields.username !== existing.username) {
    throw badRequest(USER_MESSAGES.usernameImmutable);
  }
  if (fields.is_2fa_enabled === true && existing.is_2fa_enabled !== 1)
    throw badRequest(USER_MESSAGES.twoFactorOnlyOff);
  const target = `${existing.username} (#${id})`;
  const changesRole = fields.role_id !== undefined && fields.role_id !== existing.role_id;
  const changesActive = fields.is_active !== undefined && (fields.is_active ? 1 : 0) !== existing.is_active;
  // A user manager could otherwise lift its own rights or lock itself out.
  if (id === manager.id && changesRole)
    throw new UserChangeForbidden(
      USER_POLICY_MESSAGES.ownRole,
      serverText('server.users.log.ownRoleRefused', { target }),
    );
  if (id === manager.id && changesActive)
    throw new UserChangeForbidden(
      USER_POLICY_MESSAGES.ownActive,
      serverText('server.users.log.ownActiveRefused', { target }),
    );
  const currentRole = await loadPolicyRole(trx, existing.role_id, USER_MESSAGES.roleMissing);
  assertMayChange(manager, currentRole, target, describeChange(fields, existing));
  if (changesRole) {
    const newRole = await loadPolicyRole(trx, fields.role_id as number, USER_MESSAGES.roleMissing);
    assertMayGrant(manager, newRole, target);
  } else if (fields.role_id !== undefined) {
    await loadPolicyRole(trx, fields.role_id, USER_MESSAGES.roleMissing);
  }
  const deactivates = fields.is_active === false && existing.is_active === 1;
  const leavesAdmin = fields.role_id !== undefined && fields.role_id !== ADMIN_ROLE_ID;
  if (existing.role_id === ADMIN_ROLE_ID && existing.is_active === 1 && (deactivates || leavesAdmin)) {
    await keepOneActiveAdmin(trx, dialect, id);
  }
  const turnsOff2fa = fields.is_2fa_enabled === false && existing.is_2fa_enabled === 1;
  await trx
    .updateTable('users')
    .set({
      ...(fields.role_id !== undefined ? { role_id: fields.role_id } : {}),
      ...(fields.email !== undefined ? { email: fields.email } : {}),
      ...(fields.full_name !== undefined ? { full_name: fields.full_name } : {}),
      ...(fields.is_active !== undefined ? { is_active: fields.is_active ? 1 : 0 } : {}),
      ...(fields.password ? { password_hash: await hashPassword(fields.password) } : {}),
      ...(turnsOff2fa
        ? { is_2fa_enabled: 0, totp_secret: null, totp_pending_secret: null, totp_last_step: null }
        : {}),
      updated_at: Date.now(),
    })
    .where('id', '=', id)
    .execute();
  // A deactivated user, or one whose password an administrator reset, is signed out everywhere.
  if (deactivates || fields.password) await revokeUserSessions(trx, id);
  await logAction(
    trx,
    manager,
    'update_user',
    serverText(turnsOff2fa ? 'server.users.log.updatedTwoFactorOff' : 'server.users.log.updated', {
      username: existing.username,
      id,
    }),
  );
}

/** Deletes a user (never oneself, nor the last active administrator) and logs it. */
export async function deleteUser(
  trx: Kysely<Database>,
  dialect: DialectName,
  id: number,
  manager: UserManager,
) {
  if (id === manager.id) throw badRequest(USER_MESSAGES.selfDelete);
  const existing = await findUserRow(trx, id);
  if (!existing) throw notFound(USER_MESSAGES.notFound);
  const role = await loadPolicyRole(trx, existing.role_id, USER_MESSAGES.roleMissing);
  assertMayChange(manager, role, `${existing.username} (#${id})`, 'silme');
  if (existing.role_id === ADMIN_ROLE_ID && existing.is_active === 1)
    await keepOneActiveAdmin(trx, dialect, id);
  await trx.deleteFrom('users').where('id', '=', id).execute();
  await logAction(
    trx,
    manager,
    'delete_user',
    serverText('server.users.log.deleted', { username: existing.username, id }),
  );
}
