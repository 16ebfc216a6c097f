import { storeOrigins } from '../shared/store-access';

/**
 * Asks for a store's host access. chrome.* rather than the polyfill, called straight from the click
 * handler before anything is awaited: the browser shows its prompt only within the click's gesture.
 */
export function requestStoreAccess(store: string): Promise<boolean> {
  return chrome.permissions.request({ origins: storeOrigins(store) }).catch(() => false);
}

/** Gives a store's host access back: re-checks of its products stop in this browser. */
export function revokeStoreAccess(store: string): Promise<boolean> {
  return chrome.permissions.remove({ origins: storeOrigins(store) }).catch(() => false);
}
