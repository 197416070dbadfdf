import { apiRequest } from '../providers/httpClient';

/** An inclusive range of Turkish calendar days (yyyy-MM-dd) on the refunds' created_at; open ends allowed. */
export interface DateRange {
  start_date?: string;
  end_date?: string;
}

/** A row of GET /api/reports/payment-methods. */
export interface PaymentMethodReportRow {
  id: number;
  method_name: string;
  refund_count: number;
  /** One decimal; the rows add up to 100. */
  percentage: number;
  total_amount: number;
  average_amount: number;
}

export interface PaymentMethodReport {
  rows: PaymentMethodReportRow[];
  totals: { total_refunds: number; total_amount: number };
}

/** Completion figures; the hours and days are null while nothing has been completed. */
export interface CompletionFigures {
  completed_count: number;
  avg_completion_formatted: string | null;
  avg_completion_hours: number | null;
  min_completion_hours: number | null;
  max_completion_hours: number | null;
  avg_completion_days: number | null;
  min_completion_days: number | null;
  max_completion_days: number | null;
}

export interface MethodCompletionRow extends CompletionFigures {
  id: number;
  method_name: string;
}

/** GET /api/reports/completion-time. */
export interface CompletionReport {
  overall_stats: CompletionFigures;
  method_completion_times: MethodCompletionRow[];
  message?: string;
}

export interface StatusDistributionRow {
  id: number;
  status_name: string;
  refund_count: number;
  percentage: number;
  color: string | null;
}

/** GET /api/reports/status-distribution. */
export interface StatusDistributionReport {
  rows: StatusDistributionRow[];
  totals: { total_refunds: number };
}

/** `?start_date=…&end_date=…` with the ends that are set, or '' for no range. */
export function rangeQuery(range: DateRange = {}): string {
  const params = new URLSearchParams();
  if (range.start_date) params.set('start_date', range.start_date);
  if (range.end_date) params.set('end_date', range.end_date);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const fetchPaymentMethodReport = (range: DateRange, signal?: AbortSignal) =>
  apiRequest<PaymentMethodReport>(`/reports/payment-methods${rangeQuery(range)}`, { signal });

export const fetchCompletionReport = (range: DateRange, signal?: AbortSignal) =>
  apiRequest<CompletionReport>(`/reports/completion-time${rangeQuery(range)}`, { signal });

export const fetchStatusDistribution = (range: DateRange, signal?: AbortSignal) =>
  apiRequest<StatusDistributionReport>(`/reports/status-distribution${rangeQuery(range)}`, { signal });
