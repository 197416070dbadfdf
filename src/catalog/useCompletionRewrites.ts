import { useQuery } from '@tanstack/react-query';
import type { CompletionRewrite } from '../../contract/catalog';
import { apiRequest } from '../providers/httpClient';

/** How often the statuses tab asks again while a rewrite is under way. */
const POLL_MS = 2_000;

/**
 * The statuses whose refunds are still being rewritten after their completed flag changed, by status id.
 * Asked again every two seconds while any is under way, and no more once none is.
 */
export function useCompletionRewrites(enabled: boolean) {
  const query = useQuery({
    queryKey: ['statuses', 'completion-rewrites'],
    queryFn: ({ signal }) => apiRequest<CompletionRewrite[]>('/statuses/completion-rewrites', { signal }),
    enabled,
    retry: false,
    refetchInterval: (current) => (current.state.data?.length ? POLL_MS : false),
  });
  const byStatus = new Map((query.data ?? []).map((rewrite) => [rewrite.status_id, rewrite]));
  return { byStatus, refetch: () => void query.refetch() };
}
