import { readFile } from 'node:fs/promises';
import { catalogue } from './catalogue';
import { listenOnLoopback } from './http/listen-on-loopback';
import type { LoopbackListener } from './http/listen-on-loopback';
import { PendingTimers } from './http/pending-timers';
import { RequestLog } from './request-log';
import type { DemoStoreServices } from './services';
import { CatalogueState } from './state';
import { createStoreHandler } from './store-handler';
import { storeProfiles } from './stores';
import type { StoreId } from './types';

export interface DemoStoreOptions {
  /** One port per store, in store order; 0 picks a free port. Default: two stores on free ports. */
  ports?: number[];
}

export interface RunningStore {
  id: StoreId;
  name: string;
  /** Main origin. Stores alternate host names (localhost, 127.0.0.1, ...) so each is its own site. */
  origin: string;
  /** Every origin the store answers on: the same port on both loopback host names. */
  origins: string[];
}

export interface DemoStore {
  stores: RunningStore[];
  adminUrl: string;
  close(): Promise<void>;
}

export { catalogue } from './catalogue';
export type { Availability, CatalogueProduct, PageFormat, PageMode, StoreId } from './types';

const hostNames = ['localhost', '127.0.0.1'] as const;

export async function startDemoStore(options: DemoStoreOptions = {}): Promise<DemoStore> {
  const ports = options.ports ?? [0, 0];
  validatePorts(ports);
  const profiles = storeProfiles.slice(0, ports.length);
  const origins = new Map<StoreId, string>();
  const timers = new PendingTimers();
  const services: DemoStoreServices = {
    state: new CatalogueState(catalogue.filter((product) => profiles.some((store) => store.id === product.storeId))),
    requestLog: new RequestLog(),
    timers,
    runningStores: profiles,
    originOf: (storeId) => origins.get(storeId) ?? 'http://localhost',
  };
  const spaScript = await readFile(new URL('./spa/app.js', import.meta.url), 'utf8');

  const listeners: LoopbackListener[] = [];
  const closeAll = async () => {
    timers.clearAll();
    await Promise.all(listeners.map((listener) => listener.close()));
  };
  const stores: RunningStore[] = [];
  try {
    for (const [index, store] of profiles.entries()) {
      const listener = await listenOnLoopback(createStoreHandler(store, services, spaScript), ports[index] ?? 0);
      listeners.push(listener);
      const storeOrigins = hostNames.map((host) => `http://${host}:${listener.port}`);
      const origin = storeOrigins[index % hostNames.length] ?? `http://localhost:${listener.port}`;
      origins.set(store.id, origin);
      stores.push({ id: store.id, name: store.name, origin, origins: [origin, ...storeOrigins.filter((o) => o !== origin)] });
    }
  } catch (error) {
    await closeAll();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    stores,
    adminUrl: `${stores[0]?.origin ?? ''}/__admin`,
    close: () => (closing ??= closeAll()),
  };
}

function validatePorts(ports: number[]): void {
  if (ports.length < 1 || ports.length > storeProfiles.length) {
    throw new RangeError(`ports: give 1 to ${storeProfiles.length} ports, one per store (got ${ports.length})`);
  }
  for (const port of ports) {
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new RangeError(`ports: ${port} is not a port number (0-65535, 0 picks a free one)`);
    }
  }
  const fixed = ports.filter((port) => port !== 0);
  if (new Set(fixed).size !== fixed.length) throw new RangeError('ports: each store needs its own port');
}
