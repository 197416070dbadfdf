import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdSchema } from '../../contract/limits.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteOptions } from '../context.js';
import { HttpError, badRequest } from '../http/errors.js';
import { requireUserManager, userActor } from './userAccess.js';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/types.js';
import { USER_MESSAGES, parseUserFields, type UserFields } from './userInput.js';
import {
  UserChangeForbidden,
  assertMayGrant,
  loadPolicyRole,
  logRefusal,
  type PolicyRole,
} from './userPolicy.js';
import { deleteUser, updateUser, writeNewUsers, type UserActor } from './userService.js';

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

/** Passwords hashed at once during an import; the rest of the thread pool serves sign-ins. */
const HASH_PARALLELISM = 2;

/** `work` over `items` with at most `limit` running at once; results in input order. */
async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Checks every entry of an import without writing or hashing: format, duplicates within the file,
 * 2FA flag, the role and whether the caller may grant it, and usernames already taken (one query).
 * Throws ImportFailed listing every faulty entry; answers the parsed entries otherwise.
 */
async function checkImport(db: Kysely<Database>, list: unknown[], actor: UserActor) {
  const errors: ImportError[] = [];
  const refusals: UserChangeForbidden[] = [];
  const entries: Array<{ index: number; fields: UserFields }> = [];
  const roles = new Map<number, Promise<PolicyRole>>();
  const seen = new Set<string>();
  for (const [index, item] of list.entries()) {
    const username =
      typeof (item as { username?: unknown })?.username === 'string'
        ? (item as { username: string }).username
        : null;
    try {
      if (typeof item !== 'object' || item === null) throw new HttpError(400, 'Geçersiz kayıt');
      const fields = parseUserFields(item as Record<string, unknown>, 'create');
      if (seen.has(fields.username as string))
        throw new HttpError(409, 'Dosyada aynı kullanıcı adı birden fazla kez var');
      seen.add(fields.username as string);
      if (fields.is_2fa_enabled) throw badRequest(USER_MESSAGES.twoFactorOnlyOff);
      const roleId = fields.role_id as number;
      if (!roles.has(roleId)) roles.set(roleId, loadPolicyRole(db, roleId, USER_MESSAGES.roleMissing));
      assertMayGrant(
        actor,
        await (roles.get(roleId) as Promise<PolicyRole>),
        `yeni kullanıcı ${fields.username}`,
      );
      entries.push({ index, fields });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error instanceof UserChangeForbidden) refusals.push(error);
      errors.push({ index, username, message: error.message });
    }
  }
  const names = entries.map((entry) => entry.fields.username as string);
  const taken = new Set<string>();
  for (let i = 0; i < names.length; i += 500) {
    const rows = await db
      .selectFrom('users')
      .select('username')
      .where('username', 'in', names.slice(i, i + 500))
      .execute();
    for (const row of rows) taken.add(row.username);
  }
  for (const entry of entries) {
    if (taken.has(entry.fields.username as string))
      errors.push({
        index: entry.index,
        username: entry.fields.username as string,
        message: USER_MESSAGES.usernameTaken,
      });
  }
  if (errors.length > 0)
    throw new ImportFailed(
      errors.sort((a, b) => a.index - b.index),
      refusals,
    );
  return entries;
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
        // 1. The whole file is checked before any password is hashed: a refused file answers at once.
        const checked = await checkImport(ctx.db, list, actor);
        // 2. Hashing (argon2, ~0.1 s each) runs outside any transaction, a few at a time, so the
        //    database (SQLite's one connection) stays free for other requests meanwhile.
        const hashes = await mapBounded(checked, HASH_PARALLELISM, (entry) =>
          hashPassword(entry.fields.password as string),
        );
        // 3. One short transaction writes every user and its log row, or none: what may have changed
        //    during hashing (usernames taken, roles and their grants) is checked again inside it.
        const created = await ctx.db.transaction().execute(async (tx) => {
          await checkImport(tx, list, actor);
          const ids = await writeNewUsers(
            tx,
            checked.map((entry, i) => ({ fields: entry.fields, passwordHash: hashes[i] })),
            actor,
          );
          return checked.map((entry, i) => ({ username: entry.fields.username as string, id: ids[i] }));
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
