import { Type, type Static } from 'typebox';
import { routeContracts } from './routes.js';
import { IdSchema } from './limits.js';
import { Nullable, RefundSchema } from './refunds.js';

/** The dashboard and the reports, over refunds created in an optional range of Turkish calendar days. */

export const ReportQuerySchema = Type.Object({
  start_date: Type.Optional(
    Type.String({ maxLength: 10, description: 'yyyy-MM-dd, Turkish day, inclusive' }),
  ),
  end_date: Type.Optional(Type.String({ maxLength: 10, description: 'yyyy-MM-dd, Turkish day, inclusive' })),
});
export type ReportQuery = Static<typeof ReportQuerySchema>;

const Count = Type.Integer({ minimum: 0 });
/** Lira, two decimals at most. */
const Amount = Type.Number();
/** Percent with one decimal; a column adds up to 100 ± 0.1. */
const Percentage = Type.Number();

export const DashboardSchema = Type.Object({
  total_count: Count,
  total_amount: Amount,
  /** Per payment method with refunds, in display order, with its per-status counts. */
  methods: Type.Array(
    Type.Object({
      id: IdSchema,
      name: Type.String(),
      code: Type.String(),
      refund_count: Count,
      total_amount: Amount,
      statuses: Type.Array(
        Type.Object({ id: IdSchema, name: Type.String(), color: Type.String(), refund_count: Count }),
      ),
    }),
  ),
  /** The newest refunds. */
  latest: Type.Array(RefundSchema),
});
export type Dashboard = Static<typeof DashboardSchema>;

export const PaymentMethodReportSchema = Type.Object({
  /** Most refunds first. */
  rows: Type.Array(
    Type.Object({
      id: IdSchema,
      method_name: Type.String(),
      refund_count: Count,
      percentage: Percentage,
      total_amount: Amount,
      average_amount: Amount,
    }),
  ),
  totals: Type.Object({ total_refunds: Count, total_amount: Amount }),
});
export type PaymentMethodReport = Static<typeof PaymentMethodReportSchema>;

export const StatusDistributionReportSchema = Type.Object({
  /** In the statuses' display order. */
  rows: Type.Array(
    Type.Object({
      id: IdSchema,
      status_name: Type.String(),
      refund_count: Count,
      percentage: Percentage,
      color: Type.String(),
    }),
  ),
  totals: Type.Object({ total_refunds: Count }),
});
export type StatusDistributionReport = Static<typeof StatusDistributionReportSchema>;

/** Completion times of refunds now in a completed status; all null when there is none. */
export const CompletionFiguresSchema = Type.Object({
  completed_count: Count,
  /** Under a day in hours, otherwise in days, one decimal with a decimal comma ('5,5 saat'). */
  avg_completion_formatted: Nullable(Type.String()),
  avg_completion_hours: Nullable(Type.Number()),
  min_completion_hours: Nullable(Type.Number()),
  max_completion_hours: Nullable(Type.Number()),
  avg_completion_days: Nullable(Type.Number()),
  min_completion_days: Nullable(Type.Number()),
  max_completion_days: Nullable(Type.Number()),
});
export type CompletionFigures = Static<typeof CompletionFiguresSchema>;

export const CompletionReportSchema = Type.Object({
  overall_stats: CompletionFiguresSchema,
  /** Per payment method with completed refunds, in display order. */
  method_completion_times: Type.Array(
    Type.Object({ id: IdSchema, method_name: Type.String(), ...CompletionFiguresSchema.properties }),
  ),
  /** Set when the range holds no completed refund. */
  message: Type.Optional(Type.String()),
});

export const ReportRoutes = routeContracts('reports', {
  dashboard: {
    access: 'dashboard.figures',
    summary: 'Dashboard figures',
    querystring: ReportQuerySchema,
    ok: DashboardSchema,
  },
  paymentMethods: {
    access: 'reports.list',
    summary: 'Refunds per payment method',
    querystring: ReportQuerySchema,
    ok: PaymentMethodReportSchema,
  },
  statusDistribution: {
    access: 'reports.list',
    summary: 'Refunds per status',
    querystring: ReportQuerySchema,
    ok: StatusDistributionReportSchema,
  },
  completionTime: {
    access: 'reports.list',
    summary: 'Completion times',
    querystring: ReportQuerySchema,
    ok: CompletionReportSchema,
  },
});

export type CompletionReport = Static<typeof CompletionReportSchema>;
