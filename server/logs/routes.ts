import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import { LogActionParams, LogListFilter, LogsCleared, SystemLogList } from '../../contract/logs.js';
import { PageQuery } from '../../contract/limits.js';
import { requireAccess } from '../auth/guard.js';
import { visiblePaymentMethodIds } from '../auth/visibility.js';
import type { RouteOptions } from '../context.js';
import { actorOf } from '../http/actor.js';
import { badRequest } from '../http/errors.js';
import { contentRange, parseListParams } from '../http/simpleRest.js';
import { clearLogs, logPage } from './store.js';

const tags = ['logs'];

export async function logRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const { db } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const listRoute = (summary: string) => ({
    preValidation: requireAccess('logs', 'list'),
    schema: { tags, summary, querystring: PageQuery, response: { 200: SystemLogList } },
  });
  const actionRoute = listRoute('A page of one action in the system log');

  /** A page of the logs the caller may see; `forcedAction` overrides the filter's action. */
  async function answerPage(
    request: FastifyRequest,
    reply: FastifyReply,
    query: PageQuery,
    forcedAction?: string,
  ) {
    const params = parseListParams(query, { sortField: 'created_at', sortOrder: 'desc', limit: 50 });
    const filter = params.filter;
    if (!Value.Check(LogListFilter, filter)) throw badRequest('Geçersiz filtre değeri');
    const visible = await visiblePaymentMethodIds(db, actorOf(request).auth);
    const page = await logPage(db, params, { q: filter.q, action: forcedAction ?? filter.action }, visible);
    reply.header('Content-Range', contentRange('logs', params.offset, page.rows.length, page.total));
    return page.rows;
  }

  api.get('/logs', listRoute('A page of the system log; filter { q, action }'), async (request, reply) =>
    answerPage(request, reply, request.query),
  );
  api.get('/logs/deletions', listRoute('A page of the deletions in the system log'), async (request, reply) =>
    answerPage(request, reply, request.query, 'deletions'),
  );
  api.get(
    '/logs/action/:action',
    { ...actionRoute, schema: { ...actionRoute.schema, params: LogActionParams } },
    async (request, reply) => answerPage(request, reply, request.query, request.params.action),
  );

  api.delete(
    '/logs/clear',
    {
      preValidation: requireAccess('logs', 'clear'),
      schema: {
        tags,
        summary: 'Delete every system log row (the clearing itself is logged)',
        response: { 200: LogsCleared },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const count = await db.transaction().execute((trx) => clearLogs(trx, actor));
      return { count, message: `Loglar başarıyla temizlendi. Silinen kayıt sayısı: ${count}` };
    },
  );
}
