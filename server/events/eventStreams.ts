import { PassThrough } from 'node:stream';
import type { Kysely } from 'kysely';
import { EVENT_STREAM, type RefundEvent, type RefundEventKind } from '../../contract/events.js';
import type { SessionPolicy } from '../auth/sessions.js';
import type { Database } from '../db/types.js';
import { HttpError, forbidden } from '../http/errors.js';
import type { RefundEventBus, RefundEventRow } from './eventBus.js';
import { currentStreamAccess, mayReceive, type StreamAccess } from './streamAccess.js';
import { catalogTexts } from '../i18n/catalog.js';

const HEARTBEAT_MS = 25_000;
/** A stream's access is read again when older than this (a burst of events shares one read). */
const ACCESS_FRESH_MS = 1_000;
/** Per user and process: a few tabs; more is refused rather than letting one user hold many sockets. */
export const MAX_STREAMS_PER_USER = 6;
const MAX_STREAMS = 2_000;
/** A client that stops reading is cut off once this much waits for it. */
const MAX_BUFFERED_BYTES = 256 * 1024;

export const STREAM_MESSAGES = catalogTexts({
  tooMany: 'server.events.tooMany',
  busy: 'server.events.busy',
});

export interface StreamOwner {
  sessionId: number;
  userId: number;
}

interface Subscriber {
  owner: StreamOwner;
  output: PassThrough;
  access: Promise<StreamAccess | null>;
  checkedAt: number;
  /** Events reach a stream in order: each waits for the one before it. */
  queue: Promise<void>;
}

const frame = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** An event as a stream sends it: no payment method, no data of the refund. */
export function publicEvent(row: RefundEventRow): RefundEvent {
  return {
    id: Number(row.id),
    kind: row.kind as RefundEventKind,
    refund_id: row.refund_id,
    version: row.version,
    actor_id: row.actor_id,
    actor_name: row.actor_name,
    at: new Date(Number(row.created_at)).toISOString(),
  };
}

/**
 * The open event streams of this process: each gets the events its owner may see, re-checked against the
 * owner's current session and role, a comment every 25 s, and is ended when the session ends.
 */
export class EventStreams {
  private readonly subscribers = new Set<Subscriber>();
  private listening: Promise<() => void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly policy: SessionPolicy,
    private readonly bus: RefundEventBus,
  ) {}

  /** A new stream for the owner, already receiving; refused (429) past the per-user or process limit. */
  async open(owner: StreamOwner): Promise<PassThrough> {
    const mine = [...this.subscribers].filter((s) => s.owner.userId === owner.userId).length;
    if (mine >= MAX_STREAMS_PER_USER) throw new HttpError(429, STREAM_MESSAGES.tooMany);
    if (this.subscribers.size >= MAX_STREAMS) throw new HttpError(503, STREAM_MESSAGES.busy);
    const access = currentStreamAccess(this.db, this.policy, owner);
    if (!(await access)) throw forbidden();
    const listening = this.listen();
    await listening;
    const subscriber: Subscriber = {
      owner,
      output: new PassThrough(),
      access,
      checkedAt: Date.now(),
      queue: Promise.resolve(),
    };
    this.subscribers.add(subscriber);
    // The last other stream may have ended (and stopped listening) while this one waited.
    if (this.listening !== listening) {
      try {
        await this.listen();
      } catch (error) {
        this.end(subscriber);
        throw error;
      }
    }
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
    subscriber.output.write(`: connected\n\n${frame(EVENT_STREAM.ready, {})}`);
    return subscriber.output;
  }

  /** Forgets a stream whose client went away. */
  close(output: PassThrough): void {
    for (const subscriber of this.subscribers) {
      if (subscriber.output === output) this.end(subscriber);
    }
  }

  get count(): number {
    return this.subscribers.size;
  }

  private listen(): Promise<() => void> {
    if (!this.listening) {
      const listening = this.bus.subscribe((event) => this.deliver(event));
      listening.catch(() => {
        if (this.listening === listening) this.listening = null;
      });
      this.listening = listening;
    }
    return this.listening;
  }

  private accessOf(subscriber: Subscriber, force = false): Promise<StreamAccess | null> {
    const now = Date.now();
    if (force || now - subscriber.checkedAt > ACCESS_FRESH_MS) {
      subscriber.access = currentStreamAccess(this.db, this.policy, subscriber.owner).catch(() => null);
      subscriber.checkedAt = now;
    }
    return subscriber.access;
  }

  private deliver(row: RefundEventRow): void {
    const text = frame(EVENT_STREAM.refund, publicEvent(row), Number(row.id));
    for (const subscriber of this.subscribers) {
      subscriber.queue = subscriber.queue.then(async () => {
        const access = await this.accessOf(subscriber);
        if (!access) return this.end(subscriber);
        if (mayReceive(access, row)) this.write(subscriber, text);
      });
    }
  }

  private beat(): void {
    for (const subscriber of this.subscribers) {
      subscriber.queue = subscriber.queue.then(async () => {
        if (!(await this.accessOf(subscriber, true))) return this.end(subscriber);
        this.write(subscriber, ': ping\n\n');
      });
    }
  }

  private write(subscriber: Subscriber, text: string): void {
    if (!this.subscribers.has(subscriber)) return;
    if (subscriber.output.writableLength > MAX_BUFFERED_BYTES) {
      this.end(subscriber);
      subscriber.output.destroy();
      return;
    }
    subscriber.output.write(text);
  }

  private end(subscriber: Subscriber): void {
    if (!this.subscribers.delete(subscriber)) return;
    subscriber.output.end();
    if (this.subscribers.size > 0) return;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    const listening = this.listening;
    this.listening = null;
    void listening?.then((stop) => stop()).catch(() => undefined);
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const subscriber of this.subscribers) this.end(subscriber);
  }
}
