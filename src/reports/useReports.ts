import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type {
  CompletionReport,
  PaymentMethodReport,
  ReportQuery,
  StatusDistributionReport,
} from '../../contract/reports';
import type { AppDataProvider } from '../providers/dataProvider';

export interface Reports {
  paymentMethods: UseQueryResult<PaymentMethodReport, Error>;
  completion: UseQueryResult<CompletionReport, Error>;
  statuses: UseQueryResult<StatusDistributionReport, Error>;
  /** Any of the three failed on its latest load. */
  isError: boolean;
  /** A load or reload is running. */
  isFetching: boolean;
  /** When the latest of the three answers arrived; null before the first. */
  lastUpdated: Date | null;
  refresh: () => void;
}

/** Failed statistics show their error at once; the refresh button is the retry. */
const queryOptions = { retry: false, placeholderData: keepPreviousData } as const;

/** The three reports of the /reports page for `range`; a new range loads all three again. */
export function useReports(range: ReportQuery): Reports {
  const dataProvider = useDataProvider<AppDataProvider>();
  const paymentMethods = useQuery<PaymentMethodReport, Error>({
    queryKey: ['reports', 'payment-methods', range],
    queryFn: ({ signal }) => dataProvider.getPaymentMethodReport(range, signal),
    ...queryOptions,
  });
  const completion = useQuery<CompletionReport, Error>({
    queryKey: ['reports', 'completion-time', range],
    queryFn: ({ signal }) => dataProvider.getCompletionReport(range, signal),
    ...queryOptions,
  });
  const statuses = useQuery<StatusDistributionReport, Error>({
    queryKey: ['reports', 'status-distribution', range],
    queryFn: ({ signal }) => dataProvider.getStatusDistribution(range, signal),
    ...queryOptions,
  });
  const all = [paymentMethods, completion, statuses];
  const updatedAt = Math.max(...all.map((query) => query.dataUpdatedAt));
  return {
    paymentMethods,
    completion,
    statuses,
    isError: all.some((query) => query.isError),
    isFetching: all.some((query) => query.isFetching),
    lastUpdated: updatedAt > 0 ? new Date(updatedAt) : null,
    refresh: () => all.forEach((query) => void query.refetch()),
  };
}
