import type { NewUser } from '../db/types.js';

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
