import pg from 'pg';
import { HttpError } from '../http/errors.js';
import { serverText } from '../i18n/catalog.js';
import { REFUND_EVENTS_CHANNEL } from '../db/migrations/0015_refund_events.js';
import {
  ListenerSet,
  type RefundEventBus,
  type RefundEventListener,
  type RefundEventRow,
} from './eventBus.js';

const RECONNECT_MIN_MS = 500;

/** Stops reacting to a client being let go; a late socket error of it is then ignored, not thrown. */
function quiet(client: pg.Client): void {
  client.removeAllListeners();
  client.on('error', () => undefined);
}
const RECONNECT_MAX_MS = 30_000;

/**
 * PostgreSQL's bus: one dedicated connection per process LISTENs on the channel that a trigger on
 * refund_events notifies, on commit only, with the row. Every process (any number of workers or
 * machines on the same database) gets every event. A lost connection is opened again with back-off;
 * events committed while it was down are not replayed (the browsers reload when their own stream
 * reconnects, and a stream does not drop for this).
 */
export class PostgresEventBus implements RefundEventBus {
  private readonly listeners = new ListenerSet();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retryMs = RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  async subscribe(listener: RefundEventListener): Promise<() => void> {
    const remove = this.listeners.add(listener);
    try {
      await this.connect();
    } catch (error) {
      remove();
      throw error;
    }
    return remove;
  }

  /** Opens the listening connection unless it is open (or opening). */
  private connect(): Promise<void> {
    // The server is closing: a stream that got this far is told to come back (503, Retry-After).
    if (this.closed) return Promise.reject(new HttpError(503, serverText('server.http.closing')));
    if (this.client) return Promise.resolve();
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'iade-events' });
    client.on('notification', (message) => {
      if (message.channel !== REFUND_EVENTS_CHANNEL || !message.payload) return;
      this.listeners.deliver(JSON.parse(message.payload) as RefundEventRow);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${REFUND_EVENTS_CHANNEL}`);
    } catch (error) {
      quiet(client);
      void client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.retryMs = RECONNECT_MIN_MS;
  }

  private lost(client: pg.Client, error: Error | null): void {
    if (this.client !== client) return;
    this.client = null;
    quiet(client);
    void client.end().catch(() => undefined);
    if (this.closed) return;
    if (error) this.onError(error);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.retryTimer || this.closed || this.listeners.size === 0) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch((error: unknown) => {
        this.onError(error);
        this.scheduleReconnect();
      });
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    if (!client) return;
    quiet(client);
    await client.end().catch(() => undefined);
  }
}
