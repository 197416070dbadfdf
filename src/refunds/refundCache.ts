import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Refund } from './types';

type ListPage = { data?: Refund[]; total?: number; pageInfo?: unknown };

const patchRecord = (record: Refund, id: number, patch: Partial<Refund>): Refund =>
  String(record.id) === String(id) ? { ...record, ...patch } : record;

/**
 * Writes a change the API confirmed into every cached copy of a refund (list pages, getMany and
 * getOne), so that the row updates at once without reloading the page.
 */
export function patchRefundInCache(queryClient: QueryClient, id: number, patch: Partial<Refund>): void {
  queryClient.setQueriesData<ListPage>({ queryKey: ['refunds', 'getList'] }, (page) =>
    page?.data ? { ...page, data: page.data.map((record) => patchRecord(record, id, patch)) } : page,
  );
  queryClient.setQueriesData<Refund[]>({ queryKey: ['refunds', 'getMany'] }, (records) =>
    Array.isArray(records) ? records.map((record) => patchRecord(record, id, patch)) : records,
  );
  queryClient.setQueriesData<Refund>({ queryKey: ['refunds', 'getOne'] }, (record) =>
    record ? patchRecord(record, id, patch) : record,
  );
}

const invalidateRefundLogs = (queryClient: QueryClient, id: number | string) =>
  queryClient.invalidateQueries({ queryKey: ['refunds', 'logs', String(id)] });

/**
 * A write to a refund the API confirmed: every cached copy takes `patch` at once, and its history is
 * loaded again when next shown.
 */
export function useRefundWritten() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: number, patch: Partial<Refund>) => {
      patchRefundInCache(queryClient, id, patch);
      void invalidateRefundLogs(queryClient, id);
    },
    [queryClient],
  );
}

/** The history of a refund changed: its logs are loaded again when next shown. */
export function useInvalidateRefundLogs() {
  const queryClient = useQueryClient();
  return useCallback((id: number | string) => invalidateRefundLogs(queryClient, id), [queryClient]);
}
