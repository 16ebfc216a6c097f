import type { Browser } from 'webextension-polyfill';
import type { SettleCurrency } from '../../detection';
import type { Reading } from '../model/tracking';
import type { StateStore } from '../../../app/worker/store';
import type { WriteTracker } from '../../../app/worker/write-tracker';
import { createRecheckLeases } from './firestore/leases';
import { accessibleStores } from '../model/granted-stores';
import type { ListItem } from '../../lists';
import type { FirebaseServices } from '../../../platform/firebase/app';
import { createFirestoreSink } from './firestore-sink';
import { pageParserFor } from './page-parser';
import { recordItemReading } from './firestore/observation-writer';
import { liteObservationStoreOf } from './firestore/lite-observation-store';
import { createRecheckService, recheckIntervalOf, type RecheckService } from './recheck-service';
import { browserIdOf } from './run-storage';
import { politenessOf } from '../model/settings';

/** The re-check engine as the worker runs it: its browser APIs, its sink, its parser, its build settings. */
export function recheckServiceFor(
  browser: Browser,
  store: StateStore,
  firebase: FirebaseServices,
  uid: () => string | null,
  settleCurrency: SettleCurrency,
  writes: Pick<WriteTracker, 'fail'>,
  onReading?: (listId: string, itemId: string, reading: Reading) => void,
): RecheckService {
  let browserId: Promise<string> | null = null;
  // Readings go through the lite SDK: only there does a write refused for quota reject (firestore/lite-observation-store.ts).
  const observations = liteObservationStoreOf(firebase.liteFirestore);
  const leases = createRecheckLeases(firebase.liteFirestore);
  const recording = {
    recordItemReading: (uid: string, item: ListItem, reading: Reading, now: number) => recordItemReading(observations, uid, item, reading, now),
    takeRecheckLease: leases.take,
    leaseTimesOf: leases.timesOf,
  };
  const sink = createFirestoreSink(recording, {
    uid,
    browserId: () => (browserId ??= browserIdOf(browser.storage.local, () => crypto.randomUUID())),
    now: () => Date.now(),
    leaseView: (listId) => {
      const { state } = store.snapshot();
      return { listItems: state.items[listId] ?? [], storesWithAccess: accessibleStores(state.tracking, state.items), intervalMs: recheckIntervalOf(state) };
    },
  });
  return createRecheckService({
    store,
    storage: browser.storage.local,
    permissions: browser.permissions,
    alarms: browser.alarms,
    uid,
    accountKnown: () => firebase.auth.authStateReady(),
    sink,
    // Shown while the item is still the shopper's: a list they were just removed from shows as a notice instead.
    refused: (item, error) =>
      writes.fail(error, { kind: 'background:record-check', payload: null }, item.name, () =>
        (store.snapshot().state.items[item.listId] ?? []).some((held) => held.id === item.id),
      ),
    parse: pageParserFor(globalThis, settleCurrency),
    fetcher: (input, init) => fetch(input, init),
    politeness: politenessOf(import.meta.env),
    onReading,
  });
}
