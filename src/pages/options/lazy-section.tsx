import { useLayoutEffect } from 'react';
import { t } from '../../platform/browser/i18n';
import type { AppState } from '../../app/state';
import { useLazyChunk } from '../../ui/use-lazy-chunk';
import { Skeleton } from '../../ui/skeleton';
import type { OptionsSection } from './options-sections';

interface LazySectionProps {
  section: OptionsSection;
  state: AppState;
  /** The shopper chose this section just now: its heading takes the focus once it is shown. */
  focusHeading: boolean;
  onFocused: () => void;
}

/**
 * An options section whose code is a chunk of its own: its heading stays in place while the chunk
 * loads. When the shopper chose it in the navigation, the focus goes to its heading, so keyboard and
 * screen reader users land on what they asked for (with the focus ring, when a key chose it).
 */
export function LazySection({ section, state, focusHeading, onFocused }: LazySectionProps) {
  const Section = useLazyChunk(section.load, true);
  useLayoutEffect(() => {
    if (!focusHeading || Section === null) return;
    const heading = document.getElementById(`${section.id}-heading`);
    if (heading === null) return;
    // Only while the focus is where the choice left it: a shopper who tabbed on while the chunk
    // loaded keeps their place.
    const active = document.activeElement;
    if (active === null || active === document.body || active.closest('.options-nav') !== null) {
      heading.tabIndex = -1;
      heading.focus();
    }
    onFocused();
  }, [focusHeading, Section, section.id, onFocused]);
  if (Section !== null) return <Section state={state} />;
  return (
    <section className="card" aria-labelledby={`${section.id}-heading`}>
      <h2 id={`${section.id}-heading`}>{t(section.heading)}</h2>
      <Skeleton label={t(section.loading)} rows={4} />
    </section>
  );
}
