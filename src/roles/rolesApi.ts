import { apiRequest, httpStatusOf } from '../providers/httpClient';
import { isFresh, readRoleCache, writeRoleCache } from './roleCache';
import { BUILTIN_ROLES, type PermissionRow, type Role } from './roleTypes';

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const isAuthFailure = (error: unknown) => [401, 403].includes(httpStatusOf(error) ?? 0);

/** GET /roles, and /roles/setup after an authorization failure. */
async function fetchRoles(): Promise<Role[]> {
  try {
    return asArray<Role>(await apiRequest('/roles'));
  } catch (error) {
    if (!isAuthFailure(error)) throw error;
    return asArray<Role>(await apiRequest('/roles/setup'));
  }
}

/**
 * The role list: the cache while it is younger than an hour (unless `force`), else
 * the server; on failure the cache whatever its age, then the built-in admin and casi roles.
 */
export async function loadRoles({ force = false }: { force?: boolean } = {}): Promise<Role[]> {
  const cache = readRoleCache();
  if (!force && cache && isFresh(cache)) return cache.roles;
  try {
    const roles = await fetchRoles();
    writeRoleCache(roles);
    return roles;
  } catch {
    return cache?.roles ?? [...BUILTIN_ROLES];
  }
}

/** GET /roles/permissions/all, and /roles/permissions/setup after an authorization failure. */
export async function loadAllPermissions(): Promise<PermissionRow[]> {
  try {
    return asArray<PermissionRow>(await apiRequest('/roles/permissions/all'));
  } catch (error) {
    if (!isAuthFailure(error)) throw error;
    return asArray<PermissionRow>(await apiRequest('/roles/permissions/setup'));
  }
}

export interface NewRole {
  name: string;
  display_name: string;
  description: string;
}

export const createRole = (role: NewRole) => apiRequest<Role>('/roles', { method: 'POST', body: role });

export const deleteRole = (id: number) =>
  apiRequest<{ message?: string }>(`/roles/${id}`, { method: 'DELETE' });

export const getRolePermissions = async (id: number): Promise<PermissionRow[]> =>
  asArray<PermissionRow>(await apiRequest(`/roles/${id}/permissions`));

export const putRolePermissions = (id: number, permissionIds: number[]) =>
  apiRequest<{ status?: string; message?: string; permissions?: string[] }>(`/roles/${id}/permissions`, {
    method: 'PUT',
    body: permissionIds,
  });

export const getRolePaymentMethods = async (id: number): Promise<number[]> =>
  asArray<unknown>(await apiRequest(`/roles/${id}/payment-methods`)).map(Number);

export const putRolePaymentMethods = (id: number, paymentMethodIds: number[]) =>
  apiRequest<{ status?: string; message?: string }>(`/roles/${id}/payment-methods`, {
    method: 'PUT',
    body: { paymentMethodIds },
  });
