import type { Firestore } from 'firebase/firestore';
import type { ListItem } from '../../shared/items';
import { subscribeListItems } from '../data/items';

/**
 * Keeps one listener on the items of each list the user belongs to, attaching and detaching them
 * as lists come and go, and reports each list's items whenever they change.
 */
export function createItemsSync(
  db: Firestore,
  onListItems: (listId: string, items: ListItem[]) => void,
  reportError: (error: unknown) => void = console.error,
) {
  const listeners = new Map<string, () => void>();

  function detach(listId: string): void {
    listeners.get(listId)?.();
    listeners.delete(listId);
  }

  return {
    /** Follows exactly these lists (none when signed out). */
    follow(listIds: readonly string[]): void {
      const wanted = new Set(listIds);
      for (const listId of [...listeners.keys()]) if (!wanted.has(listId)) detach(listId);
      for (const listId of wanted) {
        if (listeners.has(listId)) continue;
        listeners.set(
          listId,
          subscribeListItems(
            db,
            listId,
            (items) => {
              if (listeners.has(listId)) onListItems(listId, items);
            },
            (error) => {
              // Access to a shared list can end (removed, or the list deleted): stop following it.
              detach(listId);
              reportError(error);
            },
          ),
        );
      }
    },
    followedLists: () => [...listeners.keys()],
  };
}

export type ItemsSync = ReturnType<typeof createItemsSync>;

/** Keeps only the items of the given lists (a list that is gone takes its items with it). */
export function itemsOfLists<T>(items: Record<string, T>, listIds: readonly string[]): Record<string, T> {
  const kept = new Set(listIds);
  return Object.fromEntries(Object.entries(items).filter(([listId]) => kept.has(listId)));
}
