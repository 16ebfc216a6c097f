import type { AppState } from './state';

/** How many of the shopper's documents have changes the server has not acknowledged yet. */
export function changesWaitingToSync(state: AppState): number {
  const lists = state.lists?.filter((list) => list.pendingWrites).length ?? 0;
  const items = Object.values(state.items).reduce(
    (count, listItems) => count + listItems.filter((item) => item.pendingWrites).length,
    0,
  );
  return lists + items + (state.profile?.pendingWrites ? 1 : 0);
}
