import type { Store } from 'react-admin';

/** The sessionStorage key that holds the refund list's state for the browser tab. */
export const REFUND_LIST_STORAGE_KEY = 'refundListState';

/** react-admin store key of the list parameters (filters, page, sort) inside that state. */
export const REFUND_LIST_PARAMS_KEY = 'refunds.listParams';

type Listener = { key: string; callback: (value: unknown) => void };

function readStorage(storage: Storage | null, fallback: Record<string, unknown>): Record<string, unknown> {
  if (!storage) return fallback;
  try {
    const text = storage.getItem(REFUND_LIST_STORAGE_KEY);
    const parsed: unknown = text ? JSON.parse(text) : {};
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    const storage = window.sessionStorage;
    storage.setItem(`${REFUND_LIST_STORAGE_KEY}.probe`, '1');
    storage.removeItem(`${REFUND_LIST_STORAGE_KEY}.probe`);
    return storage;
  } catch {
    return null;
  }
}

/**
 * A react-admin Store kept in sessionStorage under one key, so that the refund list's filters, page
 * and sort survive navigation and reloads within the tab but not a new session (the app's own store
 * is localStorage). Falls back to memory when sessionStorage is unavailable.
 */
export function createRefundListStore(): Store {
  const listeners = new Map<string, Listener>();
  let memory: Record<string, unknown> = {};
  let nextId = 0;

  const read = () => readStorage(sessionStorageOrNull(), memory);
  const write = (items: Record<string, unknown>) => {
    memory = items;
    const storage = sessionStorageOrNull();
    if (!storage) return;
    try {
      storage.setItem(REFUND_LIST_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Storage full or refused: the state lives on in memory for this page.
    }
  };
  const publish = (key: string, value: unknown) => {
    for (const listener of [...listeners.values()]) {
      if (listener.key === key) listener.callback(value);
    }
  };
  const removeWhere = (matches: (key: string) => boolean) => {
    const items = read();
    const removed = Object.keys(items).filter(matches);
    for (const key of removed) delete items[key];
    write(items);
    for (const key of removed) publish(key, undefined);
  };

  return {
    setup: () => undefined,
    teardown: () => undefined,
    getItem: <T = unknown>(key: string, defaultValue?: T) => {
      const items = read();
      return key in items ? (items[key] as T) : defaultValue;
    },
    setItem: <T = unknown>(key: string, value: T) => {
      const items = read();
      if (value === undefined) delete items[key];
      else items[key] = value;
      write(items);
      publish(key, value);
    },
    removeItem: (key: string) => removeWhere((candidate) => candidate === key),
    removeItems: (prefix: string) => removeWhere((candidate) => candidate.startsWith(prefix)),
    reset: () => removeWhere(() => true),
    subscribe: (key: string, callback: (value: unknown) => void) => {
      nextId += 1;
      const id = String(nextId);
      listeners.set(id, { key, callback });
      return () => {
        listeners.delete(id);
      };
    },
    listItems: (prefix?: string) =>
      Object.fromEntries(Object.entries(read()).filter(([key]) => key.startsWith(prefix ?? ''))),
  };
}

/** One store for the whole tab, shared by every mount of the list. */
export const refundListStore = createRefundListStore();

const OWNER_KEY = 'owner';

/**
 * The state belongs to the user who set it: another user signing in within the same tab starts
 * from the defaults instead of the previous user's filters.
 */
export function claimRefundListStore(store: Store, ownerId: string | number | null | undefined): void {
  const owner = ownerId == null ? null : String(ownerId);
  if (store.getItem(OWNER_KEY) === owner) return;
  store.reset();
  store.setItem(OWNER_KEY, owner);
}
