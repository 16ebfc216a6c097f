/**
 * The service worker's wiring. Every browser event listener is registered synchronously here, at
 * the top level, so that an event which wakes a stopped worker finds its listener.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import { t } from '../shared/i18n';
import { googleOAuthClientIdOf } from '../shared/google-sign-in-config';
import { STORAGE_KEYS } from '../shared/storage-keys';
import { createAccountService } from './account/account-service';
import { googleIdTokenFlowOf } from './account/google-id-token-flow';
import { createGoogleSignIn } from './account/google-sign-in';
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
import { listsHandlers } from './handlers/lists-handlers';
import { preferencesHandlers } from './handlers/preferences-handlers';
import { stateHandlers } from './handlers/state-handlers';
import { createPortHub } from './messaging/port-hub';
import { createRouter } from './messaging/router';
import { currentNetwork, watchNetwork } from './state/network';
import { createStateStore } from './state/store';
import { browsingDetectionApisOf, detectionApisOf } from './tabs/browser-adapters';
import { isBrowsingDetectionOn } from './tabs/browsing-detection';
import { createDetectionWaiters } from './tabs/detection-waiters';
import contentScript from '../content/detect-page.ts?script&iife';

const identity = { id: browser.runtime.id, origin: browser.runtime.getURL('') };

const store = createStateStore(
  {
    account: { status: 'signed-out' },
    profile: null,
    lists: null,
    browsingDetection: false,
    network: currentNetwork(self),
    extensionVersion: browser.runtime.getManifest().version,
  },
  {
    get: async (key) => (await browser.storage.local.get(key))[key],
    set: (key, value) => browser.storage.local.set({ [key]: value }),
  },
  STORAGE_KEYS.stateCache,
  // Until Firebase has restored the session and the profile, what was last seen is the best guess.
  {
    restore: (cached, fresh) => ({
      ...fresh,
      account: cached.account,
      profile: cached.profile,
      lists: cached.lists,
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
const lists = createListsSync(firebase.firestore, (next) => store.update((state) => ({ ...state, lists: next })));
const account = createAccountService(
  firebase.auth,
  (next) => {
    store.update((state) => ({ ...state, account: next }));
    profiles.follow(next);
    lists.follow(next);
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
    ...detectionHandlers(detectionApis, detectionWaiters),
    ...browsingDetectionHandlers(browsingApis, contentScript, store),
    ...contentHandlers(browser.action, detectionWaiters),
    ...googleSignInHandlers(google),
  },
  identity,
);
const hub = createPortHub(store, identity);

browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) =>
  router.handle(message, sender),
);
browser.runtime.onConnect.addListener((port) => hub.accept(port));
// Access can be taken back from the browser's own extension settings too.
browser.permissions.onRemoved.addListener(() => void refreshBrowsingDetection());
void refreshBrowsingDetection();
watchNetwork(self, (network) => store.update((state) => ({ ...state, network })));
