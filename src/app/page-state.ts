import type { ListItem } from '../features/lists';
import type { StateSnapshot } from './state';

/** The lists whose items a page follows on its port: the ones it shows, or all of them. */
export type WatchedLists = ReadonlySet<string> | 'all';

/**
 * The state as a page gets it: only the watched lists' items. The popup shows one list at a time,
 * and 1,000 items cost a page tens of milliseconds to receive on every revision.
 */
export function snapshotForPage(snapshot: StateSnapshot, watched: WatchedLists): StateSnapshot {
  if (watched === 'all') return snapshot;
  const items: Record<string, ListItem[]> = {};
  for (const listId of watched) {
    const listItems = snapshot.state.items[listId];
    if (listItems !== undefined) items[listId] = listItems;
  }
  return { revision: snapshot.revision, state: { ...snapshot.state, items } };
}
