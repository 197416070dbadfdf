import { describe, expect, it } from 'vitest';
import { parseEventStream } from '../../src/events/readEventStream';
import { retryDelay } from '../../src/events/refundEventSource';

describe('reading the live stream', () => {
  it('splits complete messages, skips comments and keeps an unfinished one for the next chunk', () => {
    const { messages, rest } = parseEventStream(
      ': ping\n\nid: 4\nevent: refund\ndata: {"id":4}\n\nevent: ready\r\ndata: {}\r\n\r\nevent: refund\ndata: {"id"',
    );
    expect(messages).toEqual([
      { event: 'refund', data: '{"id":4}' },
      { event: 'ready', data: '{}' },
    ]);
    expect(rest).toBe('event: refund\ndata: {"id"');
  });

  it('waits longer after each failed attempt, from about a second up to a minute', () => {
    const half = () => 0.5;
    expect([0, 1, 2, 3, 10].map((attempt) => retryDelay(attempt, half))).toEqual([
      750, 1500, 3000, 6000, 45000,
    ]);
    expect(retryDelay(0, () => 0)).toBe(500);
    expect(retryDelay(20, () => 1)).toBe(60_000);
  });
});
