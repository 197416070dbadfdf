import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  UserBulkAnswer,
  UserBulkBody,
  UserImportAnswer,
  UserImportBody,
  UserImportRefusal,
} from '../../contract/users.js';
import { requireAccess } from '../auth/guard.js';
import type { RouteOptions } from '../context.js';
import { HttpError } from '../http/errors.js';
import { ImportRefused, importUsers } from './importStore.js';
import { refusalLoggedTransaction, userManagerOf } from './policyStore.js';
import { deleteUser, updateUser } from './store.js';

const tags = ['users'];

export async function userBulkRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const { db, dialect } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/users/bulk',
    {
      preValidation: requireAccess('users', 'bulk'),
      schema: {
        tags,
        summary: 'Activate, deactivate or delete many users; each checked and logged on its own',
        body: UserBulkBody,
        response: { 200: UserBulkAnswer },
      },
    },
    async (request) => {
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
    },
  );

  api.post(
    '/scripts/create-users-from-json',
    {
      preValidation: requireAccess('users', 'import'),
      schema: {
        tags,
        summary: 'Create the users of a JSON file: all of them, or none when any entry is faulty',
        body: UserImportBody,
        response: { 200: UserImportAnswer, 400: UserImportRefusal, 403: UserImportRefusal },
      },
    },
    async (request, reply) => {
      const list = Array.isArray(request.body) ? request.body : request.body.users;
      const manager = await userManagerOf(request, db);
      try {
        const created = await importUsers(db, list, manager);
        return { success: true, message: `${created.length} kullanıcı oluşturuldu`, created };
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        // A file refused only for roles the caller may not grant is a 403 like a single creation.
        const status = error.errors.length === error.refusals.length ? 403 : 400;
        return reply.status(status).send({
          success: false,
          message: `${error.errors.length} kayıt hatalı; hiçbir kullanıcı oluşturulmadı`,
          errors: error.errors,
        });
      }
    },
  );
}
