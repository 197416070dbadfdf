import type { RoutePlugin } from '../context.js';
import { HttpError } from '../http/errors.js';
import { ImportRefused, importUsers } from './importStore.js';
import { refusalLoggedTransaction, userManagerOf } from './policyStore.js';
import { deleteUser, updateUser } from './store.js';
import { UserRoutes } from '../../contract/users.js';
import { routeOptions } from '../http/routeOptions.js';
import { serverText } from '../i18n/catalog.js';

export const userBulkRoutes: RoutePlugin = async (api, { ctx }) => {
  const { db, dialect } = ctx;

  api.post('/users/bulk', routeOptions(UserRoutes.bulk), async (request) => {
    const manager = await userManagerOf(request, db);
    const { action } = request.body;
    const succeeded: number[] = [];
    const failed: Array<{ id: number; message: string }> = [];
    for (const id of [...new Set(request.body.ids)]) {
      try {
        await refusalLoggedTransaction(db, manager, (trx) =>
          action === 'delete'
            ? deleteUser(trx, dialect, id, manager)
            : updateUser(trx, dialect, id, { is_active: action === 'activate' }, manager),
        );
        succeeded.push(id);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        failed.push({ id, message: error.message });
      }
    }
    return { succeeded, failed };
  });

  api.post('/scripts/create-users-from-json', routeOptions(UserRoutes.importJson), async (request, reply) => {
    const list = Array.isArray(request.body) ? request.body : request.body.users;
    const manager = await userManagerOf(request, db);
    try {
      const created = await importUsers(db, list, manager);
      return {
        success: true,
        message: serverText('server.users.imported', { smart_count: created.length }),
        created,
      };
    } catch (error) {
      if (!(error instanceof ImportRefused)) throw error;
      // A file refused only for roles the caller may not grant is a 403 like a single creation.
      const status = error.errors.length === error.refusals.length ? 403 : 400;
      return reply.status(status).send({
        success: false,
        message: serverText('server.users.importRefused', { smart_count: error.errors.length }),
        errors: error.errors,
      });
    }
  });
};
