import type { Selectable } from 'kysely';
import type { RefundEventsTable } from '../db/types.js';

export type RefundEventRow = Selectable<RefundEventsTable>;
export type RefundEventListener = (event: RefundEventRow) => void;

/**
 * Delivers every committed refund event, whichever process wrote it, to this process's listeners. The
 * events come from the refund_events rows that writes insert in their own transaction.
 */
export interface RefundEventBus {
  /** Resolves once events committed from now on will reach the listener; answers how to stop. */
  subscribe(listener: RefundEventListener): Promise<() => void>;
  close(): Promise<void>;
}

/** The listener set every bus keeps; a throwing listener does not keep the event from the others. */
export class ListenerSet {
  private readonly listeners = new Set<RefundEventListener>();

  get size(): number {
    return this.listeners.size;
  }

  add(listener: RefundEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  deliver(event: RefundEventRow): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // one broken stream must not stop the others
      }
    }
  }
}
