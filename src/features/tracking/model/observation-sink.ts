import type { ListItem } from '../../lists/model/items';
import type { Reading } from './tracking';

/** Where the engine's readings go, and who checks a (list, store) group: Firestore in the worker, fakes in tests. */
export interface ObservationSink {
  /** Writes a reading of the item (history and the item's last check); rejects when not written. */
  record(item: ListItem, reading: Reading): Promise<void>;
  /** True when this browser may check the list's items of that store for `durationMs`. */
  takeLease(listId: string, store: string, durationMs: number): Promise<boolean>;
}
