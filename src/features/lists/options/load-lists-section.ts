import type { ListsSection } from './lists-section';

let loading: Promise<typeof ListsSection> | null = null;

/** Options > Lists & sharing is a chunk of its own, as every section of the options page. */
export function loadListsSection(): Promise<typeof ListsSection> {
  loading ??= import('./lists-section').then((module) => module.ListsSection);
  return loading;
}
