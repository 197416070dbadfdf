import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireAuth, requirePermission } from '../auth/guard.js';
import { visiblePaymentMethodIds } from '../auth/visibility.js';
import type { RouteOptions } from '../context.js';
import { loadCatalogNames } from './catalogNames.js';
import { completionGroups, methodStatusGroups } from './refundAggregates.js';
import { completionReport, paymentMethodReport, statusDistributionReport } from './reportBuilders.js';
import { parseReportRange } from './reportRange.js';

export const REPORT_QUERY = Type.Object({
  start_date: Type.Optional(Type.String({ description: 'yyyy-MM-dd, Turkish day, inclusive' })),
  end_date: Type.Optional(Type.String({ description: 'yyyy-MM-dd, Turkish day, inclusive' })),
});

/**
 * The reports of spec section 7, over refunds created in the optional date range and limited to the
 * payment methods the caller's role may see. Every figure is a GROUP BY in the database.
 */
export async function reportRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const options = (summary: string) => ({
    preValidation: requirePermission(['view_reports']),
    schema: { tags: ['reports'], summary, querystring: REPORT_QUERY },
  });

  api.get('/reports/payment-methods', options('Refunds per payment method'), async (request) => {
    const range = parseReportRange(request.query);
    const scope = await visiblePaymentMethodIds(ctx.db, requireAuth(request));
    const [groups, names] = await Promise.all([
      methodStatusGroups(ctx.db, range, scope),
      loadCatalogNames(ctx.db),
    ]);
    return paymentMethodReport(groups, names);
  });

  api.get('/reports/status-distribution', options('Refunds per status'), async (request) => {
    const range = parseReportRange(request.query);
    const scope = await visiblePaymentMethodIds(ctx.db, requireAuth(request));
    const [groups, names] = await Promise.all([
      methodStatusGroups(ctx.db, range, scope),
      loadCatalogNames(ctx.db),
    ]);
    return statusDistributionReport(groups, names);
  });

  api.get('/reports/completion-time', options('Completion times'), async (request) => {
    const range = parseReportRange(request.query);
    const scope = await visiblePaymentMethodIds(ctx.db, requireAuth(request));
    const [groups, names] = await Promise.all([
      completionGroups(ctx.db, range, scope),
      loadCatalogNames(ctx.db),
    ]);
    return completionReport(groups, names);
  });
}
