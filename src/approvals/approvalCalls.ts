import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Approval,
  ApprovalFilterValues,
  ApprovalSettings,
  ApprovalSettingsBody,
  DecisionAnswer,
} from '../../contract/approvals';
import type { BulkAnswer } from '../../contract/refunds';
import { API_BASE_URL, apiRequest, fetchJson } from '../providers/httpClient';

/** The calls of the approval screens (settings tab, queue, detail panel, badges). */

export const APPROVALS_KEY = 'approvals';

export const getApprovalSettings = () => apiRequest<ApprovalSettings>('/approval-settings');

export const saveApprovalSettings = (body: ApprovalSettingsBody) =>
  apiRequest<ApprovalSettings & { message: string }>('/approval-settings', { method: 'PUT', body });

export const getApproval = (id: number) => apiRequest<Approval>(`/approvals/${id}`);

export const approveRequest = (id: number, note: string | null) =>
  apiRequest<DecisionAnswer>(`/approvals/${id}/approve`, { method: 'POST', body: { note } });

export const rejectRequest = (id: number, note: string) =>
  apiRequest<DecisionAnswer>(`/approvals/${id}/reject`, { method: 'POST', body: { note } });

export const bulkApprove = (ids: number[]) =>
  apiRequest<BulkAnswer>('/approvals/bulk-approve', { method: 'POST', body: { ids } });

export interface ApprovalPage {
  rows: Approval[];
  total: number;
}

/** One page of the queue; the total comes from Content-Range. */
export async function listApprovals(
  filter: ApprovalFilterValues,
  page: { offset: number; size: number },
): Promise<ApprovalPage> {
  const params = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: JSON.stringify([page.offset, page.offset + page.size - 1]),
    sort: JSON.stringify(['requested_at', 'DESC']),
  });
  const answer = await fetchJson(`${API_BASE_URL}/approvals?${params.toString()}`);
  const total = Number(answer.headers.get('Content-Range')?.split('/')[1] ?? 0);
  return { rows: (answer.json as Approval[]) ?? [], total: Number.isFinite(total) ? total : 0 };
}

/** How many requests the user may see wait for a decision; refreshed every minute and after a decision. */
export function usePendingApprovalCount(enabled = true) {
  return useQuery({
    queryKey: [APPROVALS_KEY, 'count'],
    queryFn: async () => (await apiRequest<{ pending: number }>('/approvals/count')).pending,
    refetchInterval: 60_000,
    retry: false,
    enabled,
  });
}

/** Forgets every cached approval answer (count, queue, detail panel) after a decision or a request. */
export function useInvalidateApprovals() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [APPROVALS_KEY] });
}
