/** Every key Cartwatch keeps in browser.storage, in one place. */
export const STORAGE_KEYS = {
  /** The last state snapshot the worker sent, so pages paint before the worker answers. */
  stateCache: 'state-cache',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
