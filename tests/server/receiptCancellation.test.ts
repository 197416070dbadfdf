import { describe, expect, it } from 'vitest';
import { OcrQueue } from '../../server/receiptAnalysis/ocrQueue.js';
import { runTool, ToolError } from '../../server/receiptAnalysis/runTool.js';

/** An analysis whose caller gave up (its time-out passed) must stop costing CPU. */
describe('cancelling an abandoned receipt analysis', () => {
  it('kills a running tool when its signal aborts', async () => {
    const stop = new AbortController();
    const started = Date.now();
    const run = runTool('sleep', ['30'], { timeoutMs: 60_000, maxOutputBytes: 1024, signal: stop.signal });
    setTimeout(() => stop.abort(), 100);
    await expect(run).rejects.toBeInstanceOf(ToolError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('takes a waiting job out of the queue unrun, and runs the next one in its place', async () => {
    const queue = new OcrQueue(1, 8);
    let release: () => void = () => undefined;
    const first = queue.run(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const stop = new AbortController();
    let abandonedRan = false;
    const abandoned = queue.run(async () => {
      abandonedRan = true;
      return 'abandoned';
    }, stop.signal);
    const next = queue.run(async () => 'next');
    expect(queue.stats).toEqual({ running: 1, borrowed: 0, waiting: 2 });
    stop.abort();
    await expect(abandoned).rejects.toMatchObject({ statusCode: 504 });
    expect(queue.stats).toEqual({ running: 1, borrowed: 0, waiting: 1 });
    release();
    expect(await first).toBe('first');
    expect(await next).toBe('next');
    expect(abandonedRan).toBe(false);
    expect(queue.stats).toEqual({ running: 0, borrowed: 0, waiting: 0 });
  });

  it('refuses to start a job whose caller already gave up', async () => {
    const queue = new OcrQueue(1, 8);
    const stop = new AbortController();
    stop.abort();
    await expect(queue.run(async () => 'never', stop.signal)).rejects.toMatchObject({ statusCode: 504 });
  });
});
