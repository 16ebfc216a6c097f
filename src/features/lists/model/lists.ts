/** A list as the pages see it. */
export type ListRole = 'owner' | 'editor' | 'viewer';

export interface ListSummary {
  id: string;
  name: string;
  role: ListRole;
  ownerId: string;
  /** Members, the owner included (1 for a list nobody else has joined). */
  memberCount: number;
  /** A gift list: claims and purchases are hidden from its owner (src/features/sharing/model/sharing.ts). */
  gift: boolean;
  /** Created here and not yet acknowledged by the server. */
  pendingWrites: boolean;
}

/** The lists in the shopper's order: those named in `order` first, then the rest as they came. */
export function orderLists(lists: readonly ListSummary[], order: readonly string[]): ListSummary[] {
  const position = new Map(order.map((id, index) => [id, index]));
  const rank = (list: ListSummary) => position.get(list.id) ?? order.length;
  return lists
    .map((list, index) => ({ list, index }))
    .sort((a, b) => rank(a.list) - rank(b.list) || a.index - b.index)
    .map(({ list }) => list);
}

/** Where the context menu and the keyboard shortcut save: the first list the shopper may add to. */
export function defaultList(lists: readonly ListSummary[], order: readonly string[]): ListSummary | null {
  return orderLists(lists, order).find((list) => list.role !== 'viewer') ?? null;
}
