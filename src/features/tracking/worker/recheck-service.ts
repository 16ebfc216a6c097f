import type { Alarms, Permissions } from 'webextension-polyfill';
import type { StateStore } from '../../../app/worker/store';
import type { AppState } from '../../../app/state';
import { sameData } from '../../../platform/state/same-data';
import type { CheckResult, PageParser } from './check-page';
import { checkResult } from './check-page';
import { createRecheckEngine, type EngineView, type RecheckEngine } from './engine';
import { fetchPage } from './fetch-page';
import type { ObservationSink } from '../model/observation-sink';
import { runStorageOf, type LocalStorageArea } from './run-storage';
import { MAX_IN_RUN_WAIT_MS, RECHECK_ALARM, RECHECK_ALARM_MINUTES, RECHECK_TIMEOUT_MS } from '../model/settings';
import { accessibleStores, grantsAllStores, storesOfOrigins } from '../model/granted-stores';
import { trackingStateOf } from '../model/tracking-state';
import type { ListItem } from '../../lists';
import type { Reading } from '../model/tracking';
import { whenItemSynced, whenListLoaded } from './list-loaded';

const HOUR_MS = 3_600_000;
const DEFAULT_RECHECK_HOURS = 6;

/** The shopper's re-check interval, as the state holds their profile. */
export const recheckIntervalOf = (state: Pick<AppState, 'profile'>): number => (state.profile?.preferences.recheckHours ?? DEFAULT_RECHECK_HOURS) * HOUR_MS;

export interface RecheckServiceDeps {
  store: StateStore;
  storage: LocalStorageArea;
  permissions: Pick<Permissions.Static, 'getAll'>;
  alarms: Pick<Alarms.Static, 'create' | 'get'>;
  uid(): string | null;
  /** Resolves once the signed-in account is known (Firebase Auth restores it after a wake). */
  accountKnown(): Promise<void>;
  sink: ObservationSink<ListItem>;
  /** Where a reading the server refused is reported (the write tracker). */
  refused(item: ListItem, error: unknown): void;
  parse: PageParser;
  fetcher: typeof fetch;
  politeness: { intervalMs: number; jitterMs: number };
  /** Every reading this browser takes, written or not (the alert engine needs the ones that agree with a change). */
  onReading?(listId: string, itemId: string, reading: Reading): void;
}

export interface RecheckService {
  engine: RecheckEngine;
  /** Re-reads the granted stores (at start and when access changes); revoked stores stop at once. */
  refreshAccess(): Promise<void>;
  onAlarm(alarm: Alarms.Alarm): void;
}

/** How long a "Check now" waits for its list's items after the worker woke. */
const LIST_LOAD_WAIT_MS = 20_000;

/** Builds the engine over the worker's state, storage, network and alarm; index.ts only wires its events. */
export function createRecheckService(deps: RecheckServiceDeps): RecheckService {
  const { store } = deps;

  const view = (): EngineView => {
    const { state } = store.snapshot();
    return {
      signedIn: deps.uid() !== null,
      listIds: state.lists?.map((list) => list.id) ?? null,
      items: state.items,
      intervalMs: recheckIntervalOf(state),
      storesWithAccess: accessibleStores(state.tracking, state.items),
    };
  };

  const check = async (item: ListItem): Promise<CheckResult> => {
    // The shopper's cookies go along: see docs/tracking.md, "Cookies".
    const attempt = await fetchPage(deps.fetcher, item.url, { timeoutMs: RECHECK_TIMEOUT_MS, credentials: 'include' });
    const result = await checkResult(item, attempt, deps.parse, () => Date.now());
    deps.onReading?.(item.listId, item.id, result.reading);
    return result;
  };

  const engine = createRecheckEngine({
    now: () => Date.now(),
    random: () => Math.random(),
    sleep: (ms, wake) =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      }),
    storage: runStorageOf(deps.storage),
    view,
    check,
    sink: deps.sink,
    refused: (item, error) => deps.refused(item, error),
    publish: (run) =>
      store.update((state) => {
        const tracking = trackingStateOf(run, state.tracking, Date.now(), deps.politeness.intervalMs);
        return sameData(tracking, state.tracking) ? state : { ...state, tracking };
      }),
    politeness: deps.politeness,
    maxSleepMs: MAX_IN_RUN_WAIT_MS,
  });

  // Created again at every start (Firefox keeps alarms in memory only), but not reset when it is there:
  // a worker woken more often than once a minute would otherwise push it back every time.
  void deps.alarms.get(RECHECK_ALARM).then((alarm) => {
    if (alarm?.periodInMinutes !== RECHECK_ALARM_MINUTES) return deps.alarms.create(RECHECK_ALARM, { periodInMinutes: RECHECK_ALARM_MINUTES });
  });

  async function readAccess(): Promise<void> {
    const { origins = [] } = await deps.permissions.getAll();
    const storesWithAccess = storesOfOrigins(origins);
    const allStores = grantsAllStores(origins);
    store.update((state) =>
      sameData(storesWithAccess, state.tracking.storesWithAccess) && allStores === state.tracking.allStores
        ? state
        : { ...state, tracking: { ...state.tracking, storesWithAccess, allStores } },
    );
  }
  // A woken worker's state has no granted stores until this is read: nothing runs before it, or the queue would be dropped.
  // Nor before the account is known: a signed-out engine stops its run, and "Check now" would wait for the alarm.
  const accessKnown = Promise.all([readAccess(), deps.accountKnown()]).catch((error: unknown) => console.error(error));

  return {
    engine: {
      tick: () => accessKnown.then(() => engine.tick()),
      checkNow: (listId, itemId) =>
        accessKnown
          .then(() => whenListLoaded(store, listId, LIST_LOAD_WAIT_MS))
          .then(() => whenItemSynced(store, listId, itemId, LIST_LOAD_WAIT_MS))
          .then(() => engine.checkNow(listId, itemId)),
      checkAll: () => accessKnown.then(() => engine.checkAll()),
    },
    async refreshAccess() {
      await accessKnown;
      await readAccess();
      await engine.tick();
    },
    onAlarm(alarm) {
      if (alarm.name === RECHECK_ALARM) void accessKnown.then(() => engine.tick());
    },
  };
}
