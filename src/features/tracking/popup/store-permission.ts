import { storeOrigins } from '../model/store-access';
import { removeOrigins } from '../../../platform/browser/extension-api';

/**
 * Asks for a store's host access, called straight from the click handler before anything is
 * awaited: the browser prompts only within the click's user gesture. chrome.* rather than the
 * polyfill: the pages load the polyfill with a dynamic import (so components load in tests without
 * an extension), and a request after awaiting it is not sure to count as within the gesture.
 */
export function requestStoreAccess(store: string): Promise<boolean> {
  return chrome.permissions.request({ origins: storeOrigins(store) }).catch(() => false);
}

/** Gives a store's host access back: re-checks of its products stop in this browser. */
export function revokeStoreAccess(store: string): Promise<boolean> {
  return removeOrigins(storeOrigins(store));
}
