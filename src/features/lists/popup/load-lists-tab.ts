import type { ListsTab, openingListId } from './lists-tab';

export interface ListsTabChunk {
  ListsTab: typeof ListsTab;
  openingListId: typeof openingListId;
}

let loading: Promise<ListsTabChunk> | null = null;

/**
 * The Lists tab's code (list picker, virtual list, item editor) is a chunk of its own, loaded once
 * the first frame is painted, so the popup's first frame loads and runs less JavaScript.
 */
export function loadListsTab(): Promise<ListsTabChunk> {
  loading ??= import('./lists-tab').then(({ ListsTab, openingListId }) => ({ ListsTab, openingListId }));
  return loading;
}
