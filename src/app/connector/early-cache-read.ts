import browser from 'webextension-polyfill';
import { STATE_CACHE_HEAD_NAME } from '../../platform/state/storage-keys';

/**
 * The read of the state cache's head, started when this module evaluates: each page's entry imports
 * it first, so storage answers while React's modules evaluate rather than after them.
 */
let started: Promise<Record<string, unknown>> | null = browser.storage.local.get(STATE_CACHE_HEAD_NAME);

/** The read started at load, the first time it is asked for; null after, when a fresh read is due. */
export function takeEarlyCacheRead(): Promise<Record<string, unknown>> | null {
  const read = started;
  started = null;
  return read;
}
