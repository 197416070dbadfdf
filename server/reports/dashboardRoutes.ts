import type { FastifyInstance } from 'fastify';
import type { PermissionSubject } from '../../contract/permissions.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireAuth, requirePermission } from '../auth/guard.js';
import { visiblePaymentMethodIds } from '../auth/visibility.js';
import type { RouteOptions } from '../context.js';
import { refundJsonFor, selectRefundRows } from '../refunds/refundRows.js';
import { loadCatalogNames } from './catalogNames.js';
import { methodStatusGroups, type MethodScope } from './refundAggregates.js';
import { dashboardFigures } from './reportBuilders.js';
import { parseReportRange, type ReportRange } from './reportRange.js';
import { REPORT_QUERY } from './reportRoutes.js';

const LATEST_COUNT = 5;

/** The dashboard of spec section 2: totals, per-method breakdown with status counts, the 5 newest. */
export async function dashboardRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const latestRefunds = async (range: ReportRange, scope: MethodScope, subject: PermissionSubject) => {
    if (scope !== null && scope.length === 0) return [];
    let query = selectRefundRows(ctx.db)
      .orderBy('refunds.created_at', 'desc')
      .orderBy('refunds.id', 'desc')
      .limit(LATEST_COUNT);
    if (range.createdFrom !== undefined) query = query.where('refunds.created_at', '>=', range.createdFrom);
    if (range.createdBefore !== undefined)
      query = query.where('refunds.created_at', '<', range.createdBefore);
    if (scope !== null) query = query.where('refunds.payment_method_id', 'in', scope);
    const rows = await query.execute();
    return rows.map((row) => refundJsonFor(row, ctx.receiptSigner, subject));
  };

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/dashboard',
    {
      preValidation: requirePermission(['view_refunds']),
      schema: { tags: ['reports'], summary: 'Dashboard figures', querystring: REPORT_QUERY },
    },
    async (request) => {
      const range = parseReportRange(request.query);
      const auth = requireAuth(request);
      const scope = await visiblePaymentMethodIds(ctx.db, auth);
      const [groups, names, latest] = await Promise.all([
        methodStatusGroups(ctx.db, range, scope),
        loadCatalogNames(ctx.db),
        latestRefunds(range, scope, { role: auth.user.role, permissions: auth.user.permissions }),
      ]);
      return { ...dashboardFigures(groups, names), latest };
    },
  );
}
