/**
 * The service worker's wiring. Every browser event listener is registered synchronously here, at
 * the top level, so that an event which wakes a stopped worker finds its listener.
 */
import { NO_ALERTS } from './features/alerts';
import browser, { type Runtime, type Tabs } from 'webextension-polyfill';
import { CartwatchError } from './platform/messaging/errors';
import { t } from './platform/browser/i18n';
import { googleOAuthClientIdOf } from './features/account';
import { DEFAULT_DISAGREEMENT_BASIS_POINTS, NO_TRACKING } from './features/tracking';
import { createAccountService } from './features/account/worker';
import { createAlertsSync } from './features/alerts/worker';
import { createAccountSwitch } from './features/account/worker';
import { accountDataSteps, membershipsOf } from './features/your-data/worker';
import { createAccountDeletion } from './features/your-data/worker';
import { journalStorageOf } from './features/your-data/worker';
import { gateAccountChanges, withDeletionProgress } from './features/your-data/worker';
import { googleIdTokenFlowOf } from './features/account/worker';
import { createGoogleCredentials, createGoogleSignIn } from './features/account/worker';
import { createItemsSync, itemRangeCountsOf, itemsOfLists, seenMarksOf, subscribeItemsSince } from './features/lists/worker';
import { createListsSync } from './features/lists/worker';
import { createProfileSync } from './features/account/worker';
import { createSignedInUser } from './features/account/worker';
import { hostedBackendConfig, localBackendConfig } from './platform/firebase/config';
import { startFirebase } from './platform/firebase/app';
import { alertHandlers } from './features/alerts/worker';
import { sharingHandlers } from './features/sharing/worker';
import { accountHandlers } from './features/account/worker';
import { contentHandlers } from './features/detection/worker';
import { browsingDetectionHandlers } from './features/detection/worker';
import { detectionHandlers } from './features/detection/worker';
import { failedWritesHandlers } from './app/worker/failed-writes-handlers';
import { googleSignInHandlers } from './features/account/worker';
import { historyHandlers } from './features/tracking/worker';
import { exportHandlers } from './features/your-data/worker';
import { importHandlers } from './features/your-data/worker';
import { createItemWriter } from './features/lists/worker';
import { listsHandlers } from './features/lists/worker';
import { preferencesHandlers } from './features/tracking/worker';
import { stateHandlers } from './app/worker/state-handlers';
import { trackingHandlers } from './features/tracking/worker';
import { createPortHub } from './app/worker/port-hub';
import { accessOf, createAppRouter } from './app/worker/router';
import { currentNetwork, watchNetwork } from './app/worker/network';
import { restoreCachedState } from './app/worker/restore-cached-state';
import { createStateStore } from './app/worker/store';
import { createWriteTracker, writeErrorCode } from './app/worker/write-tracker';
import { browsingDetectionApisOf, detectionApisOf } from './features/detection/worker';
import { isBrowsingDetectionOn } from './features/detection/worker';
import { createDetectionWaiters } from './features/detection/worker';
import { detectTab } from './features/detection/worker';
import { createCheckedItems, createVisitRecorder } from './features/tracking/worker';
import type { ListItem } from './features/lists';
import { SAVE_COMMAND, SAVE_MENU_ID, createSaveMenu, notifyQuickSave } from './features/saving/worker';
import { whenQuickSaveReady } from './features/saving/worker';
import { saveCurrentPage } from './features/saving/worker';
import { recheckServiceFor } from './features/tracking/worker';
import { alertsFor, dropThresholdOf } from './features/alerts/worker';
// eslint-disable-next-line boundaries/no-unknown-dependencies -- crxjs builds the content script as a script of its own (?script&iife): no resolver follows that import
import contentScript from './features/detection/content/detect-page.ts?script&iife';
import { markStartup } from './platform/startup-marks';
import { EMPTY_SHARING } from './features/sharing';
import { createSharing } from './features/sharing/worker';
import { extensionSettleCurrency } from './features/detection';

markStartup('worker-script');

const identity = { id: browser.runtime.id, origin: browser.runtime.getURL('') };

const store = createStateStore(
  {
    account: { status: 'signed-out' },
    profile: null,
    lists: null,
    items: {},
    browsingDetection: false,
    failedWrites: [],
    network: currentNetwork(self),
    extensionVersion: browser.runtime.getManifest().version,
    cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS, sharing: EMPTY_SHARING,
  },
  browser.storage.local,
  { restore: restoreCachedState },
);

// A constant in the bundle (vite.config.ts), so a release carries none of the local configuration.
const firebase = startFirebase(
  import.meta.env.CARTWATCH_LOCAL_BACKEND === '1' ? localBackendConfig(import.meta.env) : hostedBackendConfig(import.meta.env),
);
const writes = createWriteTracker(store);
const profiles = createProfileSync(
  firebase.firestore,
  (profile) => store.update((state) => ({ ...state, profile })),
  t('defaultListName'),
  writes,
);
const sharing = createSharing({
  db: firebase.firestore,
  store,
  uid: () => user.uid(),
  raiseActivity: (owner, found) => alerts.raiseActivity(owner, found),
});
// Items show the checks their lists' leases vouch for (no daily heartbeat per item: docs/data-model.md).
const checkedItems = createCheckedItems<ListItem>(
  firebase.firestore,
  (listId, listItems) => store.update((state) => ({ ...state, items: { ...state.items, [listId]: listItems } })),
  (listId) => store.snapshot().state.items[listId],
);
// At a wake, each list's items are asked for what changed since this browser last saw them (docs/data-model.md).
const items = createItemsSync(
  firebase.firestore,
  (listId, listItems) => {
    sharing.onItems(listId, listItems);
    checkedItems.onItems(listId, listItems);
  },
  console.error,
  subscribeItemsSince(seenMarksOf(browser.storage.local), itemRangeCountsOf(firebase.liteFirestore)),
);
const lists = createListsSync(firebase.firestore, (next, members, onServer) => {
  const listIds = next?.map((list) => list.id) ?? [];
  sharing.onLists(next, members);
  store.update((state) => ({ ...state, lists: next, items: itemsOfLists(state.items, listIds) }));
  items.follow(listIds, onServer);
  checkedItems.follow(listIds, onServer);
});
const alertsSync = createAlertsSync(
  firebase.firestore,
  (feed) => store.update((state) => ({ ...state, alerts: { ...state.alerts, feed } })),
  (rules, activityOff) => {
    store.update((state) => ({ ...state, alerts: { ...state.alerts, rules } }));
    sharing.setActivityOff(activityOff);
  },
);
const user = createSignedInUser();
const googleCredentials = createGoogleCredentials(
  googleIdTokenFlowOf(googleOAuthClientIdOf(import.meta.env), browser.identity, () => navigator.onLine),
);
const following = [profiles, lists, alertsSync, sharing];
const deletion = createAccountDeletion({
  storage: journalStorageOf(browser.storage.local),
  dataSteps: (journal) => accountDataSteps(firebase.firestore, journal.uid, journal.memberships),
  stopFollowing: () => {
    for (const sync of following) sync.stop();
  },
  publish: (uid, progress) => store.update((state) => withDeletionProgress(state, uid, progress)),
  errorCode: (error) => (error instanceof CartwatchError ? error.code : writeErrorCode(error)),
});
const switchAccount = createAccountSwitch({
  user,
  following,
  store,
  resumeDeletion: () => account.resumeDeletion(),
});
const account = createAccountService(
  firebase.auth,
  gateAccountChanges(
    (uid) => deletion.pendingFor(uid),
    (next, unfinishedDeletion) => {
      markStartup('account', { status: next.status });
      switchAccount(next, unfinishedDeletion);
    },
  ),
  (uid, deleteAuthAccount) => deletion.run(uid, membershipsOf(store.snapshot().state, uid), deleteAuthAccount),
  (signedIn) => googleCredentials.reauthenticate(signedIn),
);
const google = createGoogleSignIn(googleCredentials, account);

const itemWriting = createItemWriter(firebase.firestore, user.uid, store, writes);

// The currency table is fetched on first need, not parsed on every wake (public/currency-data.json).
const settleCurrency = extensionSettleCurrency((path) => browser.runtime.getURL(path));
const recheck = recheckServiceFor(browser, store, firebase, user.uid, settleCurrency, writes, (listId, itemId, reading) => alerts.onReading(listId, itemId, reading));
const alerts = alertsFor(browser, store, firebase, user.uid, () => recheck.engine, writes);
const recordVisit = createVisitRecorder(firebase.firestore, user.uid, () => store.snapshot().state.items, writes, {
  checkNow: (listId, itemId) => recheck.engine.checkNow(listId, itemId),
  disagreementBasisPoints: (item) => dropThresholdOf(store.snapshot().state, item) ?? DEFAULT_DISAGREEMENT_BASIS_POINTS,
});

const detectionWaiters = createDetectionWaiters();
const detectionApis = detectionApisOf(browser, contentScript);
const browsingApis = browsingDetectionApisOf(browser);
const refreshBrowsingDetection = () =>
  isBrowsingDetectionOn(browsingApis).then(
    (browsingDetection) => store.update((state) => ({ ...state, browsingDetection })),
    (error: unknown) => console.error(error),
  );

const router = createAppRouter(
  {
    ...stateHandlers(store),
    ...accountHandlers(account),
    ...preferencesHandlers(firebase.firestore, writes),
    ...listsHandlers(firebase.firestore, store, writes),
    ...itemWriting.handlers,
    ...failedWritesHandlers(writes),
    ...detectionHandlers(detectionApis, detectionWaiters),
    ...browsingDetectionHandlers(browsingApis, contentScript, store),
    ...contentHandlers(alerts.badge.tabAction, detectionWaiters, recordVisit, () => store.snapshot().state.items, settleCurrency),
    ...googleSignInHandlers(google),
    ...trackingHandlers(recheck.engine),
    ...historyHandlers(firebase.firestore),
    ...exportHandlers(firebase.firestore, () => store.snapshot().state),
    ...importHandlers(firebase.firestore, store),
    // The alert engine (src/features/alerts/worker/) replaces this no-op with its reset of the item's rule state.
    ...alertHandlers(firebase.firestore, () => store.snapshot().state, writes, (listId, itemId) => alerts.forgetItemAlertState(listId, itemId)),
    ...sharingHandlers(firebase.firestore, () => store.snapshot().state, writes, sharing),
  },
  identity,
  accessOf(store, user.uid),
);
const hub = createPortHub(store, identity);

const quickSave = (tab: Tabs.Tab | undefined) =>
  whenQuickSaveReady(store, () => firebase.auth.authStateReady(), user.uid).then(() => saveCurrentPage(
    { state: () => store.snapshot().state, detect: (target) => detectTab(detectionApis, detectionWaiters, target), writer: itemWriting.writer },
    tab,
  ))
    .then((outcome) => notifyQuickSave(browser, outcome))
    .catch((error: unknown) => console.error(error));

browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) =>
  router.handle(message, sender),
);
browser.runtime.onConnect.addListener((port) => hub.accept(port));
browser.runtime.onInstalled.addListener(() => createSaveMenu(browser));
browser.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId === SAVE_MENU_ID) void quickSave(tab);
});
browser.commands.onCommand.addListener((command, tab) => {
  if (command === SAVE_COMMAND) void quickSave(tab);
});
// Access can be taken back from the browser's own extension settings too.
browser.permissions.onRemoved.addListener(() => {
  void refreshBrowsingDetection();
  void recheck.refreshAccess();
});
browser.permissions.onAdded.addListener(() => void recheck.refreshAccess());
browser.alarms.onAlarm.addListener((alarm) => {
  recheck.onAlarm(alarm);
  alerts.onAlarm(alarm);
});
void refreshBrowsingDetection();
void recheck.refreshAccess();
watchNetwork(self, (network) => store.update((state) => ({ ...state, network })));
