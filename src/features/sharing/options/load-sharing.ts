import type * as SharingModule from './sharing-chunk';

export type SharingChunk = typeof SharingModule;

let loading: Promise<SharingChunk> | null = null;

/**
 * Members, invites and joining are a chunk of their own: the options page shares the popup's size
 * budget, and these forms are not needed for its first frame.
 */
export function loadSharing(): Promise<SharingChunk> {
  loading ??= import('./sharing-chunk');
  return loading;
}
