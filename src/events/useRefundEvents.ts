import { useEffect, useRef } from 'react';
import { useGetIdentity } from 'react-admin';
import { refundEventSource, type RefundStreamListener } from './refundEventSource';

/** Listens to the live refund stream while the component is mounted (the latest listener is called). */
export function useRefundEvents(listener: RefundStreamListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => refundEventSource.subscribe((signal) => latest.current(signal)), []);
}

/** The signed-in user's id as a number (events name their actor by id), or null while unknown. */
export function useOwnUserId(): number | null {
  const { identity } = useGetIdentity();
  return identity?.id === undefined ? null : Number(identity.id);
}
