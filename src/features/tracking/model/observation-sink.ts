import type { TrackedItem } from './tracked-item';
import type { Reading } from './tracking';

/**
 * Where the engine's readings go, and who checks a (list, store) group: Firestore in the worker,
 * fakes in tests. Generic in the item, so the worker's sink gets the lists' whole items back.
 */
export interface ObservationSink<Item extends TrackedItem = TrackedItem> {
  /** Writes a reading of the item (history and the item's last check); rejects when not written. */
  record(item: Item, reading: Reading): Promise<void>;
  /** True when this browser may check the list's items of that store for `durationMs`. */
  takeLease(listId: string, store: string, durationMs: number): Promise<boolean>;
}
