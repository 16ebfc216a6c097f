import type { Browser } from 'webextension-polyfill';

/**
 * The browser APIs the worker's Firestore-facing modules use, for one simulated browser profile:
 * `storage.local` outlives the worker (as Chrome keeps it), the alarms are fired by the simulation,
 * notifications are recorded with the simulated time they were shown. Nothing else is emulated.
 */
export interface ShownNotification {
  id: string;
  at: number;
  title: string;
  message: string;
}

export class ProfileStorage {
  private readonly entries = new Map<string, unknown>();
  /** Set while no worker runs: a stopped worker's late writes are lost, as in Chrome. */
  private frozen = false;

  freeze(frozen: boolean): void {
    this.frozen = frozen;
  }

  area() {
    const read = (keys: unknown): Record<string, unknown> => {
      const wanted = keys === null || keys === undefined ? [...this.entries.keys()] : typeof keys === 'string' ? [keys] : Array.isArray(keys) ? (keys as string[]) : Object.keys(keys);
      const found: Record<string, unknown> = {};
      // Values are kept as given, not copied: the worker never changes what it stored or read (its state is immutable),
      // and copying the re-check run state at every save would be most of the simulation's time.
      for (const key of wanted) if (this.entries.has(key)) found[key] = this.entries.get(key);
      return found;
    };
    return {
      get: (keys?: unknown) => Promise.resolve(read(keys)),
      set: (items: Record<string, unknown>) => {
        if (!this.frozen) for (const [key, value] of Object.entries(items)) this.entries.set(key, value);
        return Promise.resolve();
      },
      remove: (keys: string | string[]) => {
        if (!this.frozen) for (const key of typeof keys === 'string' ? [keys] : keys) this.entries.delete(key);
        return Promise.resolve();
      },
    };
  }
}

const ignoredEvent = { addListener: () => undefined, removeListener: () => undefined, hasListener: () => false };

/** The `browser` object the worker's wiring functions take, for one worker's life in one profile. */
export function fakeBrowser(options: {
  storage: ProfileStorage;
  grantedOrigins: () => string[];
  now: () => number;
  notify: (notification: ShownNotification) => void;
  alarms: Map<string, { periodInMinutes?: number }>;
}): Browser {
  const browser = {
    runtime: { id: 'cartwatch-bench', getURL: (path: string) => `chrome-extension://cartwatch-bench/${path}` },
    storage: { local: options.storage.area() },
    permissions: { getAll: () => Promise.resolve({ origins: options.grantedOrigins(), permissions: [] }), onAdded: ignoredEvent, onRemoved: ignoredEvent },
    alarms: {
      get: (name: string) => Promise.resolve(options.alarms.has(name) ? { name, scheduledTime: options.now(), ...options.alarms.get(name) } : undefined),
      create: (name: string, info: { periodInMinutes?: number }) => {
        options.alarms.set(name, info);
        return Promise.resolve();
      },
      onAlarm: ignoredEvent,
    },
    notifications: {
      create: (id: string, details: { title?: string; message?: string }) => {
        options.notify({ id, at: options.now(), title: details.title ?? '', message: details.message ?? '' });
        return Promise.resolve(id);
      },
      clear: () => Promise.resolve(true),
      onClicked: ignoredEvent,
      onButtonClicked: ignoredEvent,
    },
    action: {
      setBadgeText: () => Promise.resolve(),
      setBadgeBackgroundColor: () => Promise.resolve(),
      setTitle: () => Promise.resolve(),
      setPopup: () => Promise.resolve(),
    },
    tabs: { query: () => Promise.resolve([]), create: () => Promise.resolve({}), onRemoved: ignoredEvent },
  };
  return browser as unknown as Browser;
}
