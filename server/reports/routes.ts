import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ReportRoutes, type ReportQuery } from '../../contract/reports.js';
import { visiblePaymentMethodIds } from '../auth/visibility.js';
import type { RoutePlugin } from '../context.js';
import type { Database } from '../db/types.js';
import { actorOf } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
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

/**
 * The dashboard (totals, per-method breakdown with status counts, the newest refunds) and the reports,
 * over refunds created in the optional date range and limited to the payment methods the caller's role
 * may see. Every figure is a GROUP BY over the daily rollups in the database.
 */
export const reportRoutes: RoutePlugin = async (api, { ctx }) => {
  /** The asked date range and the payment methods the caller may see. */
  const rangeAndScope = async (request: FastifyRequest, query: ReportQuery) => ({
    range: parseReportRange(query),
    scope: visiblePaymentMethodIds(actorOf(request).auth),
  });

  api.get('/dashboard', routeOptions(ReportRoutes.dashboard), async (request) => {
    const { range, scope } = await rangeAndScope(request, request.query);
    const actor = actorOf(request);
    const [groups, names, latest] = await Promise.all([
      methodStatusGroups(ctx.readDb, range, scope),
      loadCatalogNames(ctx.readDb),
      latestRefunds(ctx.readDb, range, scope, LATEST_COUNT),
    ]);
    return {
      ...dashboardFigures(groups, names),
      latest: latest.map((row) => refundJsonFor(row, ctx.receiptSigner, actor.subject)),
    };
  });

  /** A report built from the groups `load` reads in the asked range and the caller's payment methods. */
  const reportOf =
    <Group, Answer>(
      load: (db: Kysely<Database>, range: ReportRange, scope: MethodScope) => Promise<Group[]>,
      build: (groups: Group[], names: CatalogNames) => Answer,
    ) =>
    async (request: FastifyRequest, query: ReportQuery) => {
      const { range, scope } = await rangeAndScope(request, query);
      const [groups, names] = await Promise.all([
        load(ctx.readDb, range, scope),
        loadCatalogNames(ctx.readDb),
      ]);
      return build(groups, names);
    };

  const paymentMethods = reportOf(methodStatusGroups, paymentMethodReport);
  const statusDistribution = reportOf(methodStatusGroups, statusDistributionReport);
  const completionTime = reportOf(completionGroups, completionReport);
  api.get('/reports/payment-methods', routeOptions(ReportRoutes.paymentMethods), (request) =>
    paymentMethods(request, request.query),
  );
  api.get('/reports/status-distribution', routeOptions(ReportRoutes.statusDistribution), (request) =>
    statusDistribution(request, request.query),
  );
  api.get('/reports/completion-time', routeOptions(ReportRoutes.completionTime), (request) =>
    completionTime(request, request.query),
  );
};
