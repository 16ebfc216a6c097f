import type * as AlertsModule from './alerts-chunk';

export type AlertsChunk = typeof AlertsModule;

let loading: Promise<AlertsChunk> | null = null;

/**
 * The Alerts tab and "Set a target" are a chunk of their own, loaded once the first frame is
 * painted (like the Lists tab), so the popup's first frame loads and runs no more JavaScript.
 */
export function loadAlerts(): Promise<AlertsChunk> {
  loading ??= import('./alerts-chunk');
  return loading;
}
