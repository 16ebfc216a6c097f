import type { ManualSaveForm } from './manual-save-form';

let loading: Promise<typeof ManualSaveForm> | null = null;

/**
 * The form for a page where nothing was recognised is a chunk of its own: most pages the popup opens
 * on either show a product or cannot be saved, and its fields and price parsing stay out of the
 * popup's first frame.
 */
export function loadManualSaveForm(): Promise<typeof ManualSaveForm> {
  loading ??= import('./manual-save-form').then((module) => module.ManualSaveForm);
  return loading;
}
