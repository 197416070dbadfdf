import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
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
import type { Database } from '../db/types.js';
import { actorOf } from '../http/actor.js';
import { refundJsonFor } from '../refunds/store.js';
import {
  completionReport,
  dashboardFigures,
  paymentMethodReport,
  statusDistributionReport,
} from './reportBuilders.js';
import { parseReportRange, type ReportRange } from './reportRange.js';
import {
  completionGroups,
  latestRefunds,
  loadCatalogNames,
  methodStatusGroups,
  type CatalogNames,
  type MethodScope,
} from './store.js';

const LATEST_COUNT = 5;
const tags = ['reports'];

/**
 * The dashboard (totals, per-method breakdown with status counts, the newest refunds) and the reports,
 * over refunds created in the optional date range and limited to the payment methods the caller's role
 * may see. Every figure is a GROUP BY over the daily rollups in the database.
 */
export async function reportRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  /** The asked date range and the payment methods the caller may see. */
  const rangeAndScope = async (request: FastifyRequest) => ({
    range: parseReportRange(request.query as Record<string, unknown>),
    scope: await visiblePaymentMethodIds(ctx.db, actorOf(request).auth),
  });

  api.get(
    '/dashboard',
    {
      preValidation: requireAccess('dashboard', 'figures'),
      schema: {
        tags,
        summary: 'Dashboard figures',
        querystring: ReportQuerySchema,
        response: { 200: DashboardSchema },
      },
    },
    async (request) => {
      const { range, scope } = await rangeAndScope(request);
      const actor = actorOf(request);
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
  /** A report built from the groups `load` reads in the asked range and the caller's payment methods. */
  const reportOf =
    <Group, Answer>(
      load: (db: Kysely<Database>, range: ReportRange, scope: MethodScope) => Promise<Group[]>,
      build: (groups: Group[], names: CatalogNames) => Answer,
    ) =>
    async (request: FastifyRequest) => {
      const { range, scope } = await rangeAndScope(request);
      const [groups, names] = await Promise.all([load(ctx.db, range, scope), loadCatalogNames(ctx.db)]);
      return build(groups, names);
    };

  api.get(
    '/reports/payment-methods',
    report('Refunds per payment method', PaymentMethodReportSchema),
    reportOf(methodStatusGroups, paymentMethodReport),
  );
  api.get(
    '/reports/status-distribution',
    report('Refunds per status', StatusDistributionReportSchema),
    reportOf(methodStatusGroups, statusDistributionReport),
  );
  api.get(
    '/reports/completion-time',
    report('Completion times', CompletionReportSchema),
    reportOf(completionGroups, completionReport),
  );
}
