import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ListenerSet, type RefundEventBus, type RefundEventListener } from './eventBus.js';

const POLL_MS = 400;
const BATCH = 500;

/**
 * SQLite's bus: reads the refund_events rows committed since the last read, every 400 ms while anyone
 * listens. SQLite commits one writer at a time, so ids become visible in order and "after the last id
 * read" misses nothing. Every process reading the same file sees every process's writes, so this also
 * holds with several workers (WEB_CONCURRENCY) on one SQLite file; each worker pays one indexed read per
 * poll, and nothing while no one is listening.
 */
export class PollingEventBus implements RefundEventBus {
  private readonly listeners = new ListenerSet();
  private lastId = 0;
  private timer: NodeJS.Timeout | null = null;
  private starting: Promise<void> | null = null;
  private polling = false;
  private generation = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (error: unknown) => void,
  ) {}

  async subscribe(listener: RefundEventListener): Promise<() => void> {
    const remove = this.listeners.add(listener);
    await this.start();
    return () => {
      remove();
      if (this.listeners.size === 0) this.stop();
    };
  }

  private start(): Promise<void> {
    if (this.starting) return this.starting;
    const generation = ++this.generation;
    this.starting = (async () => {
      const row = await this.db
        .selectFrom('refund_events')
        .select((eb) => eb.fn.max('id').as('last'))
        .executeTakeFirst();
      // The last listener may have left while the start read: then there is nothing to run.
      if (generation !== this.generation) return;
      this.lastId = Number(row?.last ?? 0);
      this.timer = setInterval(() => void this.poll(), POLL_MS);
      this.timer.unref();
    })();
    return this.starting;
  }

  private stop(): void {
    this.generation += 1;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.starting = null;
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const rows = await this.db
        .selectFrom('refund_events')
        .selectAll()
        .where('id', '>', this.lastId)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        this.lastId = row.id;
        this.listeners.deliver(row);
      }
    } catch (error) {
      this.onError(error);
    } finally {
      this.polling = false;
    }
  }

  async close(): Promise<void> {
    this.stop();
  }
}
