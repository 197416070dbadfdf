import { requiredOnce } from '../common/requiredOnce';
import type { AdminUserRecord, UserFormValues } from './types';

/** is_2fa_enabled may arrive as a number, '1'/'true'/'1.0' or a boolean. */
export function flagOn(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return ['1', 'true', '1.0'].includes(value.trim().toLowerCase());
  return false;
}

/** The form's starting values: a new user is active and without 2FA. */
export function initialUserValues(user?: AdminUserRecord | null): UserFormValues {
  return {
    username: user?.username ?? '',
    password: '',
    full_name: user?.full_name ?? '',
    email: user?.email ?? '',
    role_id: user?.role_id ?? null,
    is_active: user ? flagOn(user.is_active) : true,
    is_2fa_enabled: user ? flagOn(user.is_2fa_enabled) : false,
  };
}

/** A disabled (locked) input leaves its value out of the submitted data: the starting value stands. */
export function withLockedValues(data: Partial<UserFormValues>, initial: UserFormValues): UserFormValues {
  const given = Object.entries(data).filter(([, value]) => value !== undefined);
  return { ...initial, ...Object.fromEntries(given) };
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/** POST/PUT body: username only on create, password omitted when blank, 2FA sent as 1/0. */
export function toUserPayload(values: UserFormValues, creating: boolean): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    role_id: Number(values.role_id),
    email: trimmed(values.email) || null,
    full_name: trimmed(values.full_name) || null,
    is_active: values.is_active,
    is_2fa_enabled: values.is_2fa_enabled ? 1 : 0,
  };
  if (creating) payload.username = trimmed(values.username);
  if (values.password) payload.password = values.password;
  return payload;
}

const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

/** Username, password and role are required on create; on edit only the role is asked for. */
export const userRequired = (isNew: boolean) =>
  requiredOnce(isNew ? ['username', 'password', 'role_id'] : ['role_id'], 'users.messages.requiredFields');

/** Usernames are letters, digits and '_' only. */
export const usernameFormat = (value: string | null | undefined) =>
  !value || USERNAME_PATTERN.test(value.trim()) ? undefined : 'users.messages.usernameFormat';
