import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '../../contract/limits.js';
import {
  PermissionList,
  RolePaymentMethods,
  RolePaymentMethodsBody,
  RolePaymentMethodsSaved,
  RolePermissionsBody,
  RolePermissionsSaved,
  RolePermissionsSyncAnswer,
  RolePermissionsSyncBody,
} from '../../contract/roles.js';
import { requireAccess } from '../auth/guard.js';
import type { RouteOptions } from '../context.js';
import { HttpError } from '../http/errors.js';
import { pathId, pathIdOptions } from '../http/pathId.js';
import { refusalLoggedTransaction, userManagerOf } from '../users/policyStore.js';
import { ROLE_MESSAGES, assertMethodsEditable, assertPermissionsEditable } from './rules.js';
import {
  findRole,
  loadPermissions,
  replaceRolePaymentMethods,
  replaceRolePermissions,
  rolePaymentMethodIds,
} from './store.js';

const tags = ['roles'];

/** What a role grants: its permissions and the payment methods its holders see. */
export async function rolePermissionRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const { db } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const rolePath = pathIdOptions(ROLE_MESSAGES.notFound);
  const roleId = (params: { id: string }) => pathId(params.id, ROLE_MESSAGES.notFound);

  api.get(
    '/roles/:id/permissions',
    {
      ...rolePath,
      preValidation: requireAccess('roles', 'list'),
      schema: { tags, summary: "A role's permissions", params: IdParams, response: { 200: PermissionList } },
    },
    async (request) => {
      const role = await findRole(db, roleId(request.params));
      return (await loadPermissions(db)).filter((p) => role.permissions.includes(p.name));
    },
  );

  api.put(
    '/roles/:id/permissions',
    {
      ...rolePath,
      preValidation: requireAccess('roles', 'permissions'),
      schema: {
        tags,
        summary: "Replace a role's permissions (the admin role's are fixed)",
        params: IdParams,
        body: RolePermissionsBody,
        response: { 200: RolePermissionsSaved },
      },
    },
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
        message: `${role.display_name} rolünün yetkileri başarıyla güncellendi`,
        permissions,
      };
    },
  );

  api.get(
    '/roles/:id/payment-methods',
    {
      ...rolePath,
      preValidation: requireAccess('roles', 'list'),
      schema: {
        tags,
        summary: "Ids of the payment methods a role's holders see",
        params: IdParams,
        response: { 200: RolePaymentMethods },
      },
    },
    async (request) => rolePaymentMethodIds(db, await findRole(db, roleId(request.params))),
  );

  api.put(
    '/roles/:id/payment-methods',
    {
      ...rolePath,
      preValidation: requireAccess('roles', 'payment_methods'),
      schema: {
        tags,
        summary: "Replace the payment methods a role's holders see (admin and casi see all)",
        params: IdParams,
        body: RolePaymentMethodsBody,
        response: { 200: RolePaymentMethodsSaved },
      },
    },
    async (request) => {
      const role = await findRole(db, roleId(request.params));
      assertMethodsEditable(role);
      const manager = await userManagerOf(request, db);
      const paymentMethodIds = await refusalLoggedTransaction(db, manager, (trx) =>
        replaceRolePaymentMethods(trx, role, request.body.paymentMethodIds, manager),
      );
      return { status: 'success', message: 'Rol ödeme yöntemleri başarıyla güncellendi', paymentMethodIds };
    },
  );

  api.post(
    '/roles/permissions/sync',
    {
      preValidation: requireAccess('roles', 'sync_permissions'),
      schema: {
        tags,
        summary: 'Replace the permissions of several roles; each role succeeds or fails on its own',
        body: RolePermissionsSyncBody,
        response: { 200: RolePermissionsSyncAnswer },
      },
    },
    async (request) => {
      const manager = await userManagerOf(request, db);
      const results: Array<{ role_id: number; status: 'success' | 'error'; message: string }> = [];
      for (const entry of request.body.roles) {
        try {
          const role = await findRole(db, entry.role_id);
          assertPermissionsEditable(role);
          await refusalLoggedTransaction(db, manager, (trx) =>
            replaceRolePermissions(trx, role, entry.permission_ids, manager),
          );
          results.push({ role_id: role.id, status: 'success', message: 'Güncellendi' });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({ role_id: entry.role_id, status: 'error', message: error.message });
        }
      }
      return { results };
    },
  );
}
