import type { ComponentType } from 'react';
import type { AppState } from '../../../app/state';

type AccountSettings = ComponentType<{ state: AppState }>;

let loading: Promise<AccountSettings> | null = null;

/** Options > Account is a chunk of its own, as every section: the page's first frame is its frame and navigation. */
export function loadAccountSection(): Promise<AccountSettings> {
  loading ??= import('./account-section').then((module) => module.AccountSettings);
  return loading;
}
