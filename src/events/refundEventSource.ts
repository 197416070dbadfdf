import { EVENT_STREAM, type RefundEvent } from '../../contract/events';
import { API_BASE_URL } from '../providers/httpClient';
import { readToken } from '../providers/tokenStorage';
import { readEventStream } from './readEventStream';

/** What a listener hears: a refund event, or `resync` after (re)connecting, when events may have been missed. */
export type RefundStreamSignal = RefundEvent | { kind: 'resync' };
export type RefundStreamListener = (signal: RefundStreamSignal) => void;

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

/** The wait before reconnect attempt `attempt` (0-based): doubling from 1 s to a minute, with jitter. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);
  return Math.round(base / 2 + (random() * base) / 2);
}

/**
 * One stream per browser tab, open while some screen listens: opened for the first listener, closed
 * after the last. A dropped or refused stream is opened again with back-off; without a session (401)
 * it stops, as the next API call signs the user out anyway.
 */
class RefundEventSource {
  private readonly listeners = new Set<RefundStreamListener>();
  private abort: AbortController | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  /** The first `ready` finds the screens freshly loaded; after a later one they may have missed events. */
  private connectedBefore = false;

  subscribe(listener: RefundStreamListener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.connect();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  private emit(signal: RefundStreamSignal): void {
    for (const listener of [...this.listeners]) listener(signal);
  }

  private stop(): void {
    this.abort?.abort();
    this.abort = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.attempt = 0;
    this.connectedBefore = false;
  }

  private connect(): void {
    const token = readToken();
    if (!token) return;
    const abort = new AbortController();
    this.abort = abort;
    void this.run(token, abort).then((retry) => {
      if (abort.signal.aborted || this.abort !== abort) return;
      this.abort = null;
      if (retry) this.scheduleRetry();
    });
  }

  /** Reads one connection to its end; answers whether to try again. */
  private async run(token: string, abort: AbortController): Promise<boolean> {
    try {
      const response = await fetch(`${API_BASE_URL}/events`, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        signal: abort.signal,
        cache: 'no-store',
      });
      if (response.status === 401) return false;
      if (!response.ok || !response.body) return true;
      await readEventStream(response.body, ({ event, data }) => {
        if (event === EVENT_STREAM.ready) {
          this.attempt = 0;
          if (this.connectedBefore) this.emit({ kind: 'resync' });
          this.connectedBefore = true;
        } else if (event === EVENT_STREAM.refund) this.emit(JSON.parse(data) as RefundEvent);
      });
      return true;
    } catch {
      return !abort.signal.aborted;
    }
  }

  private scheduleRetry(): void {
    if (this.listeners.size === 0) return;
    const delay = retryDelay(this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.listeners.size > 0) this.connect();
    }, delay);
  }
}

export const refundEventSource = new RefundEventSource();
