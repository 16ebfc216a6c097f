import type { SharingNotices } from './sharing-notices';

export type SharingNoticesComponent = typeof SharingNotices;

let loading: Promise<SharingNoticesComponent> | null = null;

/** The popup's sharing notices are a chunk of their own, loaded only when there is one to show. */
export function loadSharingNotices(): Promise<SharingNoticesComponent> {
  loading ??= import('./sharing-notices').then((module) => module.SharingNotices);
  return loading;
}
