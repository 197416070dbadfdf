import { RoleRoutes } from '../../contract/roles.js';
import type { RoutePlugin } from '../context.js';
import { actorOf } from '../http/actor.js';
import { pathId, pathIdOptions } from '../http/pathId.js';
import { routeOptions } from '../http/routeOptions.js';
import { ROLE_MESSAGES, assertDeletable, newRoleOf } from './rules.js';
import { deleteRole, findRole, insertRole, loadPermissions, loadRoles } from './store.js';
import { serverText } from '../i18n/catalog.js';

/** The roles and the permission catalogue (read by every signed-in user), adding and deleting roles. */
export const roleRoutes: RoutePlugin = async (api, { ctx }) => {
  const { db } = ctx;

  api.get('/roles', routeOptions(RoleRoutes.list), async () => loadRoles(db));
  api.get('/roles/setup', routeOptions(RoleRoutes.listSetup), async () => ({
    success: true,
    data: await loadRoles(db),
  }));
  api.get('/roles/permissions/all', routeOptions(RoleRoutes.permissions), async () => loadPermissions(db));
  api.get('/roles/permissions/setup', routeOptions(RoleRoutes.permissionsSetup), async () => ({
    success: true,
    data: await loadPermissions(db),
  }));
  api.get('/roles/permissions/basic', routeOptions(RoleRoutes.permissionsBasic), async () =>
    (await loadRoles(db)).map(({ id, name, display_name, permissions }) => ({
      id,
      name,
      display_name,
      permissions,
    })),
  );

  api.post('/roles', routeOptions(RoleRoutes.create), async (request, reply) => {
    const role = newRoleOf(request.body);
    const actor = actorOf(request);
    const id = await db.transaction().execute((trx) => insertRole(trx, role, actor));
    const created = await findRole(db, id);
    return reply.status(201).send({ ...created, message: serverText('server.roles.created') });
  });

  api.delete(
    '/roles/:id',
    { ...routeOptions(RoleRoutes.delete), ...pathIdOptions(ROLE_MESSAGES.notFound) },
    async (request) => {
      const role = await findRole(db, pathId(request.params.id, ROLE_MESSAGES.notFound));
      assertDeletable(role);
      const actor = actorOf(request);
      await db.transaction().execute((trx) => deleteRole(trx, role, actor));
      return { id: role.id, message: serverText('server.roles.deleted') };
    },
  );
};
