import http from 'node:http';
import type { RefundEvent } from '../../contract/events.js';

/** A test's reading of GET /api/events: the `refund` events as they arrive, and whether the server ended it. */
export interface EventStreamReader {
  status: number;
  events: RefundEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The next event (after those already taken) matching, or a rejection after the wait. */
  waitFor(match: (event: RefundEvent) => boolean, timeoutMs?: number): Promise<RefundEvent>;
  close(): void;
}

/** GET on a connection of its own (never pooled), answered once its headers are in. */
function requestStream(baseUrl: string, token: string | undefined, path = '/api/events') {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(`${baseUrl}${path}`, { headers, agent: false }, resolve);
    request.on('error', reject);
  });
}

/** The status a GET of an endless stream answers, without waiting for its end. */
export async function streamStatus(baseUrl: string, path: string, token?: string): Promise<number> {
  const response = await requestStream(baseUrl, token, path);
  response.destroy();
  return response.statusCode ?? 0;
}

/** Opens the stream and waits for its `ready` message (or answers the refusal's status). */
export async function openEventStream(baseUrl: string, token?: string): Promise<EventStreamReader> {
  const response = await requestStream(baseUrl, token);
  const status = response.statusCode ?? 0;
  const events: RefundEvent[] = [];
  const waiters = new Set<() => void>();
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const notify = () => waiters.forEach((wake) => wake());
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (text: string) => {
    buffer += text;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      if (field('event') === 'ready') markReady();
      if (field('event') === 'refund') events.push(JSON.parse(field('data') ?? 'null') as RefundEvent);
      notify();
    }
  });
  const ended = new Promise<void>((resolve) => {
    response.on('end', resolve);
    response.on('close', resolve);
  });
  void ended.then(() => {
    markReady();
    notify();
  });
  if (status === 200) await ready;
  let taken = 0;
  return {
    status,
    events,
    ended,
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (taken < events.length) {
            const event = events[taken++];
            if (match(event)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(event);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => response.destroy(),
  };
}
