import type { ListSummary } from '../model/lists';

/** The list the shopper chose last; kept for as long as the popup stays open, across tab switches. */
let remembered: string | null = null;

export function rememberList(listId: string | null): void {
  remembered = listId;
}

/** The remembered list while it still exists, otherwise the first in the shopper's order. */
export function chosenList(ordered: readonly ListSummary[]): ListSummary | null {
  return ordered.find((list) => list.id === remembered) ?? ordered[0] ?? null;
}
