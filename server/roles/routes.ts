import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { IdParams } from '../../contract/limits.js';
import {
  PermissionList,
  PermissionListSetup,
  RoleCreateBody,
  RoleCreated,
  RoleDeleted,
  RoleList,
  RoleListSetup,
  RolePermissionsBasic,
} from '../../contract/roles.js';
import { requireAccess } from '../auth/guard.js';
import type { RouteOptions } from '../context.js';
import { actorOf } from '../http/actor.js';
import { pathId, pathIdOptions } from '../http/pathId.js';
import { ROLE_MESSAGES, assertDeletable, newRoleOf } from './rules.js';
import { deleteRole, findRole, insertRole, loadPermissions, loadRoles } from './store.js';

const tags = ['roles'];

/** The roles and the permission catalogue (read by every signed-in user), adding and deleting roles. */
export async function roleRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const { db } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const readRoute = <T extends TSchema>(summary: string, response: T) => ({
    preValidation: requireAccess('roles', 'list'),
    schema: { tags, summary, response: { 200: response } },
  });

  api.get('/roles', readRoute('Every role with its permissions and methods', RoleList), async () =>
    loadRoles(db),
  );
  api.get('/roles/setup', readRoute('The role list again, wrapped', RoleListSetup), async () => ({
    success: true,
    data: await loadRoles(db),
  }));
  api.get('/roles/permissions/all', readRoute('The permission catalogue', PermissionList), async () =>
    loadPermissions(db),
  );
  api.get(
    '/roles/permissions/setup',
    readRoute('The permission catalogue again, wrapped', PermissionListSetup),
    async () => ({ success: true, data: await loadPermissions(db) }),
  );
  api.get(
    '/roles/permissions/basic',
    readRoute('Every role with its permission names', RolePermissionsBasic),
    async () =>
      (await loadRoles(db)).map(({ id, name, display_name, permissions }) => ({
        id,
        name,
        display_name,
        permissions,
      })),
  );

  api.post(
    '/roles',
    {
      preValidation: requireAccess('roles', 'create'),
      schema: {
        tags,
        summary: 'Add a role (without permissions)',
        body: RoleCreateBody,
        response: { 201: RoleCreated },
      },
    },
    async (request, reply) => {
      const role = newRoleOf(request.body);
      const actor = actorOf(request);
      const id = await db.transaction().execute((trx) => insertRole(trx, role, actor));
      const created = await findRole(db, id);
      return reply.status(201).send({ ...created, message: 'Yeni rol başarıyla eklendi' });
    },
  );

  api.delete(
    '/roles/:id',
    {
      ...pathIdOptions(ROLE_MESSAGES.notFound),
      preValidation: requireAccess('roles', 'delete'),
      schema: {
        tags,
        summary: 'Delete a role nobody holds',
        params: IdParams,
        response: { 200: RoleDeleted },
      },
    },
    async (request) => {
      const role = await findRole(db, pathId(request.params.id, ROLE_MESSAGES.notFound));
      assertDeletable(role);
      const actor = actorOf(request);
      await db.transaction().execute((trx) => deleteRole(trx, role, actor));
      return { id: role.id, message: 'Rol başarıyla silindi' };
    },
  );
}
