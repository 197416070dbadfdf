import { useEffect, useRef, useState } from 'react';
import { remainingBlockMs } from './loginAttempts';

/** Milliseconds left until `until`, re-rendered every second; calls `onExpired` once it reaches zero. */
export function useCountdown(until: string, onExpired: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const onExpiredRef = useRef(onExpired);
  useEffect(() => {
    onExpiredRef.current = onExpired;
  }, [onExpired]);

  const remaining = remainingBlockMs(until, now);
  const expired = remaining === 0;

  useEffect(() => {
    if (expired) {
      onExpiredRef.current();
      return undefined;
    }
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expired]);

  return remaining;
}
