import { useQuery } from '@tanstack/react-query';
import type { RefundLog } from './types';
import { useAppDataProvider } from './useAppDataProvider';

/** GET /api/logs/refund/:id, newest first; cached under ['refunds', 'logs', id]. */
export function useRefundLogs(
  id: number | string | undefined,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const dataProvider = useAppDataProvider();
  return useQuery<RefundLog[], Error>({
    queryKey: ['refunds', 'logs', String(id)],
    queryFn: async () => {
      const logs = await dataProvider.getRefundLogs(Number(id));
      return [...logs].sort(
        (a, b) => String(b.created_at).localeCompare(String(a.created_at)) || b.id - a.id,
      );
    },
    enabled: enabled && id !== undefined,
    retry: false,
  });
}
