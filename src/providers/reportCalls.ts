import type {
  CompletionReport,
  Dashboard,
  PaymentMethodReport,
  ReportQuery,
  StatusDistributionReport,
} from '../../contract/reports';
import { apiRequest } from './httpClient';

export type PaymentMethodReportRow = PaymentMethodReport['rows'][number];
export type StatusDistributionRow = StatusDistributionReport['rows'][number];
export type MethodCompletionRow = CompletionReport['method_completion_times'][number];

/** The dashboard's and the reports' figures, over refunds created in an optional range of days. */
export interface ReportCalls {
  getDashboard: (signal?: AbortSignal) => Promise<Dashboard>;
  getPaymentMethodReport: (range: ReportQuery, signal?: AbortSignal) => Promise<PaymentMethodReport>;
  getCompletionReport: (range: ReportQuery, signal?: AbortSignal) => Promise<CompletionReport>;
  getStatusDistribution: (range: ReportQuery, signal?: AbortSignal) => Promise<StatusDistributionReport>;
}

/** `?start_date=…&end_date=…` with the ends that are set, or '' for no range. */
function rangeQuery(range: ReportQuery = {}): string {
  const params = new URLSearchParams();
  if (range.start_date) params.set('start_date', range.start_date);
  if (range.end_date) params.set('end_date', range.end_date);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const reportCalls: ReportCalls = {
  getDashboard: (signal) => apiRequest<Dashboard>('/dashboard', { signal }),

  getPaymentMethodReport: (range, signal) =>
    apiRequest<PaymentMethodReport>(`/reports/payment-methods${rangeQuery(range)}`, { signal }),

  getCompletionReport: (range, signal) =>
    apiRequest<CompletionReport>(`/reports/completion-time${rangeQuery(range)}`, { signal }),

  getStatusDistribution: (range, signal) =>
    apiRequest<StatusDistributionReport>(`/reports/status-distribution${rangeQuery(range)}`, { signal }),
};
