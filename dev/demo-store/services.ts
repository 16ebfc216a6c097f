import type { PendingTimers } from './http/pending-timers';
import type { RequestLog } from './request-log';
import type { CatalogueState } from './state';
import type { StoreProfile } from './stores';
import type { StoreId } from './types';

/** What every store and the admin API share: one state, one request log, one set of timers. */
export interface DemoStoreServices {
  state: CatalogueState;
  requestLog: RequestLog;
  timers: PendingTimers;
  runningStores: readonly StoreProfile[];
  /** The store's main origin, e.g. `http://localhost:5301`. */
  originOf(storeId: StoreId): string;
}
