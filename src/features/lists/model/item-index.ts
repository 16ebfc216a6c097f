import type { ListItem } from './items';

/**
 * What the popup's first frame needs to know about the items without loading them: how many each
 * list holds, and which lists hold a product. Lists are named by their position in `listIds`, and
 * products by a digest of their product key, so that the index stays small at the product's limits
 * (100 lists of 1,000 items: about 2 MB, where the product keys alone could be 20 MB).
 */
export interface ItemIndex {
  /** The lists whose items are known, in no particular order. */
  listIds: string[];
  /** How many items each list in `listIds` holds. */
  counts: number[];
  /** productDigest(productKey) → positions in `listIds` of the lists that hold the product. */
  savedIn: Record<string, number[]>;
}

/**
 * A 53-bit digest of a product key (cyrb53), in base 36. With 100,000 saved products the chance
 * that two of them share a digest is about one in a million; the live state corrects it anyway.
 */
export function productDigest(key: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < key.length; index += 1) {
    const code = key.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function itemIndexOf(items: Record<string, readonly ListItem[]>): ItemIndex {
  const listIds = Object.keys(items);
  const savedIn: Record<string, number[]> = {};
  listIds.forEach((listId, position) => {
    for (const item of items[listId] ?? []) {
      const holders = (savedIn[productDigest(item.productKey)] ??= []);
      if (!holders.includes(position)) holders.push(position);
    }
  });
  return { listIds, counts: listIds.map((listId) => items[listId]?.length ?? 0), savedIn };
}

/** How many items the list holds, or undefined while its items are not known. */
export function itemCount(index: ItemIndex, listId: string): number | undefined {
  const position = index.listIds.indexOf(listId);
  return position === -1 ? undefined : index.counts[position];
}

/** The ids of the lists that hold the product with this key. */
export function listIdsHolding(index: ItemIndex, productKey: string): string[] {
  return (index.savedIn[productDigest(productKey)] ?? []).flatMap((position) => index.listIds[position] ?? []);
}

/** An index as received from storage or the worker: its shape checked before use. */
export function isItemIndex(value: unknown): value is ItemIndex {
  if (typeof value !== 'object' || value === null) return false;
  const { listIds, counts, savedIn } = value as Partial<ItemIndex>;
  return Array.isArray(listIds) && Array.isArray(counts) && listIds.length === counts.length && typeof savedIn === 'object' && savedIn !== null;
}
