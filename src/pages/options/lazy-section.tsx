import type { ComponentType } from 'react';
import { t, type MessageKey } from '../../platform/browser/i18n';
import type { AppState } from '../../app/state';
import { useLazyChunk } from '../../ui/use-lazy-chunk';

export type SectionComponent = ComponentType<{ state: AppState }>;

interface LazySectionProps {
  load: () => Promise<SectionComponent>;
  /** The section's `id`, its heading's `${id}-heading`, as the section itself uses. */
  id: string;
  heading: MessageKey;
  loading: MessageKey;
  state: AppState;
}

/**
 * An options section whose code is a chunk of its own: its heading stays in place while the chunk
 * loads. The options page shares the popup's size budget, and such sections are not needed for its
 * first frame.
 */
export function LazySection({ load, id, heading, loading, state }: LazySectionProps) {
  const Section = useLazyChunk(load, true);
  if (Section !== null) return <Section state={state} />;
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t(heading)}</h2>
      <p aria-busy="true">{t(loading)}</p>
    </section>
  );
}
