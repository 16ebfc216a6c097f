import type * as DataChunkModule from './data-section';
import type { DataSection, DeleteAccountForm } from './data-section';

export type { DeleteAccountProps } from './delete-account-form';

export type DataSectionComponent = typeof DataSection;
export type DeleteAccountFormComponent = typeof DeleteAccountForm;

type DataChunk = typeof DataChunkModule;

let loading: Promise<DataChunk> | null = null;

/**
 * Options > Data is a chunk of its own: the options page shares the popup's size budget, and the
 * export, its CSV and its file handling are not needed for the first frame. The account
 * deletion's second step, which offers the export first, comes from the same chunk.
 */
export function loadDataChunk(): Promise<DataChunk> {
  loading ??= import('./data-section');
  return loading;
}

export function loadDataSection(): Promise<DataSectionComponent> {
  return loadDataChunk().then((chunk) => chunk.DataSection);
}
