import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useRefundEvents } from './useRefundEvents';

const REFRESH_DELAY_MS = 400;

/**
 * Inside the refund list: reloads the page shown when an event touches one of its rows or a new refund
 * may enter it, or when the stream reconnects; a burst of events (a bulk action) is one reload.
 */
export const RefundListLiveRefresh = () => {
  const { data, refetch } = useListContext();
  const shown = useRef(new Set<number>());
  shown.current = new Set((data ?? []).map((record) => Number(record.id)));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useRefundEvents((signal) => {
    if (signal.kind === 'viewers') return;
    if (signal.kind !== 'resync' && signal.kind !== 'created' && !shown.current.has(signal.refund_id)) return;
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void refetch();
    }, REFRESH_DELAY_MS);
  });
  return null;
};
