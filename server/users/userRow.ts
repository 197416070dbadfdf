import type { Kysely } from 'kysely';
import type { Database, NewUser } from '../db/types.js';

export interface NewAccount {
  username: string;
  passwordHash: string;
  roleId: number;
  email?: string | null;
  fullName?: string | null;
  isActive?: boolean;
}

/** The users row of a new account: active unless told otherwise, 2FA off, created at `now`. */
export const newUserRow = (account: NewAccount, now: number): NewUser => ({
  username: account.username,
  password_hash: account.passwordHash,
  role_id: account.roleId,
  email: account.email ?? null,
  full_name: account.fullName ?? null,
  is_active: account.isActive === false ? 0 : 1,
  is_2fa_enabled: 0,
  created_at: now,
  updated_at: now,
});

/** The user and role columns of every answer about a user, and of a signed-in caller's access. */
export const USER_ACCESS_COLUMNS = [
  'users.id',
  'users.username',
  'users.full_name',
  'users.email',
  'users.role_id',
  'roles.name as role_name',
  'roles.display_name as role_display_name',
  'users.is_active',
  'users.is_2fa_enabled',
] as const;

/** Users with their role's name, the columns every answer about a user shows. */
export function selectUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([...USER_ACCESS_COLUMNS, 'users.created_at']);
}
