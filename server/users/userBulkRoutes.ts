import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdSchema } from '../http/inputLimits.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteOptions } from '../context.js';
import { HttpError } from '../http/errors.js';
import { requireUserManager, userActor } from './userAccess.js';
import { parseUserFields } from './userInput.js';
import { UserChangeForbidden, logRefusal } from './userPolicy.js';
import { deleteUser, insertUser, updateUser } from './userService.js';

const MAX_IMPORT = 500;

interface ImportError {
  index: number;
  username: string | null;
  message: string;
}

class ImportFailed extends Error {
  constructor(
    readonly errors: ImportError[],
    readonly refusals: UserChangeForbidden[],
  ) {
    super('import failed');
  }
}

export async function userBulkRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/users/bulk',
    {
      preValidation: requireUserManager,
      schema: {
        tags: ['users'],
        summary: 'Activate, deactivate or delete many users; each checked and logged on its own',
        body: Type.Object({
          action: Type.Union([Type.Literal('activate'), Type.Literal('deactivate'), Type.Literal('delete')]),
          ids: Type.Array(IdSchema, { minItems: 1, maxItems: 500 }),
        }),
      },
    },
    async (request) => {
      const actor = await userActor(request, ctx.db);
      const succeeded: number[] = [];
      const failed: Array<{ id: number; message: string }> = [];
      for (const id of [...new Set(request.body.ids)]) {
        try {
          if (request.body.action === 'delete') await deleteUser(ctx, id, actor);
          else await updateUser(ctx, id, { is_active: request.body.action === 'activate' }, actor);
          succeeded.push(id);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          failed.push({ id, message: error.message });
        }
      }
      return { succeeded, failed };
    },
  );

  // The users of a JSON file, validated as a whole and created in one transaction or not at all.
  app.post(
    '/scripts/create-users-from-json',
    {
      preValidation: requireUserManager,
      schema: { tags: ['users'], summary: 'Create users from a JSON array' },
    },
    async (request, reply) => {
      const body = request.body as unknown;
      const list = Array.isArray(body) ? body : (body as { users?: unknown })?.users;
      if (!Array.isArray(list) || list.length === 0 || list.length > MAX_IMPORT) {
        return reply.status(400).send({
          success: false,
          message: `Dosya 1 ile ${MAX_IMPORT} arasında kullanıcı içeren bir JSON dizisi olmalıdır`,
          errors: [],
        });
      }
      const actor = await userActor(request, ctx.db);
      try {
        const created = await ctx.db.transaction().execute(async (tx) => {
          const errors: ImportError[] = [];
          const refusals: UserChangeForbidden[] = [];
          const results: Array<{ username: string; id: number }> = [];
          const seen = new Set<string>();
          for (const [index, item] of list.entries()) {
            const username = typeof item?.username === 'string' ? item.username : null;
            try {
              if (typeof item !== 'object' || item === null) throw new HttpError(400, 'Geçersiz kayıt');
              const fields = parseUserFields(item as Record<string, unknown>, 'create');
              if (seen.has(fields.username as string))
                throw new HttpError(409, 'Dosyada aynı kullanıcı adı birden fazla kez var');
              seen.add(fields.username as string);
              results.push({ username: fields.username as string, id: await insertUser(tx, fields, actor) });
            } catch (error) {
              if (!(error instanceof HttpError)) throw error;
              if (error instanceof UserChangeForbidden) refusals.push(error);
              errors.push({ index, username, message: error.message });
            }
          }
          if (errors.length > 0) throw new ImportFailed(errors, refusals);
          return results;
        });
        return { success: true, message: `${created.length} kullanıcı oluşturuldu`, created };
      } catch (error) {
        if (!(error instanceof ImportFailed)) throw error;
        // Logged once the import's transaction has rolled back, so the log rows survive it.
        for (const refusal of error.refusals) await logRefusal(ctx.db, actor, refusal);
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
