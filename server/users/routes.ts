import { Value } from 'typebox/value';
import { flagValue } from '../../contract/limits.js';
import { UserListFilter, UserRoutes } from '../../contract/users.js';
import type { RoutePlugin } from '../context.js';
import { listOrderBy } from '../db/turkishText.js';
import { containsAny } from '../http/containsSearch.js';
import { badRequest } from '../http/errors.js';
import { pathId, pathIdOptions } from '../http/pathId.js';
import { contentRange, parseListParams, sortColumnOf } from '../http/simpleRest.js';
import { refusalLoggedTransaction, userManagerOf } from './policyStore.js';
import { USER_MESSAGES, userFields } from './rules.js';
import { createUser, deleteUser, loadUserJson, updateUser, userJson } from './store.js';
import { selectUsers } from './userRow.js';
import { routeOptions } from '../http/routeOptions.js';
import { serverText } from '../i18n/catalog.js';

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

export const userRoutes: RoutePlugin = async (api, { ctx }) => {
  const { db, dialect } = ctx;

  api.get('/users', routeOptions(UserRoutes.list), async (request, reply) => {
    const params = parseListParams(request.query, { sortField: 'username', sortOrder: 'asc', limit: 25 });
    const sortField = params.sortField ?? 'username';
    const sortBy = listOrderBy(sortColumnOf(SORTABLE, sortField), TEXT_SORT_FIELDS.has(sortField), dialect);
    const filter = params.filter;
    if (!Value.Check(UserListFilter, filter)) throw badRequest(serverText('server.http.invalidFilter'));
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
  });

  const userPath = pathIdOptions(USER_MESSAGES.notFound);
  const userId = (params: { id: string }) => pathId(params.id, USER_MESSAGES.notFound);

  api.get('/users/:id', { ...routeOptions(UserRoutes.show), ...userPath }, async (request) =>
    loadUserJson(db, userId(request.params)),
  );

  api.post('/users', routeOptions(UserRoutes.create), async (request, reply) => {
    const fields = userFields(request.body, 'create');
    const manager = await userManagerOf(request, db);
    const id = await refusalLoggedTransaction(db, manager, (trx) => createUser(trx, fields, manager));
    return reply
      .status(201)
      .send({ ...(await loadUserJson(db, id)), message: serverText('server.users.created') });
  });

  api.put('/users/:id', { ...routeOptions(UserRoutes.update), ...userPath }, async (request) => {
    const id = userId(request.params);
    const fields = userFields(request.body, 'update');
    const manager = await userManagerOf(request, db);
    await refusalLoggedTransaction(db, manager, (trx) => updateUser(trx, dialect, id, fields, manager));
    return { ...(await loadUserJson(db, id)), message: serverText('server.users.updated') };
  });

  api.delete('/users/:id', { ...routeOptions(UserRoutes.delete), ...userPath }, async (request) => {
    const id = userId(request.params);
    const manager = await userManagerOf(request, db);
    await refusalLoggedTransaction(db, manager, (trx) => deleteUser(trx, dialect, id, manager));
    return { id, message: serverText('server.users.deleted') };
  });
};
