import type { Firestore } from 'firebase/firestore';
import type { ListItem } from '../model/items';
import { subscribeListItems } from './firestore/items';

const MAX_RETRIES = 5;
const RETRY_DELAY_MS = 1_000;

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
  const wanted = new Set<string>();
  const retries = new Map<string, number>();

  function detach(listId: string): void {
    listeners.get(listId)?.();
    listeners.delete(listId);
  }

  function attach(listId: string): void {
    listeners.set(
      listId,
      subscribeListItems(
        db,
        listId,
        (items) => {
          retries.delete(listId);
          if (listeners.has(listId)) onListItems(listId, items);
        },
        (error) => {
          // Access to a shared list can end (removed, or the list deleted): stop following it.
          detach(listId);
          reportError(error);
          // A list made in this browser shows before the server has it, and until then the rules
          // refuse its items: try again a few times while the list is still followed.
          const attempt = (retries.get(listId) ?? 0) + 1;
          if (attempt > MAX_RETRIES) return;
          retries.set(listId, attempt);
          setTimeout(() => {
            if (wanted.has(listId) && !listeners.has(listId)) attach(listId);
          }, RETRY_DELAY_MS * attempt);
        },
      ),
    );
  }

  return {
    /** Follows exactly these lists (none when signed out). */
    follow(listIds: readonly string[]): void {
      wanted.clear();
      for (const listId of listIds) wanted.add(listId);
      for (const listId of [...listeners.keys()]) if (!wanted.has(listId)) detach(listId);
      for (const listId of wanted) if (!listeners.has(listId)) attach(listId);
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
