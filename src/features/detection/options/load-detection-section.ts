import type { ComponentType } from 'react';
import type { AppState } from '../../../app/state';

type DetectionSettings = ComponentType<{ state: AppState }>;

let loading: Promise<DetectionSettings> | null = null;

/** Options > Product detection is a chunk of its own, as every section the page does not open on. */
export function loadDetectionSection(): Promise<DetectionSettings> {
  loading ??= import('./detection-section').then((module) => module.DetectionSettings);
  return loading;
}
