import type { Firestore } from 'firebase/firestore';
import { writeErrorCode } from '../../../app/worker/write-tracker';
import { withLeaseChecks, withShownChecks, type LeasedItem, type LeaseTimes } from '../model/list-lease';
import type { TrackedItem } from '../model/tracked-item';
import { subscribeLeaseTimes } from './firestore/lease-times';

/**
 * Each list's items as the state shows them: with the checks their leases vouch for
 * (`withLeaseChecks`), so an item a lease holder keeps checking needs no daily heartbeat to show,
 * in every browser of every member, that it was checked. Follows the leases of the lists the
 * server has confirmed as the shopper's (a list it has not is not readable there yet), beside
 * their items.
 */
export function createCheckedItems<T extends TrackedItem & LeasedItem>(
  db: Firestore,
  publish: (listId: string, items: T[]) => void,
  /** The list's items as the state shows them now (restored from its cache at a wake). */
  shown: (listId: string) => readonly T[] | undefined,
  reportError: (error: unknown) => void = console.error,
) {
  const received = new Map<string, T[]>();
  const leases = new Map<string, LeaseTimes>();
  const listeners = new Map<string, () => void>();

  function emit(listId: string): void {
    const items = received.get(listId);
    if (items === undefined) return;
    const times = leases.get(listId);
    // Until the leases listener speaks, the checks the state already showed stand (withShownChecks).
    publish(listId, times === undefined ? withShownChecks(items, shown(listId)) : withLeaseChecks(items, times));
  }

  function detach(listId: string): void {
    listeners.get(listId)?.();
    listeners.delete(listId);
    leases.delete(listId);
  }

  return {
    /** A list's items as its listener delivers them. */
    onItems(listId: string, items: T[]): void {
      received.set(listId, items);
      emit(listId);
    },
    /** Follows the leases of these lists, those the server confirmed (`onServer`); none when signed out. */
    follow(listIds: readonly string[], onServer: ReadonlySet<string> = new Set()): void {
      const wanted = new Set(listIds.filter((listId) => onServer.has(listId) || listeners.has(listId)));
      for (const listId of [...received.keys()]) if (!listIds.includes(listId)) received.delete(listId);
      for (const listId of [...listeners.keys()]) if (!wanted.has(listId)) detach(listId);
      for (const listId of wanted) {
        if (listeners.has(listId)) continue;
        listeners.set(
          listId,
          subscribeLeaseTimes(
            db,
            listId,
            (times) => {
              leases.set(listId, times);
              emit(listId);
            },
            (error) => {
              // Access to a shared list can end: its items listener stops too, and the lists listener says why.
              detach(listId);
              if (writeErrorCode(error) !== 'permission-denied') reportError(error);
            },
          ),
        );
      }
    },
  };
}

export type CheckedItems<T extends TrackedItem & LeasedItem> = ReturnType<typeof createCheckedItems<T>>;
