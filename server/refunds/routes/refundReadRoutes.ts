import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../../contract/permissions.js';
import { requirePermission } from '../../auth/guard.js';
import type { RouteOptions } from '../../context.js';
import { forbidden } from '../../http/errors.js';
import { contentRange, parseListParams } from '../../http/simpleRest.js';
import { csvColumnsFor, refundCsv } from '../csvExport.js';
import { planSearch, refundPageQueries } from '../listQuery.js';
import { actorOf, loadVisibleRefund, parseRefundId, subjectOf, type Actor } from '../refundAccess.js';
import { parseRefundFilter, type RefundFilter } from '../refundFilter.js';
import { refundJsonFor, selectRefundRows } from '../refundRows.js';

const viewRefunds = requirePermission(['view_refunds']);

/** The mail filter needs view_all_refunds and the method filter view_payment_methods, as their controls do. */
function checkFilterPermissions(actor: Actor, filter: RefundFilter) {
  const subject = subjectOf(actor);
  if (filter.mailSent !== undefined && !hasPermission(subject, 'view_all_refunds')) throw forbidden();
  if (filter.paymentMethodId !== undefined && !hasPermission(subject, 'view_payment_methods'))
    throw forbidden();
}

export async function refundReadRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  app.get(
    '/refunds',
    {
      preValidation: viewRefunds,
      schema: { tags: ['refunds'], summary: 'Refund list (ra-data-simple-rest)' },
    },
    async (request, reply) => {
      const actor = await actorOf(ctx, request);
      const params = parseListParams(request.query as Record<string, unknown>, {
        sortField: 'created_at',
        sortOrder: 'desc',
        limit: 15,
      });
      const filter = parseRefundFilter(params.filter);
      checkFilterPermissions(actor, filter);
      const sort = { field: params.sortField ?? 'created_at', order: params.sortOrder };
      const plan = await planSearch(ctx.db, ctx.dialect, filter.q);
      const { page, total, knownTotal } = refundPageQueries(
        ctx.db,
        ctx.dialect,
        filter,
        actor.scope,
        sort,
        params.offset,
        params.limit,
        plan,
      );
      const [ids, count] = await Promise.all([
        page.execute(),
        knownTotal !== null ? { total: knownTotal } : total.executeTakeFirstOrThrow(),
      ]);
      const order = new Map(ids.map((r, index) => [r.id, index]));
      const rows =
        ids.length === 0
          ? []
          : await selectRefundRows(ctx.db)
              .where('refunds.id', 'in', [...order.keys()])
              .execute();
      rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      reply.header('Content-Range', contentRange('refunds', params.offset, rows.length, Number(count.total)));
      return rows.map((row) => refundJsonFor(row, ctx.receiptSigner, subjectOf(actor)));
    },
  );

  app.get(
    '/refunds/export',
    {
      preValidation: viewRefunds,
      schema: { tags: ['refunds'], summary: 'All refunds matching a filter, as CSV' },
    },
    async (request, reply) => {
      const actor = await actorOf(ctx, request);
      const params = parseListParams(request.query as Record<string, unknown>, {
        sortField: 'id',
        sortOrder: 'desc',
      });
      const filter = parseRefundFilter(params.filter);
      checkFilterPermissions(actor, filter);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="iadeler-${day}.csv"`)
        .send(Readable.from(refundCsv(ctx, filter, actor.scope, csvColumnsFor(subjectOf(actor)))));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/refunds/:id',
    {
      preValidation: viewRefunds,
      schema: { tags: ['refunds'], summary: 'One refund with its receipt URLs' },
    },
    async (request) => {
      const actor = await actorOf(ctx, request);
      const row = await loadVisibleRefund(ctx, actor, parseRefundId(request.params.id));
      return refundJsonFor(row, ctx.receiptSigner, subjectOf(actor));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/logs/refund/:id',
    { preValidation: viewRefunds, schema: { tags: ['refunds'], summary: 'Change history of one refund' } },
    async (request) => {
      const actor = await actorOf(ctx, request);
      const id = parseRefundId(request.params.id);
      await loadVisibleRefund(ctx, actor, id);
      const rows = await ctx.db
        .selectFrom('refund_logs')
        .select(['id', 'refund_id', 'action', 'details', 'additional_data', 'username', 'created_at'])
        .where('refund_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(500)
        .execute();
      return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
    },
  );
}
