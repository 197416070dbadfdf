import { useCallback, useEffect, useState } from 'react';
import { VIEWER_HEARTBEAT_MS, type RefundViewers } from '../../contract/events';
import { API_BASE_URL, apiRequest } from '../providers/httpClient';
import { readToken } from '../providers/tokenStorage';
import { useRefundEvents } from './useRefundEvents';

type Viewer = RefundViewers['viewers'][number];

/** Tells the server the page is gone, even while the tab closes (keepalive). */
function leave(refundId: number): void {
  const token = readToken();
  if (!token) return;
  void fetch(`${API_BASE_URL}/refunds/${refundId}/viewers`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Marks the refund as open on this page while it is mounted (again every 20 s) and answers the other
 * users who have it open; someone arriving or leaving is heard over the live stream at once.
 */
export function useRefundViewers(refundId: number | null): Viewer[] {
  const [viewers, setViewers] = useState<Viewer[]>([]);
  const report = useCallback(async () => {
    if (refundId === null) return;
    try {
      const answer = await apiRequest<RefundViewers>(`/refunds/${refundId}/viewers`, { method: 'POST' });
      setViewers(answer.viewers);
    } catch {
      // a missed beat only delays the list; the page itself reports its own errors
    }
  }, [refundId]);

  useEffect(() => {
    if (refundId === null) return;
    void report();
    const timer = setInterval(() => void report(), VIEWER_HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      leave(refundId);
    };
  }, [refundId, report]);

  useRefundEvents((signal) => {
    if (signal.kind === 'resync' || (signal.kind === 'viewers' && signal.refund_id === refundId))
      void report();
  });
  return viewers;
}
