import { writeErrorCode } from '../../../app/worker/write-tracker';
import type { Firestore } from 'firebase/firestore';
import type { ListItem } from '../model/items';
import { subscribeListItems, type ItemsSource } from './firestore/items';

type SubscribeItems = typeof subscribeListItems;

interface Listener {
  source: ItemsSource;
  stop: () => void;
}

/**
 * Keeps one listener on the items of each list the user belongs to, attaching and detaching them
 * as lists come and go, and reports each list's items whenever they change.
 *
 * The server evaluates an items query's rules against its list (`get(lists/<id>)`), so a list it
 * has not confirmed (created here and not yet acknowledged, or read from this browser's cache
 * while the shopper may since have left it) is followed in the local cache only; its items follow
 * the server once a snapshot from the server names the list as the shopper's.
 */
export function createItemsSync(
  db: Firestore,
  onListItems: (listId: string, items: ListItem[]) => void,
  reportError: (error: unknown) => void = console.error,
  subscribe: SubscribeItems = subscribeListItems,
) {
  const listeners = new Map<string, Listener>();
  const confirmed = new Set<string>();

  function detach(listId: string): void {
    listeners.get(listId)?.stop();
    listeners.delete(listId);
  }

  function attach(listId: string, source: ItemsSource): void {
    const listener: Listener = {
      source,
      stop: subscribe(
        db,
        listId,
        source,
        (items) => {
          if (listeners.get(listId) === listener) onListItems(listId, items);
        },
        (error) => {
          // Access to a shared list can end (removed, or the list deleted): stop following it. That
          // refusal is how it ends, and the lists listener says which: only other failures are errors.
          if (listeners.get(listId) === listener) detach(listId);
          if (writeErrorCode(error) !== 'permission-denied') reportError(error);
        },
      ),
    };
    listeners.set(listId, listener);
  }

  return {
    /**
     * Follows exactly these lists (none when signed out); `onServer` names those the server has
     * confirmed as the shopper's, which stay confirmed while they are followed.
     */
    follow(listIds: readonly string[], onServer: ReadonlySet<string> = new Set()): void {
      const wanted = new Set(listIds);
      for (const listId of [...confirmed]) if (!wanted.has(listId)) confirmed.delete(listId);
      for (const listId of onServer) if (wanted.has(listId)) confirmed.add(listId);
      for (const listId of [...listeners.keys()]) if (!wanted.has(listId)) detach(listId);
      for (const listId of wanted) {
        const source: ItemsSource = confirmed.has(listId) ? 'default' : 'cache';
        if (listeners.get(listId)?.source === source) continue;
        detach(listId);
        attach(listId, source);
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
