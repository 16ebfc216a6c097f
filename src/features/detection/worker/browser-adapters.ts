import type { Browser, Windows } from 'webextension-polyfill';
import { ALL_SITES } from '../model/site-access';
import type { DetectionApis } from './active-tab-detection';
import type { BrowsingDetectionApis } from './browsing-detection';

/** Chrome's windows.getLastFocused filter (Firefox's schema, which the polyfill's types follow, lacks it). */
const NORMAL_WINDOWS: Windows.GetInfo & { windowTypes: Windows.WindowType[] } = { windowTypes: ['normal'] };

/**
 * The filter for this browser: Firefox logs `windowTypes` as a deprecated property (an error in its
 * console) and has no popup window to leave out; `runtime.getBrowserInfo` exists in Firefox alone.
 */
const lastFocusedFilter = (browser: Browser): Windows.GetInfo => ('getBrowserInfo' in browser.runtime ? {} : NORMAL_WINDOWS);

/** The browser calls behind detection in the active tab. */
export function detectionApisOf(browser: Browser, contentScript: string): DetectionApis {
  return {
    // The last focused window of a normal kind: from the worker, `lastFocusedWindow` can name the
    // toolbar popup's own window, which has no tabs (Chromium 150 answers so while the popup has
    // the focus), and the popup would then say it cannot read the page.
    activeTab: async () => {
      const window = await browser.windows.getLastFocused(lastFocusedFilter(browser)).catch(() => undefined);
      return window?.id === undefined ? undefined : (await browser.tabs.query({ active: true, windowId: window.id }))[0];
    },
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
