import { t } from '../../platform/browser/i18n';
import type { CachedState } from '../../app/state-cache';
import { FailedWrites } from '../shell/failed-writes';
import { StateGate } from '../shell/state-gate';
import { StatusLine } from '../shell/status-line';
import { useAppState } from '../../app/connector/use-app-state';
import { LazySection } from './lazy-section';
import { OPTIONS_SECTIONS } from './options-sections';
import { useHashSection } from './use-hash-section';

/**
 * The settings, as the browser's own: a side navigation of sections, each at its own address
 * (`#alerts`), and one section shown at a time at a readable measure.
 */
export function Options({ cached }: { cached: CachedState | null }) {
  const view = useAppState(cached, { allItems: true });
  const { section, chosen, settle } = useHashSection();
  return (
    <div className="options-shell">
      <header className="options-header">
        <h1>
          <img className="brand-mark" src="/icons/icon-32.png" width={24} height={24} alt="" />
          {t('optionsTitle')}
        </h1>
        <StatusLine view={view} />
      </header>
      <nav className="options-nav" aria-label={t('optionsNavLabel')}>
        <ul>
          {OPTIONS_SECTIONS.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} aria-current={entry.id === section.id ? 'page' : undefined}>
                {t(entry.heading)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="options-main">
        <StateGate view={view}>
          {(state) => (
            <>
              <FailedWrites failures={state.failedWrites} lists={state.lists} />
              <LazySection key={section.id} section={section} state={state} focusHeading={chosen} onFocused={settle} />
            </>
          )}
        </StateGate>
      </main>
    </div>
  );
}
