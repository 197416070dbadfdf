import type { AdminUserRecord, UserFormValues } from './types';

/** is_2fa_enabled may arrive as a number, '1'/'true'/'1.0' or a boolean (spec section 3). */
export function flagOn(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return ['1', 'true', '1.0'].includes(value.trim().toLowerCase());
  return false;
}

const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

export function initialUserValues(user?: AdminUserRecord | null): UserFormValues {
  return {
    username: user?.username ?? '',
    password: '',
    full_name: user?.full_name ?? '',
    email: user?.email ?? '',
    role_id: user?.role_id == null ? '' : String(user.role_id),
    is_active: user ? flagOn(user.is_active) : true,
    is_2fa_enabled: user ? flagOn(user.is_2fa_enabled) : false,
  };
}

/** The translation key of the first rule of spec section 5 the values break, or null. */
export function validateUser(values: UserFormValues, creating: boolean): string | null {
  const missing =
    values.username.trim() === '' || values.role_id === '' || (creating && values.password === '');
  if (missing) return 'users.messages.requiredFields';
  if (!USERNAME_PATTERN.test(values.username.trim())) return 'users.messages.usernameFormat';
  return null;
}

/** POST/PUT body: username only on create, password omitted when blank, 2FA sent as 1/0. */
export function toUserPayload(values: UserFormValues, creating: boolean): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    role_id: Number(values.role_id),
    email: values.email.trim() || null,
    full_name: values.full_name.trim() || null,
    is_active: values.is_active,
    is_2fa_enabled: values.is_2fa_enabled ? 1 : 0,
  };
  if (creating) payload.username = values.username.trim();
  if (values.password !== '') payload.password = values.password;
  return payload;
}
