import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { RefundLog } from './types';
import type { AppDataProvider } from '../providers/dataProvider';

/** GET /api/logs/refund/:id, newest first; cached under ['refunds', 'logs', id]. */
export function useRefundLogs(
  id: number | string | undefined,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const dataProvider = useDataProvider<AppDataProvider>();
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
