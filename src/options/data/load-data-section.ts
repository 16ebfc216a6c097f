import type { DataSection } from './data-section';

export type DataSectionComponent = typeof DataSection;

let loading: Promise<DataSectionComponent> | null = null;

/**
 * Options > Data is a chunk of its own: the options page shares the popup's size budget, and the
 * export, its CSV and its file handling are not needed for the first frame.
 */
export function loadDataSection(): Promise<DataSectionComponent> {
  loading ??= import('./data-section').then((module) => module.DataSection);
  return loading;
}
