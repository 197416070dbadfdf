import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth, requirePermission } from '../auth/guard.js';
import { visiblePaymentMethodIds } from '../auth/visibility.js';
import type { RouteOptions } from '../context.js';
import type { Database } from '../db/types.js';
import { clientInfo } from '../http/client.js';
import { containsAny } from '../http/containsSearch.js';
import { contentRange, parseListParams, sortColumnOf, type ListParams } from '../http/simpleRest.js';
import { writeSystemLog } from './systemLog.js';

const SORTABLE = {
  id: 'id',
  created_at: 'created_at',
  action: 'action',
  username: 'username',
  ip_address: 'ip_address',
} as const;

/**
 * One page of system logs; action 'deletions' means every delete_* action. A reader sees a row about a
 * refund only when it may see that refund's payment method (`visibleMethodIds` null: every method).
 */
async function logPage(
  db: Kysely<Database>,
  params: ListParams,
  reply: FastifyReply,
  visibleMethodIds: number[] | null,
  forcedAction?: string,
) {
  const sortColumn = sortColumnOf(SORTABLE, params.sortField ?? 'created_at');
  const action = forcedAction ?? params.filter.action;
  const q = params.filter.q;
  let query = db.selectFrom('system_logs');
  if (visibleMethodIds !== null) {
    query = query.where((eb) =>
      visibleMethodIds.length === 0
        ? eb('payment_method_id', 'is', null)
        : eb.or([eb('payment_method_id', 'is', null), eb('payment_method_id', 'in', visibleMethodIds)]),
    );
  }
  if (action === 'deletions') query = query.where('action', 'like', 'delete%');
  else if (typeof action === 'string' && action) query = query.where('action', '=', action);
  if (typeof q === 'string' && q.trim()) {
    query = query.where((eb) => containsAny(eb, ['username', 'action', 'details'], q.trim()));
  }
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'username', 'action', 'details', 'ip_address', 'created_at'])
      .orderBy(sortColumn, params.sortOrder)
      .orderBy('id', params.sortOrder)
      .limit(params.limit)
      .offset(params.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  reply.header('Content-Range', contentRange('logs', params.offset, rows.length, Number(count.total)));
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

export async function logRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const { db } = ctx;
  const viewLogs = { preValidation: requirePermission(['view_logs']), schema: { tags: ['logs'] } };
  const params = (query: unknown) =>
    parseListParams(query as Record<string, unknown>, {
      sortField: 'created_at',
      sortOrder: 'desc',
      limit: 50,
    });

  const visible = (request: FastifyRequest) => visiblePaymentMethodIds(db, requireAuth(request));

  app.get('/logs', viewLogs, async (request, reply) =>
    logPage(db, params(request.query), reply, await visible(request)),
  );
  app.get('/logs/deletions', viewLogs, async (request, reply) =>
    logPage(db, params(request.query), reply, await visible(request), 'deletions'),
  );
  app.get<{ Params: { action: string } }>('/logs/action/:action', viewLogs, async (request, reply) =>
    logPage(db, params(request.query), reply, await visible(request), request.params.action),
  );

  app.delete(
    '/logs/clear',
    { preValidation: requirePermission(['view_logs'], ['admin_access']), schema: { tags: ['logs'] } },
    async (request) => {
      const { user } = requireAuth(request);
      const count = await db.transaction().execute(async (tx) => {
        const result = await tx.deleteFrom('system_logs').executeTakeFirst();
        const deleted = Number(result.numDeletedRows);
        await writeSystemLog(tx, {
          userId: user.id,
          username: user.username,
          action: 'clear_logs',
          details: `${user.username} tüm logları temizledi (${deleted} kayıt silindi)`,
          ip: clientInfo(request).ip,
        });
        return deleted;
      });
      return { count, message: `Loglar başarıyla temizlendi. Silinen kayıt sayısı: ${count}` };
    },
  );
}
