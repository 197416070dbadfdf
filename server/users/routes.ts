import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import { IdParams, PageQuery, flagValue } from '../../contract/limits.js';
import {
  UserCreateBody,
  UserDeleted,
  UserList,
  UserListFilter,
  UserRecord,
  UserSaved,
  UserUpdateBody,
} from '../../contract/users.js';
import { requireAccess } from '../auth/guard.js';
import type { RouteOptions } from '../context.js';
import { listOrderBy } from '../db/turkishText.js';
import { containsAny } from '../http/containsSearch.js';
import { badRequest } from '../http/errors.js';
import { pathId, pathIdOptions } from '../http/pathId.js';
import { contentRange, parseListParams, sortColumnOf } from '../http/simpleRest.js';
import { refusalLoggedTransaction, userManagerOf } from './policyStore.js';
import { USER_MESSAGES, userFields } from './rules.js';
import { createUser, deleteUser, loadUserJson, updateUser, userJson } from './store.js';
import { selectUsers } from './userRow.js';

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
/** Sorted in Turkish alphabet order. */
const TEXT_SORT_FIELDS: ReadonlySet<string> = new Set([
  'username',
  'full_name',
  'email',
  'role_display_name',
]);

const tags = ['users'];

export async function userRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const { db, dialect } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/users',
    {
      preValidation: requireAccess('users', 'list'),
      schema: {
        tags,
        summary: 'A page of users; filter { q, role_id, is_active }',
        querystring: PageQuery,
        response: { 200: UserList },
      },
    },
    async (request, reply) => {
      const params = parseListParams(request.query, { sortField: 'username', sortOrder: 'asc', limit: 25 });
      const sortField = params.sortField ?? 'username';
      const sortBy = listOrderBy(sortColumnOf(SORTABLE, sortField), TEXT_SORT_FIELDS.has(sortField), dialect);
      const filter = params.filter;
      if (!Value.Check(UserListFilter, filter)) throw badRequest('Geçersiz filtre değeri');
      const { q, role_id: roleId, is_active: isActive } = filter;
      let query = selectUsers(db);
      if (q?.trim()) {
        query = query.where((eb) =>
          containsAny(eb, ['users.username', 'users.email', 'users.full_name'], q.trim(), dialect),
        );
      }
      if (typeof roleId === 'number') query = query.where('users.role_id', '=', roleId);
      if (isActive !== undefined && isActive !== null && isActive !== '') {
        query = query.where('users.is_active', '=', flagValue(isActive) ? 1 : 0);
      }
      const [rows, count] = await Promise.all([
        query
          .orderBy(sortBy, params.sortOrder)
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
    },
  );

  const userPath = pathIdOptions(USER_MESSAGES.notFound);
  const userId = (params: { id: string }) => pathId(params.id, USER_MESSAGES.notFound);

  api.get(
    '/users/:id',
    {
      ...userPath,
      preValidation: requireAccess('users', 'show'),
      schema: { tags, summary: 'One user', params: IdParams, response: { 200: UserRecord } },
    },
    async (request) => loadUserJson(db, userId(request.params)),
  );

  api.post(
    '/users',
    {
      preValidation: requireAccess('users', 'create'),
      schema: { tags, summary: 'Create a user', body: UserCreateBody, response: { 201: UserSaved } },
    },
    async (request, reply) => {
      const fields = userFields(request.body, 'create');
      const manager = await userManagerOf(request, db);
      const id = await refusalLoggedTransaction(db, manager, (trx) => createUser(trx, fields, manager));
      return reply
        .status(201)
        .send({ ...(await loadUserJson(db, id)), message: 'Kullanıcı başarıyla eklendi' });
    },
  );

  api.put(
    '/users/:id',
    {
      ...userPath,
      preValidation: requireAccess('users', 'edit'),
      schema: {
        tags,
        summary: 'Edit a user; an empty password leaves it unchanged',
        params: IdParams,
        body: UserUpdateBody,
        response: { 200: UserSaved },
      },
    },
    async (request) => {
      const id = userId(request.params);
      const fields = userFields(request.body, 'update');
      const manager = await userManagerOf(request, db);
      await refusalLoggedTransaction(db, manager, (trx) => updateUser(trx, dialect, id, fields, manager));
      return { ...(await loadUserJson(db, id)), message: 'Kullanıcı başarıyla güncellendi' };
    },
  );

  api.delete(
    '/users/:id',
    {
      ...userPath,
      preValidation: requireAccess('users', 'delete'),
      schema: { tags, summary: 'Delete a user', params: IdParams, response: { 200: UserDeleted } },
    },
    async (request) => {
      const id = userId(request.params);
      const manager = await userManagerOf(request, db);
      await refusalLoggedTransaction(db, manager, (trx) => deleteUser(trx, dialect, id, manager));
      return { id, message: 'Kullanıcı başarıyla silindi' };
    },
  );
}
