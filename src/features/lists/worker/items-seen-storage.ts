import { decodeItemsSeen, type ItemsSeen } from '../model/items-seen';
import { defineKeyFamily, ITEMS_SEEN_PREFIX } from '../../../platform/state/storage-keys';

/** Where the marks of how far this browser has seen each list's items live between worker runs. */
export interface SeenMarks {
  read(listId: string): Promise<ItemsSeen | null>;
  write(listId: string, seen: ItemsSeen): void;
}

export interface SeenMarksArea {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(entries: Record<string, unknown>): Promise<void>;
}

const itemsSeenKey = defineKeyFamily<ItemsSeen | null, ItemsSeen>(ITEMS_SEEN_PREFIX, decodeItemsSeen);

/**
 * The marks in storage.local, one key per list. A mark that fails to be stored only costs the next
 * wake a longer read (from the mark before), so failures are not reported.
 */
export function seenMarksOf(area: SeenMarksArea): SeenMarks {
  return {
    read: async (listId) => {
      const key = itemsSeenKey(listId);
      return key.read(await area.get([key.name]));
    },
    write: (listId, seen) => {
      area.set(itemsSeenKey(listId).entry(seen)).catch(() => undefined);
    },
  };
}
