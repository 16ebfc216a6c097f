import type { Browser } from 'webextension-polyfill';
import { ALL_SITES } from '../../shared/site-access';
import type { DetectionApis } from './active-tab-detection';
import type { BrowsingDetectionApis } from './browsing-detection';

/** The browser calls behind detection in the active tab. */
export function detectionApisOf(browser: Browser, contentScript: string): DetectionApis {
  return {
    activeTab: async () => (await browser.tabs.query({ active: true, lastFocusedWindow: true }))[0],
    inject: (tabId) => browser.scripting.executeScript({ target: { tabId }, files: [contentScript] }),
  };
}

/** The browser calls behind detection while browsing. */
export function browsingDetectionApisOf(browser: Browser): BrowsingDetectionApis {
  return {
    hasAllSitesAccess: () => browser.permissions.contains({ origins: ALL_SITES }),
    dropAllSitesAccess: () => browser.permissions.remove({ origins: ALL_SITES }),
    registeredScriptIds: async () => (await browser.scripting.getRegisteredContentScripts()).map((script) => script.id),
    register: (script) =>
      browser.scripting.registerContentScripts([{ ...script, runAt: 'document_idle', persistAcrossSessions: true }]),
    unregister: (ids) => browser.scripting.unregisterContentScripts({ ids }),
  };
}
