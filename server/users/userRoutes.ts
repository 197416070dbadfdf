import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context.js';
import { containsAny } from '../http/containsSearch.js';
import { badRequest, notFound } from '../http/errors.js';
import { asId } from '../http/inputLimits.js';
import { contentRange, parseListParams, sortColumnOf } from '../http/simpleRest.js';
import { requireUserManager, userActor } from './userAccess.js';
import { USER_MESSAGES, parseFlag, parseUserFields } from './userInput.js';
import { loggingRefusals } from './userPolicy.js';
import { deleteUser, insertUser, loadUserJson, selectUsers, updateUser, userJson } from './userService.js';

const SORTABLE = {
  id: 'users.id',
  username: 'users.username',
  full_name: 'users.full_name',
  email: 'users.email',
  role_display_name: 'roles.display_name',
  is_active: 'users.is_active',
  is_2fa_enabled: 'users.is_2fa_enabled',
  created_at: 'users.created_at',
} as const;

const parseId = (raw: string) => {
  if (!/^\d{1,9}$/.test(raw)) throw notFound(USER_MESSAGES.notFound);
  return Number(raw);
};

export async function userRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const { db } = ctx;
  const route = { preValidation: requireUserManager, schema: { tags: ['users'] } };

  app.get('/users', route, async (request, reply) => {
    const params = parseListParams(request.query as Record<string, unknown>, {
      sortField: 'username',
      sortOrder: 'asc',
      limit: 25,
    });
    const sortColumn = sortColumnOf(SORTABLE, params.sortField ?? 'username');
    const { q, role_id: roleId, is_active: isActive } = params.filter;
    let query = selectUsers(db);
    if (typeof q === 'string' && q.trim()) {
      query = query.where((eb) =>
        containsAny(eb, ['users.username', 'users.email', 'users.full_name'], q.trim()),
      );
    }
    if (roleId !== undefined && roleId !== '' && roleId !== null) {
      const id = asId(roleId);
      if (id === null) throw badRequest('Geçersiz filtre değeri');
      query = query.where('users.role_id', '=', id);
    }
    const active = parseFlag(isActive);
    if (active !== undefined) query = query.where('users.is_active', '=', active ? 1 : 0);
    const [rows, count] = await Promise.all([
      query
        .orderBy(sortColumn, params.sortOrder)
        .orderBy('users.id', params.sortOrder)
        .limit(params.limit)
        .offset(params.offset)
        .execute(),
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    reply.header('Content-Range', contentRange('users', params.offset, rows.length, Number(count.total)));
    return rows.map(userJson);
  });

  app.get<{ Params: { id: string } }>('/users/:id', route, async (request) =>
    loadUserJson(db, parseId(request.params.id)),
  );

  app.post('/users', route, async (request, reply) => {
    const fields = parseUserFields((request.body ?? {}) as Record<string, unknown>, 'create');
    const actor = await userActor(request, db);
    const id = await loggingRefusals(db, actor, () =>
      db.transaction().execute((tx) => insertUser(tx, fields, actor)),
    );
    return reply
      .status(201)
      .send({ ...(await loadUserJson(db, id)), message: 'Kullanıcı başarıyla eklendi' });
  });

  app.put<{ Params: { id: string } }>('/users/:id', route, async (request) => {
    const id = parseId(request.params.id);
    const body = { ...((request.body ?? {}) as Record<string, unknown>) };
    // The spec's form sends an empty password when it is not to change.
    if (body.password === '') delete body.password;
    await updateUser(ctx, id, parseUserFields(body, 'update'), await userActor(request, db));
    return { ...(await loadUserJson(db, id)), message: 'Kullanıcı başarıyla güncellendi' };
  });

  app.delete<{ Params: { id: string } }>('/users/:id', route, async (request) => {
    const id = parseId(request.params.id);
    await deleteUser(ctx, id, await userActor(request, db));
    return { id, message: 'Kullanıcı başarıyla silindi' };
  });
}
