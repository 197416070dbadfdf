import type {
  PermissionRecord,
  RolePaymentMethodsSaved,
  RolePermissionsSaved,
  RolePermissionsSyncAnswer,
  RolePermissionsSyncBody,
  RoleRecord,
} from '../../contract/roles';
import { apiRequest, httpStatusOf } from './httpClient';

/** The role calls beyond the roles resource's list, create and delete. */
export interface RoleCalls {
  /** GET /roles, and /roles/setup when the first call is refused (401 or 403). */
  getRoles: () => Promise<RoleRecord[]>;
  /** GET /roles/permissions/all, and /roles/permissions/setup when the first call is refused. */
  getAllPermissions: () => Promise<PermissionRecord[]>;
  getRolePermissions: (roleId: number) => Promise<PermissionRecord[]>;
  putRolePermissions: (roleId: number, permissionIds: number[]) => Promise<RolePermissionsSaved>;
  /** Ids of the payment methods the role's holders see. */
  getRolePaymentMethods: (roleId: number) => Promise<number[]>;
  putRolePaymentMethods: (roleId: number, paymentMethodIds: number[]) => Promise<RolePaymentMethodsSaved>;
  /** Sets the permissions of several roles at once; a failed role does not stop the others. */
  syncRolePermissions: (roles: RolePermissionsSyncBody['roles']) => Promise<RolePermissionsSyncAnswer>;
}

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

const isRefused = (error: unknown) => [401, 403].includes(httpStatusOf(error) ?? 0);

/** The list at `path`, or at its `fallbackPath` when the first call is refused. */
async function listWithFallback<T>(path: string, fallbackPath: string): Promise<T[]> {
  try {
    return asArray<T>(await apiRequest(path));
  } catch (error) {
    if (!isRefused(error)) throw error;
    return asArray<T>(await apiRequest(fallbackPath));
  }
}

export const roleCalls: RoleCalls = {
  getRoles: () => listWithFallback<RoleRecord>('/roles', '/roles/setup'),

  getAllPermissions: () =>
    listWithFallback<PermissionRecord>('/roles/permissions/all', '/roles/permissions/setup'),

  getRolePermissions: async (roleId) =>
    asArray<PermissionRecord>(await apiRequest(`/roles/${roleId}/permissions`)),

  putRolePermissions: (roleId, permissionIds) =>
    apiRequest<RolePermissionsSaved>(`/roles/${roleId}/permissions`, { method: 'PUT', body: permissionIds }),

  getRolePaymentMethods: async (roleId) =>
    asArray<unknown>(await apiRequest(`/roles/${roleId}/payment-methods`)).map(Number),

  putRolePaymentMethods: (roleId, paymentMethodIds) =>
    apiRequest<RolePaymentMethodsSaved>(`/roles/${roleId}/payment-methods`, {
      method: 'PUT',
      body: { paymentMethodIds },
    }),

  syncRolePermissions: (roles) =>
    apiRequest<RolePermissionsSyncAnswer>('/roles/permissions/sync', { method: 'POST', body: { roles } }),
};
