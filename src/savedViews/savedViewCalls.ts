import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedView, SavedViewCreate, SavedViewSaved, SavedViewState } from '../../contract/savedViews';
import { apiRequest } from '../providers/httpClient';

/** The react-query key of the caller's saved views. */
export const SAVED_VIEWS_QUERY_KEY = ['saved-views'] as const;

export interface SavedViewChange {
  name?: string;
  state?: SavedViewState;
  shared_role_id?: number | null;
}

/** The /api/saved-views calls. */
export const savedViewCalls = {
  list: () => apiRequest<SavedView[]>('/saved-views'),
  create: (body: SavedViewCreate) => apiRequest<SavedViewSaved>('/saved-views', { method: 'POST', body }),
  update: (id: number, body: SavedViewChange) =>
    apiRequest<SavedViewSaved>(`/saved-views/${id}`, { method: 'PUT', body }),
  remove: (id: number) =>
    apiRequest<{ id: number; message: string }>(`/saved-views/${id}`, { method: 'DELETE' }),
  setDefault: (id: number | null) =>
    apiRequest<{ id: number | null; message: string }>('/saved-views/default', {
      method: 'PUT',
      body: { id },
    }),
};

/** The caller's views and those shared with them; fetched once per list visit, kept for a minute. */
export function useSavedViews(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: SAVED_VIEWS_QUERY_KEY,
    queryFn: savedViewCalls.list,
    staleTime: 60_000,
    enabled: options.enabled ?? true,
  });
}

/** A saved-view call that reloads the views once it has gone through. */
export function useSavedViewMutation<A, R>(call: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_VIEWS_QUERY_KEY }),
  });
}
