import type * as DataChunkModule from './data-section';
import type { DataSection, ExportBeforeDeleting } from './data-section';

export type DataSectionComponent = typeof DataSection;
export type ExportOfferComponent = typeof ExportBeforeDeleting;

type DataChunk = typeof DataChunkModule;

let loading: Promise<DataChunk> | null = null;

/**
 * Options > Data is a chunk of its own: the options page shares the popup's size budget, and the
 * export, its CSV and its file handling are not needed for the first frame. The account
 * deletion's offer to export first comes from the same chunk.
 */
export function loadDataChunk(): Promise<DataChunk> {
  loading ??= import('./data-section');
  return loading;
}

export function loadDataSection(): Promise<DataSectionComponent> {
  return loadDataChunk().then((chunk) => chunk.DataSection);
}
