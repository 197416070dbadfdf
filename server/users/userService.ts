import type { Kysely } from 'kysely';
import { ADMIN_ROLE_ID } from '../../contract/permissions.js';
import { hashPassword } from '../auth/passwords.js';
import { revokeUserSessions } from '../auth/sessions.js';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/types.js';
import { HttpError, badRequest, notFound } from '../http/errors.js';
import { writeSystemLog } from '../logs/systemLog.js';
import { USER_MESSAGES, type UserFields } from './userInput.js';
import {
  USER_POLICY_MESSAGES,
  UserChangeForbidden,
  assertMayChange,
  assertMayGrant,
  loadPolicyRole,
  loggingRefusals,
  type PolicyCaller,
} from './userPolicy.js';

/** The signed-in caller of a user-management route. */
export type UserActor = PolicyCaller;

export function selectUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.username',
      'users.full_name',
      'users.email',
      'users.role_id',
      'roles.name as role_name',
      'roles.display_name as role_display_name',
      'users.is_active',
      'users.is_2fa_enabled',
      'users.created_at',
    ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

export const userJson = (row: UserRow) => ({
  ...row,
  is_active: row.is_active === 1,
  is_2fa_enabled: row.is_2fa_enabled === 1,
  created_at: new Date(row.created_at).toISOString(),
});

export async function loadUserJson(db: Kysely<Database>, id: number) {
  const row = await selectUsers(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return userJson(row);
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

/**
 * Refuses a change that would leave no active administrator. Two administrators removing each other
 * at once would each see the other still active; on PostgreSQL the active administrator rows are
 * therefore locked (FOR UPDATE, in id order so two callers cannot deadlock) until the transaction
 * ends, and the second caller re-reads them after the first has committed. SQLite's single writer
 * already serialises these transactions, and it rejects FOR UPDATE.
 */
async function keepOneActiveAdmin(tx: Kysely<Database>, dialect: DialectName, userId: number) {
  let query = tx
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', ADMIN_ROLE_ID)
    .where('is_active', '=', 1)
    .orderBy('id');
  if (dialect === 'postgres') query = query.forUpdate();
  const active = await query.execute();
  if (!active.some((row) => row.id !== userId)) throw new HttpError(409, USER_MESSAGES.lastAdmin);
}

/** Creates a user; pass a transaction to make several creations one unit. */
export async function insertUser(
  db: Kysely<Database>,
  fields: UserFields,
  actor: UserActor,
): Promise<number> {
  if (fields.is_2fa_enabled) throw badRequest(USER_MESSAGES.twoFactorOnlyOff);
  const role = await loadPolicyRole(db, fields.role_id as number, USER_MESSAGES.roleMissing);
  assertMayGrant(actor, role, `yeni kullanıcı ${fields.username as string}`);
  // Checked first, for the Turkish 409; a race past it is still caught as a unique violation below.
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', fields.username as string)
    .executeTakeFirst();
  if (taken) throw new HttpError(409, USER_MESSAGES.usernameTaken);
  try {
    const [id] = await writeNewUsers(
      db,
      [{ fields, passwordHash: await hashPassword(fields.password as string) }],
      actor,
    );
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, USER_MESSAGES.usernameTaken);
    throw error;
  }
}

/**
 * Writes already checked users whose passwords are already hashed, each with its 'create_user' log
 * row, and answers their ids in order. Hashing stays out of here so a caller can keep it outside its
 * transaction (argon2 takes ~0.1 s a password; SQLite has one connection for every request).
 */
export async function writeNewUsers(
  db: Kysely<Database>,
  users: ReadonlyArray<{ fields: UserFields; passwordHash: string }>,
  actor: UserActor,
): Promise<number[]> {
  const now = Date.now();
  const ids: number[] = [];
  for (const { fields, passwordHash } of users) {
    const { id } = await db
      .insertInto('users')
      .values({
        username: fields.username as string,
        password_hash: passwordHash,
        role_id: fields.role_id as number,
        email: fields.email ?? null,
        full_name: fields.full_name ?? null,
        is_active: fields.is_active === false ? 0 : 1,
        is_2fa_enabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeSystemLog(db, {
      userId: actor.id,
      username: actor.username,
      action: 'create_user',
      details: `Kullanıcı eklendi: ${fields.username} (#${id})`,
      ip: actor.ip,
    });
    ids.push(id);
  }
  return ids;
}

/** What an update changes, in words for the refusal log. */
function describeChange(fields: UserFields, existing: { role_id: number; is_active: number }) {
  const parts: string[] = [];
  if (fields.role_id !== undefined && fields.role_id !== existing.role_id) parts.push('rol');
  if (fields.is_active !== undefined && (fields.is_active ? 1 : 0) !== existing.is_active)
    parts.push(fields.is_active ? 'aktifleştirme' : 'pasifleştirme');
  if (fields.password) parts.push('parola sıfırlama');
  if (fields.is_2fa_enabled === false) parts.push('2FA kapatma');
  if (fields.email !== undefined || fields.full_name !== undefined) parts.push('bilgi düzenleme');
  return parts.join(', ') || 'düzenleme';
}

/** The database of a user write and its dialect (the last-admin guard locks rows on PostgreSQL). */
export interface UserStore {
  db: Kysely<Database>;
  dialect: DialectName;
}

export async function updateUser(store: UserStore, id: number, fields: UserFields, actor: UserActor) {
  await loggingRefusals(store.db, actor, () => applyUserUpdate(store, id, fields, actor));
}

async function applyUserUpdate({ db, dialect }: UserStore, id: number, fields: UserFields, actor: UserActor) {
  await db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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
    if (id === actor.id && changesRole)
      throw new UserChangeForbidden(
        USER_POLICY_MESSAGES.ownRole,
        `Kendi rolünü değiştirme reddedildi: ${target}`,
      );
    if (id === actor.id && changesActive)
      throw new UserChangeForbidden(
        USER_POLICY_MESSAGES.ownActive,
        `Kendi aktif/pasif durumunu değiştirme reddedildi: ${target}`,
      );
    const currentRole = await loadPolicyRole(tx, existing.role_id, USER_MESSAGES.roleMissing);
    assertMayChange(actor, currentRole, target, describeChange(fields, existing));
    if (changesRole) {
      const newRole = await loadPolicyRole(tx, fields.role_id as number, USER_MESSAGES.roleMissing);
      assertMayGrant(actor, newRole, target);
    } else if (fields.role_id !== undefined) {
      await loadPolicyRole(tx, fields.role_id, USER_MESSAGES.roleMissing);
    }
    const deactivates = fields.is_active === false && existing.is_active === 1;
    const leavesAdmin = fields.role_id !== undefined && fields.role_id !== ADMIN_ROLE_ID;
    if (existing.role_id === ADMIN_ROLE_ID && existing.is_active === 1 && (deactivates || leavesAdmin)) {
      await keepOneActiveAdmin(tx, dialect, id);
    }
    const turnsOff2fa = fields.is_2fa_enabled === false && existing.is_2fa_enabled === 1;
    await tx
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
    if (deactivates || fields.password) await revokeUserSessions(tx, id);
    await writeSystemLog(tx, {
      userId: actor.id,
      username: actor.username,
      action: 'update_user',
      details: `Kullanıcı güncellendi: ${existing.username} (#${id})${turnsOff2fa ? '; 2FA kapatıldı' : ''}`,
      ip: actor.ip,
    });
  });
}

export async function deleteUser(store: UserStore, id: number, actor: UserActor) {
  if (id === actor.id) throw badRequest(USER_MESSAGES.selfDelete);
  await loggingRefusals(store.db, actor, () => removeUser(store, id, actor));
}

async function removeUser({ db, dialect }: UserStore, id: number, actor: UserActor) {
  await db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound(USER_MESSAGES.notFound);
    const role = await loadPolicyRole(tx, existing.role_id, USER_MESSAGES.roleMissing);
    assertMayChange(actor, role, `${existing.username} (#${id})`, 'silme');
    if (existing.role_id === ADMIN_ROLE_ID && existing.is_active === 1)
      await keepOneActiveAdmin(tx, dialect, id);
    await tx.deleteFrom('users').where('id', '=', id).execute();
    await writeSystemLog(tx, {
      userId: actor.id,
      username: actor.username,
      action: 'delete_user',
      details: `Kullanıcı silindi: ${existing.username} (#${id})`,
      ip: actor.ip,
    });
  });
}
