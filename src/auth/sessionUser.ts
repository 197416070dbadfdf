import type { UserIdentity } from 'react-admin';
import type { PermissionSubject } from '../../contract/permissions';

/** The signed-in user as /api/auth/me (and a successful login) describe it, in the SPA's naming. */
export interface SessionUser {
  id: number | string;
  username: string;
  fullName: string | null;
  email: string | null;
  roleId: number | null;
  /** Role code name; `role_name` stands in when `role` is absent. */
  role: string | null;
  roleDisplayName: string | null;
  is2faEnabled: boolean;
  isActive: boolean;
  /** The effective permission set (role defaults plus stored permissions), as the server computes it. */
  permissions: string[];
}

/** What getIdentity() hands to react-admin: fullName falls back to the username. */
export interface AppIdentity extends UserIdentity {
  id: number | string;
  fullName: string;
  username: string;
  email: string | null;
  role: string | null;
  roleId: number | null;
  roleDisplayName: string | null;
  is2faEnabled: boolean;
}

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** 2FA flags arrive as booleans, numbers or strings such as '1', 'true' or '1.0'. */
export const toBooleanFlag = (value: unknown): boolean =>
  value === true || value === 1 || (typeof value === 'string' && ['1', 'true', '1.0'].includes(value.trim()));

/** Reads the flat user of the auth API; null when it has no id or username. */
export function toSessionUser(raw: unknown): SessionUser | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const user = raw as Record<string, unknown>;
  const id = typeof user.id === 'number' || typeof user.id === 'string' ? user.id : null;
  const username = textOrNull(user.username);
  if (id === null || username === null) return null;
  const roleId = numberOrNull(user.role_id);
  if (roleId === null) console.warn('Iade Kontrol: the session user has no role_id');
  return {
    id,
    username,
    fullName: textOrNull(user.full_name),
    email: textOrNull(user.email),
    roleId,
    role: textOrNull(user.role) ?? textOrNull(user.role_name),
    roleDisplayName: textOrNull(user.role_display_name),
    is2faEnabled: toBooleanFlag(user.is_2fa_enabled),
    isActive: user.is_active === undefined ? true : toBooleanFlag(user.is_active),
    permissions: Array.isArray(user.permissions)
      ? user.permissions.filter((name): name is string => typeof name === 'string')
      : [],
  };
}

export function toIdentity(user: SessionUser): AppIdentity {
  return {
    id: user.id,
    fullName: user.fullName ?? user.username,
    username: user.username,
    email: user.email,
    role: user.role,
    roleId: user.roleId,
    roleDisplayName: user.roleDisplayName,
    is2faEnabled: user.is2faEnabled,
  };
}

/** What getPermissions() resolves with: the subject that the shared permission rules take. */
export function toPermissionSubject(user: SessionUser): PermissionSubject {
  return {
    role: { id: user.roleId, name: user.role, permissions: user.permissions },
    permissions: user.permissions,
  };
}
