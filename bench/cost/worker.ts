/**
 * One run of the extension's worker in one simulated browser, composed as src/worker.ts composes
 * it, from the same modules, for every part that reads or writes Firestore: the state store with
 * its storage cache, the profile, lists, items, alerts and sharing syncs, the account switch,
 * saving, the re-check engine with its leases and the observation writer, the alert engine, and
 * the message router with the handlers the pages call. Left out, because they touch no Firestore:
 * detection and the content script, the context menu and shortcut, Google sign-in, browsing
 * detection, the network watcher (always online here) and account deletion.
 *
 * What differs from the extension, and why it does not change what Firestore is asked:
 * - Firebase Auth is not run: the account Firebase would restore is handed to the account switch
 *   (`signIn`), and requests carry an emulator token naming the uid.
 * - The Firestore cache is the SDK's memory cache with LRU collection, kept by the browser profile
 *   across worker runs, where the extension keeps IndexedDB: both keep each listener's documents
 *   and resume token, so a woken worker resumes its listeners the same way.
 * - The re-check politeness is 0 ms (a local build may shorten it): checks happen minutes earlier
 *   within a run, the same checks and writes.
 * - Pages are the simulation's store pages (`fetcher`), parsed by reading them back (`parse`).
 */
import type { Firestore } from 'firebase/firestore';
import type { Firestore as LiteFirestore } from 'firebase/firestore/lite';
import type { FirebaseApp } from 'firebase/app';
import type { Browser } from 'webextension-polyfill';
import { NO_ALERTS } from '../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../src/features/tracking/model/tracking';
import { EMPTY_SHARING } from '../../src/features/sharing/model/sharing';
import type { AccountState, AppState } from '../../src/app/state';
import { createStateStore, type StateStore } from '../../src/app/worker/store';
import { restoreCachedState } from '../../src/app/worker/restore-cached-state';
import { createWriteTracker } from '../../src/app/worker/write-tracker';
import { createProfileSync } from '../../src/features/account/worker/profile-sync';
import { createSharing } from '../../src/features/sharing/worker/wire-sharing';
import { createItemsSync, itemsOfLists } from '../../src/features/lists/worker/items-sync';
import { subscribeItemsSince } from '../../src/features/lists/worker/firestore/changed-items';
import { seenMarksOf } from '../../src/features/lists/worker/items-seen-storage';
import { itemRangeCountsOf } from '../../src/features/lists/worker/firestore/item-range-counts';
import { createCheckedItems } from '../../src/features/tracking/worker/checked-items';
import { createListsSync } from '../../src/features/lists/worker/lists-sync';
import { createAlertsSync } from '../../src/features/alerts/worker/alerts-sync';
import { createSignedInUser } from '../../src/features/account/worker/signed-in-user';
import { createAccountSwitch } from '../../src/features/account/worker/account-switch';
import { createItemWriter } from '../../src/features/lists/worker/items-handlers';
import { listsHandlers } from '../../src/features/lists/worker/lists-handlers';
import { createRecheckService, recheckIntervalOf, type RecheckService } from '../../src/features/tracking/worker/recheck-service';
import { createFirestoreSink } from '../../src/features/tracking/worker/firestore-sink';
import { recordItemReading } from '../../src/features/tracking/worker/firestore/observation-writer';
import { liteObservationStoreOf } from '../../src/features/tracking/worker/firestore/lite-observation-store';
import { createRecheckLeases } from '../../src/features/tracking/worker/firestore/leases';
import { accessibleStores } from '../../src/features/tracking/model/granted-stores';
import { browserIdOf } from '../../src/features/tracking/worker/run-storage';
import { alertsFor, type AlertWiring } from '../../src/features/alerts/worker/wire-alerts';
import { alertHandlers } from '../../src/features/alerts/worker/alert-handlers';
import { sharingHandlers } from '../../src/features/sharing/worker/sharing-handlers';
import { stateHandlers } from '../../src/app/worker/state-handlers';
import { historyHandlers } from '../../src/features/tracking/worker/history-handlers';
import { exportHandlers } from '../../src/features/your-data/worker/export-handlers';
import { trackingHandlers } from '../../src/features/tracking/worker/tracking-handlers';
import { preferencesHandlers } from '../../src/features/tracking/worker/preferences-handlers';
import { failedWritesHandlers } from '../../src/app/worker/failed-writes-handlers';
import { accessOf, createAppRouter } from '../../src/app/worker/router';
import { RECHECK_ALARM } from '../../src/features/tracking/model/settings';
import type { Router } from '../../src/platform/messaging/router';
import type { ListItem } from '../../src/features/lists/model/items';
import type { Reading } from '../../src/features/tracking/model/tracking';
import type { PageParser } from '../../src/features/tracking/worker/check-page';
import type { FirebaseServices } from '../../src/platform/firebase/app';

export const IDENTITY = { id: 'cartwatch-bench', origin: 'chrome-extension://cartwatch-bench/' };
/** The popup, as the router sees a page of the extension. */
export const PAGE_SENDER = { id: IDENTITY.id, url: `${IDENTITY.origin}src/pages/popup/index.html` };

export interface WorkerDeps {
  browser: Browser;
  db: Firestore;
  lite: LiteFirestore;
  app: FirebaseApp;
  fetcher: typeof fetch;
  parse: PageParser;
}

export interface RunningWorker {
  store: StateStore;
  router: Router;
  recheck: RecheckService;
  alerts: AlertWiring;
  /** Firebase has restored this account: the syncs follow it. */
  signIn(account: Extract<AccountState, { status: 'signed-in' }>): void;
  /** The 1-minute alarm: the re-check engine's run and the alert engine's look. */
  alarm(): Promise<void>;
  /** Everything this worker listens to stops, as when the browser stops it. */
  stop(): void;
}

function initialState(): AppState {
  return {
    account: { status: 'signed-out' },
    profile: null,
    lists: null,
    items: {},
    browsingDetection: false,
    failedWrites: [],
    network: 'online',
    extensionVersion: '0.1.0',
    cacheWriteFailed: false,
    tracking: NO_TRACKING,
    alerts: NO_ALERTS,
    sharing: EMPTY_SHARING,
  };
}

/** Starts one worker run, as the browser starts the extension's worker; its listeners attach once the account is known. */
export function startWorker(deps: WorkerDeps): RunningWorker {
  const { browser, db } = deps;
  const firebase = { app: deps.app, firestore: db, liteFirestore: deps.lite } as unknown as FirebaseServices;
  const store = createStateStore(initialState(), browser.storage.local, { restore: restoreCachedState });
  const writes = createWriteTracker(store, { reportError: () => undefined, noteSettled: () => undefined });
  const profiles = createProfileSync(db, (profile) => store.update((state) => ({ ...state, profile })), 'Wishlist', writes);
  const sharing = createSharing({
    db,
    store,
    uid: () => user.uid(),
    raiseActivity: (owner, found) => alerts.raiseActivity(owner, found),
  });
  const checkedItems = createCheckedItems<ListItem>(
    db,
    (listId, listItems) => store.update((state) => ({ ...state, items: { ...state.items, [listId]: listItems } })),
    (listId) => store.snapshot().state.items[listId],
  );
  const items = createItemsSync(
    db,
    (listId, listItems) => {
      sharing.onItems(listId, listItems);
      checkedItems.onItems(listId, listItems);
    },
    console.error,
    subscribeItemsSince(seenMarksOf(browser.storage.local), itemRangeCountsOf(deps.lite)),
  );
  const lists = createListsSync(db, (next, members, onServer) => {
    const listIds = next?.map((list) => list.id) ?? [];
    sharing.onLists(next, members);
    store.update((state) => ({ ...state, lists: next, items: itemsOfLists(state.items, listIds) }));
    items.follow(listIds, onServer);
    checkedItems.follow(listIds, onServer);
  });
  const alertsSync = createAlertsSync(
    db,
    (feed) => store.update((state) => ({ ...state, alerts: { ...state.alerts, feed } })),
    (rules, activityOff) => {
      store.update((state) => ({ ...state, alerts: { ...state.alerts, rules } }));
      sharing.setActivityOff(activityOff);
    },
  );
  const user = createSignedInUser();
  const following = [profiles, lists, alertsSync, sharing];
  const switchAccount = createAccountSwitch({ user, following, store, resumeDeletion: () => Promise.resolve() });
  const itemWriting = createItemWriter(db, user.uid, store, writes);

  // wire-recheck.ts, with the simulation's pages and the politeness a local build may shorten to 0.
  let browserId: Promise<string> | null = null;
  const observations = liteObservationStoreOf(deps.lite);
  const leases = createRecheckLeases(deps.lite);
  const sink = createFirestoreSink(
    {
      recordItemReading: (uid: string, item: ListItem, reading: Reading, now: number) => recordItemReading(observations, uid, item, reading, now),
      takeRecheckLease: leases.take,
      leaseTimesOf: leases.timesOf,
    },
    {
      uid: () => user.uid(),
      browserId: () => (browserId ??= browserIdOf(browser.storage.local, () => crypto.randomUUID())),
      now: () => Date.now(),
      leaseView: (listId) => {
        const { state } = store.snapshot();
        return { listItems: state.items[listId] ?? [], storesWithAccess: accessibleStores(state.tracking, state.items), intervalMs: recheckIntervalOf(state) };
      },
    },
  );
  let accountKnown: () => void = () => undefined;
  const known = new Promise<void>((resolve) => (accountKnown = resolve));
  const recheck = createRecheckService({
    store,
    storage: browser.storage.local,
    permissions: browser.permissions,
    alarms: browser.alarms,
    uid: () => user.uid(),
    accountKnown: () => known,
    sink,
    refused: (item, error) => writes.fail(error, { kind: 'background:record-check', payload: null }, item.name),
    parse: deps.parse,
    fetcher: deps.fetcher,
    politeness: { intervalMs: 0, jitterMs: 0 },
    onReading: (listId, itemId, reading) => alerts.onReading(listId, itemId, reading),
  });
  const alerts = alertsFor(browser, store, firebase, () => user.uid(), () => recheck.engine, writes);

  const router = createAppRouter(
    {
      ...stateHandlers(store),
      ...preferencesHandlers(db, writes),
      ...listsHandlers(db, store, writes),
      ...itemWriting.handlers,
      ...failedWritesHandlers(writes),
      ...trackingHandlers(recheck.engine),
      ...historyHandlers(db),
      ...exportHandlers(db, () => store.snapshot().state),
      ...alertHandlers(db, () => store.snapshot().state, writes, (listId, itemId) => alerts.forgetItemAlertState(listId, itemId)),
      ...sharingHandlers(db, () => store.snapshot().state, writes, sharing),
    } as Parameters<typeof createAppRouter>[0],
    IDENTITY,
    accessOf(store, user.uid),
    () => undefined,
  );
  void recheck.refreshAccess();

  return {
    store,
    router,
    recheck,
    alerts,
    signIn(account) {
      void store.ready.then(() => {
        switchAccount(account, null);
        accountKnown();
      });
    },
    async alarm() {
      const alarm = { name: RECHECK_ALARM, scheduledTime: Date.now() };
      alerts.onAlarm(alarm);
      await recheck.engine.tick();
    },
    stop() {
      for (const sync of following) sync.stop();
      items.follow([]);
      checkedItems.follow([]);
    },
  };
}
