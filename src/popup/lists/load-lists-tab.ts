import type { ListsTab } from './lists-tab';

export type ListsTabComponent = typeof ListsTab;

let loading: Promise<ListsTabComponent> | null = null;

/**
 * The Lists tab's code (list picker, virtual list, item editor) is a chunk of its own, loaded once
 * the first frame is painted, so the popup's first frame loads and runs less JavaScript.
 */
export function loadListsTab(): Promise<ListsTabComponent> {
  loading ??= import('./lists-tab').then((module) => module.ListsTab);
  return loading;
}
