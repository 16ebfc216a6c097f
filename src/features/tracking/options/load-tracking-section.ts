import type { TrackingSection } from './tracking-section';

let loading: Promise<typeof TrackingSection> | null = null;

/** Options > Tracking is a chunk of its own: its forms and store access list are below the first frame. */
export function loadTrackingSection(): Promise<typeof TrackingSection> {
  loading ??= import('./tracking-section').then((module) => module.TrackingSection);
  return loading;
}
