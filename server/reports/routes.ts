import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CompletionReportSchema,
  DashboardSchema,
  PaymentMethodReportSchema,
  ReportQuerySchema,
  StatusDistributionReportSchema,
} from '../../contract/reports.js';
import { requireAccess } from '../auth/guard.js';
import { visiblePaymentMethodIds } from '../auth/visibility.js';
import type { RouteOptions } from '../context.js';
import { actorOf } from '../http/actor.js';
import { refundJsonFor } from '../refunds/store.js';
import {
  completionReport,
  dashboardFigures,
  paymentMethodReport,
  statusDistributionReport,
} from './reportBuilders.js';
import { parseReportRange } from './reportRange.js';
import { completionGroups, latestRefunds, loadCatalogNames, methodStatusGroups } from './store.js';

const LATEST_COUNT = 5;
const tags = ['reports'];

/**
 * The dashboard (totals, per-method breakdown with status counts, the newest refunds) and the reports,
 * over refunds created in the optional date range and limited to the payment methods the caller's role
 * may see. Every figure is a GROUP BY over the daily rollups in the database.
 */
export async function reportRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/dashboard',
    {
      preValidation: requireAccess('dashboard', 'list'),
      schema: {
        tags,
        summary: 'Dashboard figures',
        querystring: ReportQuerySchema,
        response: { 200: DashboardSchema },
      },
    },
    async (request) => {
      const range = parseReportRange(request.query);
      const actor = actorOf(request);
      const scope = await visiblePaymentMethodIds(ctx.db, actor.auth);
      const [groups, names, latest] = await Promise.all([
        methodStatusGroups(ctx.db, range, scope),
        loadCatalogNames(ctx.db),
        latestRefunds(ctx.db, range, scope, LATEST_COUNT),
      ]);
      return {
        ...dashboardFigures(groups, names),
        latest: latest.map((row) => refundJsonFor(row, ctx.receiptSigner, actor.subject)),
      };
    },
  );

  const report = (summary: string, response: object) => ({
    preValidation: requireAccess('reports', 'list'),
    schema: { tags, summary, querystring: ReportQuerySchema, response: { 200: response } },
  });

  api.get(
    '/reports/payment-methods',
    report('Refunds per payment method', PaymentMethodReportSchema),
    async (request) => {
      const range = parseReportRange(request.query);
      const scope = await visiblePaymentMethodIds(ctx.db, actorOf(request).auth);
      const [groups, names] = await Promise.all([
        methodStatusGroups(ctx.db, range, scope),
        loadCatalogNames(ctx.db),
      ]);
      return paymentMethodReport(groups, names);
    },
  );

  api.get(
    '/reports/status-distribution',
    report('Refunds per status', StatusDistributionReportSchema),
    async (request) => {
      const range = parseReportRange(request.query);
      const scope = await visiblePaymentMethodIds(ctx.db, actorOf(request).auth);
      const [groups, names] = await Promise.all([
        methodStatusGroups(ctx.db, range, scope),
        loadCatalogNames(ctx.db),
      ]);
      return statusDistributionReport(groups, names);
    },
  );

  api.get('/reports/completion-time', report('Completion times', CompletionReportSchema), async (request) => {
    const range = parseReportRange(request.query);
    const scope = await visiblePaymentMethodIds(ctx.db, actorOf(request).auth);
    const [groups, names] = await Promise.all([
      completionGroups(ctx.db, range, scope),
      loadCatalogNames(ctx.db),
    ]);
    return completionReport(groups, names);
  });
}
