/**
 * The service worker's wiring. Every browser event listener is registered synchronously here, at
 * the top level, so that an event which wakes a stopped worker finds its listener.
 */
import browser, { type Runtime, type Tabs } from 'webextension-polyfill';
import { t } from '../shared/i18n';
import { googleOAuthClientIdOf } from '../shared/google-sign-in-config';
import type { AccountState } from '../shared/state';
import { createAccountService } from './account/account-service';
import { googleIdTokenFlowOf } from './account/google-id-token-flow';
import { createGoogleSignIn } from './account/google-sign-in';
import { createItemsSync, itemsOfLists } from './account/items-sync';
import { createListsSync } from './account/lists-sync';
import { createProfileSync } from './account/profile-sync';
import { deleteListsOwnedBy } from './data/lists';
import { deleteProfile } from './data/users';
import { readBackendConfig } from './firebase/config';
import { startFirebase } from './firebase/app';
import { accountHandlers } from './handlers/account-handlers';
import { contentHandlers } from './handlers/content-handlers';
import { browsingDetectionHandlers } from './handlers/browsing-detection-handlers';
import { detectionHandlers } from './handlers/detection-handlers';
import { googleSignInHandlers } from './handlers/google-sign-in-handlers';
import { createItemWriter } from './handlers/items-handlers';
import { listsHandlers } from './handlers/lists-handlers';
import { preferencesHandlers } from './handlers/preferences-handlers';
import { stateHandlers } from './handlers/state-handlers';
import { createPortHub } from './messaging/port-hub';
import { createRouter } from './messaging/router';
import { currentNetwork, watchNetwork } from './state/network';
import { createStateStore } from './state/store';
import { whenState } from './state/when-state';
import { browsingDetectionApisOf, detectionApisOf } from './tabs/browser-adapters';
import { isBrowsingDetectionOn } from './tabs/browsing-detection';
import { createDetectionWaiters } from './tabs/detection-waiters';
import { detectTab } from './tabs/active-tab-detection';
import { SAVE_COMMAND, SAVE_MENU_ID, createSaveMenu, notifyQuickSave } from './saving/quick-save-browser';
import { saveCurrentPage } from './saving/save-current-page';
import contentScript from '../content/detect-page.ts?script&iife';
import { markStartup } from './startup-marks';

markStartup('worker-script');

const uidOf = (account: AccountState) => (account.status === 'signed-in' ? account.uid : null);

const identity = { id: browser.runtime.id, origin: browser.runtime.getURL('') };

const store = createStateStore(
  {
    account: { status: 'signed-out' },
    profile: null,
    lists: null,
    items: {},
    browsingDetection: false,
    network: currentNetwork(self),
    extensionVersion: browser.runtime.getManifest().version,
    cacheWriteFailed: false,
  },
  browser.storage.local,
  // Until Firebase has restored the session and the profile, what was last seen is the best guess.
  {
    restore: (cached, fresh) => ({
      ...fresh,
      account: cached.account,
      profile: cached.profile,
      lists: cached.lists,
      items: cached.items,
      browsingDetection: cached.browsingDetection,
    }),
  },
);

const firebase = startFirebase(readBackendConfig(import.meta.env));
const profiles = createProfileSync(
  firebase.firestore,
  (profile) => store.update((state) => ({ ...state, profile })),
  t('defaultListName'),
);
const items = createItemsSync(firebase.firestore, (listId, listItems) =>
  store.update((state) => ({ ...state, items: { ...state.items, [listId]: listItems } })),
);
const lists = createListsSync(firebase.firestore, (next) => {
  const listIds = next?.map((list) => list.id) ?? [];
  store.update((state) => ({ ...state, lists: next, items: itemsOfLists(state.items, listIds) }));
  items.follow(listIds);
});
const account = createAccountService(
  firebase.auth,
  (next) => {
    markStartup('account', { status: next.status });
    // The syncs follow the account before it is published, so whoever sees the new account can write.
    profiles.follow(next);
    lists.follow(next);
    // Another user's cached data must not show for a moment under this account.
    store.update((state) =>
      uidOf(state.account) === uidOf(next)
        ? { ...state, account: next }
        : { ...state, account: next, profile: null, lists: null, items: {} },
    );
  },
  async (uid) => {
    profiles.stop();
    lists.stop();
    await deleteListsOwnedBy(firebase.firestore, uid);
    await deleteProfile(firebase.firestore, uid);
  },
  (user) => google.reauthenticate(user),
);
const google = createGoogleSignIn(
  googleIdTokenFlowOf(googleOAuthClientIdOf(import.meta.env), browser.identity, () => navigator.onLine),
  account,
);

const itemWriting = createItemWriter(firebase.firestore, () => lists.uid(), store);

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
    ...preferencesHandlers(firebase.firestore, profiles),
    ...listsHandlers(firebase.firestore, lists, store),
    ...itemWriting.handlers,
    ...detectionHandlers(detectionApis, detectionWaiters),
    ...browsingDetectionHandlers(browsingApis, contentScript, store),
    ...contentHandlers(browser.action, detectionWaiters),
    ...googleSignInHandlers(google),
  },
  identity,
);
const hub = createPortHub(store, identity);

const QUICK_SAVE_WAKE_TIMEOUT_MS = 5_000;
// A worker woken by the menu or the shortcut first restores the session and the lists.
const listsRestored = async () => {
  await store.ready;
  await firebase.auth.authStateReady();
  await whenState(
    store,
    (state) =>
      state.account.status === 'signed-out' ||
      (lists.uid() !== null && state.lists !== null && state.lists.every((list) => list.id in state.items)),
    QUICK_SAVE_WAKE_TIMEOUT_MS,
  );
};
const quickSave = (tab: Tabs.Tab | undefined) =>
  listsRestored().then(() => saveCurrentPage(
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
browser.permissions.onRemoved.addListener(() => void refreshBrowsingDetection());
void refreshBrowsingDetection();
watchNetwork(self, (network) => store.update((state) => ({ ...state, network })));
