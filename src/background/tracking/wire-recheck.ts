import type { Firestore } from 'firebase/firestore';
import type { Browser } from 'webextension-polyfill';
import type { StateStore } from '../state/store';
import { createFirestoreSink, NOT_MERGED_YET } from './firestore-sink';
import { pageParserFor } from './page-parser';
import { createRecheckService, type RecheckService } from './recheck-service';
import { browserIdOf } from './run-storage';
import { politenessOf } from './settings';

/** The re-check engine as the worker runs it: its browser APIs, its sink, its parser, its build settings. */
export function recheckServiceFor(browser: Browser, store: StateStore, firestore: Firestore, uid: () => string | null): RecheckService {
  let browserId: Promise<string> | null = null;
  const sink = createFirestoreSink(NOT_MERGED_YET, {
    db: firestore,
    liteDb: null,
    uid,
    browserId: () => (browserId ??= browserIdOf(browser.storage.local, () => crypto.randomUUID())),
    now: () => Date.now(),
  });
  return createRecheckService({
    store,
    storage: browser.storage.local,
    permissions: browser.permissions,
    alarms: browser.alarms,
    uid,
    sink,
    parse: pageParserFor(globalThis),
    fetcher: (input, init) => fetch(input, init),
    politeness: politenessOf(import.meta.env),
  });
}
