import { ADMIN_ROLE_ID, CASI_ROLE_ID } from '../../contract/permissions.js';
import type { RoleCreateBody } from '../../contract/roles.js';
import { normalizeCode } from '../catalog/rules.js';
import { badRequest, forbidden } from '../http/errors.js';
import { catalogTexts } from '../i18n/catalog.js';

export const ROLE_MESSAGES = catalogTexts({
  required: 'server.roles.required',
  taken: 'server.roles.taken',
  notFound: 'server.roles.notFound',
  system: 'server.roles.system',
  inUse: 'server.roles.inUse',
  adminLocked: 'server.roles.adminLocked',
  methodsLocked: 'server.roles.methodsLocked',
  unknownMethod: 'server.roles.unknownMethod',
});

export interface NewRole {
  name: string;
  display_name: string;
  description: string | null;
}

/** A new role needs a code name (lower-case letters, digits, underscores) and a display name. */
export function newRoleOf(body: RoleCreateBody): NewRole {
  const displayName = body.display_name?.trim() ?? '';
  if (!body.name?.trim() || !displayName) throw badRequest(ROLE_MESSAGES.required);
  return {
    name: normalizeCode(body.name),
    display_name: displayName,
    description: body.description?.trim() || null,
  };
}

/** System roles (admin, casi) are never deleted. */
export function assertDeletable(role: { is_system_role: number }): void {
  if (role.is_system_role === 1) throw forbidden(ROLE_MESSAGES.system);
}

/** The admin role always holds every permission. */
export function assertPermissionsEditable(role: { id: number }): void {
  if (role.id === ADMIN_ROLE_ID) throw forbidden(ROLE_MESSAGES.adminLocked);
}

/** Admin and casi see every payment method, whatever is stored for them. */
export const seesEveryMethod = (role: { id: number }) =>
  role.id === ADMIN_ROLE_ID || role.id === CASI_ROLE_ID;

export function assertMethodsEditable(role: { id: number }): void {
  if (seesEveryMethod(role)) throw forbidden(ROLE_MESSAGES.methodsLocked);
}
