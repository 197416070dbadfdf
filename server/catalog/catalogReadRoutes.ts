import type { FastifyInstance } from 'fastify';
import { visiblePaymentMethodIds } from '../auth/visibility.js';
import { requireAuth } from '../auth/guard.js';
import type { RouteOptions } from '../context.js';
import { contentRange } from '../http/simpleRest.js';
import { catalogJson } from './catalogJson.js';

/**
 * Reference lists every refund screen needs, ordered by display_order. Plain arrays, with Content-Range so
 * react-admin's getList reads them too. Payment methods are limited to those the caller's role may see.
 */
export async function catalogReadRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  app.get(
    '/statuses',
    { schema: { tags: ['catalog'], summary: 'Refund statuses' } },
    async (_request, reply) => {
      const rows = await ctx.db
        .selectFrom('statuses')
        .select(['id', 'name', 'color', 'display_order', 'is_active', 'is_completed'])
        .orderBy('display_order')
        .orderBy('id')
        .execute();
      reply.header('Content-Range', contentRange('statuses', 0, rows.length, rows.length));
      return rows.map(catalogJson);
    },
  );

  app.get(
    '/methods',
    { schema: { tags: ['catalog'], summary: 'Payment methods the caller may see' } },
    async (request, reply) => {
      const visible = await visiblePaymentMethodIds(ctx.db, requireAuth(request));
      let query = ctx.db
        .selectFrom('payment_methods')
        .select(['id', 'name', 'code', 'display_order', 'is_active'])
        .orderBy('display_order')
        .orderBy('id');
      if (visible !== null)
        query = visible.length ? query.where('id', 'in', visible) : query.where('id', '<', 0);
      const rows = await query.execute();
      reply.header('Content-Range', contentRange('methods', 0, rows.length, rows.length));
      return rows.map(catalogJson);
    },
  );

  app.get(
    '/reasons',
    { schema: { tags: ['catalog'], summary: 'Refund reasons' } },
    async (_request, reply) => {
      const rows = await ctx.db
        .selectFrom('refund_reasons')
        .select(['id', 'name', 'code', 'display_order', 'is_active'])
        .orderBy('display_order')
        .orderBy('id')
        .execute();
      reply.header('Content-Range', contentRange('reasons', 0, rows.length, rows.length));
      return rows.map(catalogJson);
    },
  );
}
