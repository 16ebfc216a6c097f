/**
 * The service worker's wiring. Every browser event listener is registered synchronously here, at
 * the top level, so that an event which wakes a stopped worker finds its listener.
 */
import { NO_ALERTS } from '../shared/alerts';
import browser, { type Runtime, type Tabs } from 'webextension-polyfill';
import { CartwatchError } from '../shared/errors';
import { t } from '../shared/i18n';
import { googleOAuthClientIdOf } from '../shared/google-sign-in-config';
import { NO_TRACKING } from '../shared/tracking';
import { createAccountService } from './account/account-service';
import { createAlertsSync } from './account/alerts-sync';
import { stateForAccount } from './account/account-switch';
import { accountDataSteps, membershipsOf } from './account/delete-account-data';
import { createAccountDeletion } from './account/account-deletion';
import { journalStorageOf } from './account/deletion-journal';
import { gateAccountChanges, withDeletionProgress } from './account/deletion-gate';
import { googleIdTokenFlowOf } from './account/google-id-token-flow';
import { createGoogleCredentials, createGoogleSignIn } from './account/google-sign-in';
import { createItemsSync, itemsOfLists } from './account/items-sync';
import { createListsSync } from './account/lists-sync';
import { createProfileSync } from './account/profile-sync';
import { createSignedInUser } from './account/signed-in-user';
import { readBackendConfig } from './firebase/config';
import { startFirebase } from './firebase/app';
import { alertHandlers } from './handlers/alert-handlers';
import { sharingHandlers } from './handlers/sharing-handlers';
import { accountHandlers } from './handlers/account-handlers';
import { contentHandlers } from './handlers/content-handlers';
import { browsingDetectionHandlers } from './handlers/browsing-detection-handlers';
import { detectionHandlers } from './handlers/detection-handlers';
import { failedWritesHandlers } from './handlers/failed-writes-handlers';
import { googleSignInHandlers } from './handlers/google-sign-in-handlers';
import { historyHandlers } from './handlers/history-handlers';
import { exportHandlers } from './handlers/export-handlers';
import { importHandlers } from './handlers/import-handlers';
import { createItemWriter } from './handlers/items-handlers';
import { listsHandlers } from './handlers/lists-handlers';
import { preferencesHandlers } from './handlers/preferences-handlers';
import { stateHandlers } from './handlers/state-handlers';
import { trackingHandlers } from './handlers/tracking-handlers';
import { createPortHub } from './messaging/port-hub';
import { createRouter } from './messaging/router';
import { currentNetwork, watchNetwork } from './state/network';
import { restoreCachedState } from './state/restore-cached-state';
import { createStateStore } from './state/store';
import { createWriteTracker, writeErrorCode } from './state/write-tracker';
import { browsingDetectionApisOf, detectionApisOf } from './tabs/browser-adapters';
import { isBrowsingDetectionOn } from './tabs/browsing-detection';
import { createDetectionWaiters } from './tabs/detection-waiters';
import { detectTab } from './tabs/active-tab-detection';
import { createVisitRecorder } from './tracking/visit-recorder';
import { SAVE_COMMAND, SAVE_MENU_ID, createSaveMenu, notifyQuickSave } from './saving/quick-save-browser';
import { whenQuickSaveReady } from './saving/quick-save-readiness';
import { saveCurrentPage } from './saving/save-current-page';
import { recheckServiceFor } from './tracking/wire-recheck';
import { alertsFor } from './alerting/wire-alerts';
import contentScript from '../content/detect-page.ts?script&iife';
import { markStartup } from './startup-marks';
import { EMPTY_SHARING } from '../shared/sharing';
import { createSharing } from './sharing/wire-sharing';
import { extensionSettleCurrency } from '../currency/settle-currency';

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

const firebase = startFirebase(readBackendConfig(import.meta.env));
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
const items = createItemsSync(firebase.firestore, (listId, listItems) => {
  sharing.onItems(listId, listItems);
  store.update((state) => ({ ...state, items: { ...state.items, [listId]: listItems } }));
});
const lists = createListsSync(firebase.firestore, (next, members) => {
  const listIds = next?.map((list) => list.id) ?? [];
  sharing.onLists(next, members);
  store.update((state) => ({ ...state, lists: next, items: itemsOfLists(state.items, listIds) }));
  items.follow(listIds);
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
const account = createAccountService(
  firebase.auth,
  gateAccountChanges(
    (uid) => deletion.pendingFor(uid),
    (next, unfinishedDeletion) => {
      markStartup('account', { status: next.status });
      // The uid and the syncs follow the account before it is published, so whoever sees it can write.
      user.follow(next);
      if (next.status === 'signed-in' && unfinishedDeletion !== null) {
        // A deletion that stopped goes on; nothing of the account is followed meanwhile.
        for (const sync of following) sync.stop();
        store.update((state) => stateForAccount(state, { ...next, deletion: unfinishedDeletion }));
        if (!unfinishedDeletion.running) account.resumeDeletion().catch((error: unknown) => console.error(error));
        return;
      }
      for (const sync of following) sync.follow(next);
      store.update((state) => stateForAccount(state, next));
    },
  ),
  (uid, deleteAuthAccount) => deletion.run(uid, membershipsOf(store.snapshot().state, uid), deleteAuthAccount),
  (signedIn) => googleCredentials.reauthenticate(signedIn),
);
const google = createGoogleSignIn(googleCredentials, account);

const itemWriting = createItemWriter(firebase.firestore, user.uid, store, writes);

const recordVisit = createVisitRecorder(firebase.firestore, user.uid, () => store.snapshot().state.items, writes);
// The currency table is fetched on first need, not parsed on every wake (public/currency-data.json).
const settleCurrency = extensionSettleCurrency((path) => browser.runtime.getURL(path));
const recheck = recheckServiceFor(browser, store, firebase, user.uid, settleCurrency, writes, (listId, itemId, reading) => alerts.onReading(listId, itemId, reading));
const alerts = alertsFor(browser, store, firebase, user.uid, () => recheck.engine, writes);

const detectionWaiters = createDetectionWaiters();
const detectionApis = detectionApisOf(browser, contentScript);
const browsingApis = browsingDetectionApisOf(browser);
const refreshBrowsingDetection = () =>
  isBrowsingDetectionOn(browsingApis).then(
    (browsingDetection) => store.update((state) => ({ ...state, browsingDetection })),
    (error: unknown) => console.error(error),
  );

const router = createRouter(
  {
    ...stateHandlers(store),
    ...accountHandlers(account),
    ...preferencesHandlers(firebase.firestore, user.uid, writes),
    ...listsHandlers(firebase.firestore, user.uid, store, writes),
    ...itemWriting.handlers,
    ...failedWritesHandlers(writes),
    ...detectionHandlers(detectionApis, detectionWaiters),
    ...browsingDetectionHandlers(browsingApis, contentScript, store),
    ...contentHandlers(alerts.badge.tabAction, detectionWaiters, recordVisit, () => store.snapshot().state.items, settleCurrency),
    ...googleSignInHandlers(google),
    ...trackingHandlers(recheck.engine),
    ...historyHandlers(firebase.firestore, user.uid, () => store.snapshot().state),
    ...exportHandlers(firebase.firestore, () => store.snapshot().state),
    ...importHandlers(firebase.firestore, user.uid, store),
    // The alert engine (src/background/alerting/) replaces this no-op with its reset of the item's rule state.
    ...alertHandlers(firebase.firestore, user.uid, () => store.snapshot().state, writes, (listId, itemId) => alerts.forgetItemAlertState(listId, itemId)),
    ...sharingHandlers(firebase.firestore, user.uid, () => store.snapshot().state, writes, sharing),
  },
  identity,
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
