import type {
  CompletionReport,
  PaymentMethodReport,
  StatusDistributionReport,
} from '../../contract/reports.js';
import { kurusToAmount } from '../refunds/money.js';
import { completionFigures, overallCompletion } from './completionStats.js';
import { percentagesOf } from './percentages.js';
import type { CatalogNames, CompletionGroup, MethodStatusGroup } from './store.js';
import { serverText } from '../i18n/catalog.js';

const DEFAULT_COLOR = '#808080';

interface Total {
  refund_count: number;
  amount_kurus: number;
}

function totalsBy(groups: readonly MethodStatusGroup[], key: 'payment_method_id' | 'status_id') {
  const totals = new Map<number, Total>();
  for (const group of groups) {
    const total = totals.get(group[key]) ?? { refund_count: 0, amount_kurus: 0 };
    total.refund_count += group.refund_count;
    total.amount_kurus += group.amount_kurus;
    totals.set(group[key], total);
  }
  return totals;
}

const grandTotal = (groups: readonly MethodStatusGroup[]): Total => ({
  refund_count: groups.reduce((sum, g) => sum + g.refund_count, 0),
  amount_kurus: groups.reduce((sum, g) => sum + g.amount_kurus, 0),
});

/** GET /reports/payment-methods: one row per method with refunds, most refunds first. */
export function paymentMethodReport(
  groups: readonly MethodStatusGroup[],
  names: CatalogNames,
): PaymentMethodReport {
  const byMethod = [...totalsBy(groups, 'payment_method_id')].sort(
    ([idA, a], [idB, b]) => b.refund_count - a.refund_count || idA - idB,
  );
  const percentages = percentagesOf(byMethod.map(([, total]) => total.refund_count));
  const total = grandTotal(groups);
  return {
    rows: byMethod.map(([id, t], index) => ({
      id,
      method_name: names.methods.get(id)?.name ?? `#${id}`,
      refund_count: t.refund_count,
      percentage: percentages[index],
      total_amount: kurusToAmount(t.amount_kurus),
      average_amount: kurusToAmount(Math.round(t.amount_kurus / t.refund_count)),
    })),
    totals: { total_refunds: total.refund_count, total_amount: kurusToAmount(total.amount_kurus) },
  };
}

/** GET /reports/status-distribution: one row per status with refunds, in the statuses' display order. */
export function statusDistributionReport(
  groups: readonly MethodStatusGroup[],
  names: CatalogNames,
): StatusDistributionReport {
  const byStatus = totalsBy(groups, 'status_id');
  const ordered = [...names.statuses.keys()].filter((id) => byStatus.has(id));
  const percentages = percentagesOf(ordered.map((id) => byStatus.get(id)!.refund_count));
  return {
    rows: ordered.map((id, index) => ({
      id,
      status_name: names.statuses.get(id)!.name,
      refund_count: byStatus.get(id)!.refund_count,
      percentage: percentages[index],
      color: names.statuses.get(id)!.color || DEFAULT_COLOR,
    })),
    totals: { total_refunds: grandTotal(groups).refund_count },
  };
}

/** GET /reports/completion-time: overall and per-method figures (methods in display order). */
export function completionReport(groups: readonly CompletionGroup[], names: CatalogNames): CompletionReport {
  const byMethod = new Map(groups.map((g) => [g.payment_method_id, g]));
  const ordered = [...names.methods.keys()].filter((id) => byMethod.has(id));
  return {
    overall_stats: overallCompletion(groups),
    method_completion_times: ordered.map((id) => ({
      id,
      method_name: names.methods.get(id)!.name,
      ...completionFigures(byMethod.get(id)!),
    })),
    ...(groups.length === 0 ? { message: serverText('server.reports.noCompleted') } : {}),
  };
}

/** The dashboard's cards and per-method breakdown with per-status counts. */
export function dashboardFigures(groups: readonly MethodStatusGroup[], names: CatalogNames) {
  const total = grandTotal(groups);
  const byMethod = totalsBy(groups, 'payment_method_id');
  const methods = [...names.methods.values()]
    .filter((method) => byMethod.has(method.id))
    .map((method) => {
      const statusCounts = new Map(
        groups.filter((g) => g.payment_method_id === method.id).map((g) => [g.status_id, g.refund_count]),
      );
      return {
        id: method.id,
        name: method.name,
        code: method.code,
        refund_count: byMethod.get(method.id)!.refund_count,
        total_amount: kurusToAmount(byMethod.get(method.id)!.amount_kurus),
        statuses: [...names.statuses.values()]
          .filter((status) => statusCounts.has(status.id))
          .map((status) => ({
            id: status.id,
            name: status.name,
            color: status.color || DEFAULT_COLOR,
            refund_count: statusCounts.get(status.id)!,
          })),
      };
    });
  return {
    total_count: total.refund_count,
    total_amount: kurusToAmount(total.amount_kurus),
    methods,
  };
}
