import { RoleRoutes } from '../../contract/roles.js';
import type { RoutePlugin } from '../context.js';
import { HttpError, badRequest } from '../http/errors.js';
import { pathId, pathIdOptions } from '../http/pathId.js';
import { routeOptions } from '../http/routeOptions.js';
import { refusalLoggedTransaction, userManagerOf } from '../users/policyStore.js';
import { ROLE_MESSAGES, assertMethodsEditable, assertPermissionsEditable } from './rules.js';
import {
  findRole,
  loadPermissions,
  replaceRolePaymentMethods,
  replaceRolePermissions,
  rolePaymentMethodIds,
} from './store.js';
import { serverText } from '../i18n/catalog.js';

/** What a role grants: its permissions and the payment methods its holders see. */
export const rolePermissionRoutes: RoutePlugin = async (api, { ctx }) => {
  const { db } = ctx;
  const rolePath = pathIdOptions(ROLE_MESSAGES.notFound);
  const roleId = (params: { id: string }) => pathId(params.id, ROLE_MESSAGES.notFound);

  api.get(
    '/roles/:id/permissions',
    { ...routeOptions(RoleRoutes.rolePermissions), ...rolePath },
    async (request) => {
      const role = await findRole(db, roleId(request.params));
      return (await loadPermissions(db)).filter((p) => role.permissions.includes(p.name));
    },
  );

  api.put(
    '/roles/:id/permissions',
    { ...routeOptions(RoleRoutes.replacePermissions), ...rolePath },
    async (request) => {
      const role = await findRole(db, roleId(request.params));
      assertPermissionsEditable(role);
      const ids = Array.isArray(request.body) ? request.body : request.body.permissionIds;
      const manager = await userManagerOf(request, db);
      const permissions = await refusalLoggedTransaction(db, manager, (trx) =>
        replaceRolePermissions(trx, role, ids, manager),
      );
      return {
        status: 'success',
        message: serverText('server.roles.permissionsUpdated', { role: role.display_name }),
        permissions,
      };
    },
  );

  api.get(
    '/roles/:id/payment-methods',
    { ...routeOptions(RoleRoutes.paymentMethods), ...rolePath },
    async (request) => rolePaymentMethodIds(db, await findRole(db, roleId(request.params))),
  );

  api.put(
    '/roles/:id/payment-methods',
    { ...routeOptions(RoleRoutes.replacePaymentMethods), ...rolePath },
    async (request) => {
      const role = await findRole(db, roleId(request.params));
      assertMethodsEditable(role);
      const manager = await userManagerOf(request, db);
      const paymentMethodIds = await refusalLoggedTransaction(db, manager, (trx) =>
        replaceRolePaymentMethods(trx, role, request.body.paymentMethodIds, manager),
      );
      return { status: 'success', message: serverText('server.roles.methodsUpdated'), paymentMethodIds };
    },
  );

  api.post('/roles/permissions/sync', routeOptions(RoleRoutes.syncPermissions), async (request) => {
    const manager = await userManagerOf(request, db);
    const named = new Set<number>();
    for (const { role_id } of request.body.roles) {
      if (named.has(role_id)) throw badRequest(serverText('server.roles.syncRoleRepeated', { id: role_id }));
      named.add(role_id);
    }
    const results: Array<{ role_id: number; status: 'success' | 'error'; message: string }> = [];
    for (const entry of request.body.roles) {
      try {
        const role = await findRole(db, entry.role_id);
        assertPermissionsEditable(role);
        await refusalLoggedTransaction(db, manager, (trx) =>
          replaceRolePermissions(trx, role, entry.permission_ids, manager),
        );
        results.push({ role_id: role.id, status: 'success', message: serverText('server.roles.synced') });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        results.push({ role_id: entry.role_id, status: 'error', message: error.message });
      }
    }
    return { results };
  });
};
