import type { FastifyReply, FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { LogListFilter, LogRoutes } from '../../contract/logs.js';
import type { PageQuery } from '../../contract/limits.js';
import { visiblePaymentMethodIds } from '../auth/visibility.js';
import type { RoutePlugin } from '../context.js';
import { actorOf } from '../http/actor.js';
import { badRequest } from '../http/errors.js';
import { routeOptions } from '../http/routeOptions.js';
import { contentRange, parseListParams } from '../http/simpleRest.js';
import { clearLogs, logPage } from './store.js';
import { serverText } from '../i18n/catalog.js';

/** The system log: pages of it (scoped to the payment methods the caller sees) and clearing it. */
export const logRoutes: RoutePlugin = async (api, { ctx }) => {
  const { db, dialect } = ctx;

  /** A page of the logs the caller may see; `forcedAction` overrides the filter's action. */
  async function answerPage(
    request: FastifyRequest,
    reply: FastifyReply,
    query: PageQuery,
    forcedAction?: string,
  ) {
    const params = parseListParams(query, { sortField: 'created_at', sortOrder: 'desc', limit: 50 });
    const filter = params.filter;
    if (!Value.Check(LogListFilter, filter)) throw badRequest(serverText('server.http.invalidFilter'));
    const visible = visiblePaymentMethodIds(actorOf(request).auth);
    const page = await logPage(
      db,
      dialect,
      params,
      { q: filter.q, action: forcedAction ?? filter.action },
      visible,
    );
    reply.header('Content-Range', contentRange('logs', params.offset, page.rows.length, page.total));
    return page.rows;
  }

  api.get('/logs', routeOptions(LogRoutes.list), async (request, reply) =>
    answerPage(request, reply, request.query),
  );
  api.get('/logs/deletions', routeOptions(LogRoutes.deletions), async (request, reply) =>
    answerPage(request, reply, request.query, 'deletions'),
  );
  api.get('/logs/action/:action', routeOptions(LogRoutes.byAction), async (request, reply) =>
    answerPage(request, reply, request.query, request.params.action),
  );

  api.delete('/logs/clear', routeOptions(LogRoutes.clear), async (request) => {
    const actor = actorOf(request);
    const count = await db.transaction().execute((trx) => clearLogs(trx, actor));
    return { count, message: serverText('server.logs.cleared', { count }) };
  });
};
