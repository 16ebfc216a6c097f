import type { AppState } from '../../app/state';
import { t, type MessageKey } from '../../platform/browser/i18n';

/** What the code does with the shopper's data, each claim one the code keeps (tests/unit/meta/privacy-claims.test.ts checks those it can in the code; tests/e2e/privacy.test.ts checks in a browser that requests go only to Firebase and saved stores, and that a store page's links and cookies stay as served). */
const PRIVACY_FACTS: readonly MessageKey[] = [
  'aboutPrivacyStored',
  'aboutPrivacyDevice',
  'aboutPrivacyLeaves',
  'aboutPrivacyStores',
  'aboutPrivacyNoTracking',
  'aboutPrivacyNoRemoteCode',
  'aboutPrivacyYours',
];

export function AboutSection({ version }: { version: string }) {
  return (
    <section className="card" aria-labelledby="about-heading">
      <h2 id="about-heading">{t('optionsSectionAbout')}</h2>
      <p className="version">{t('versionLabel', version)}</p>
      <p>{t('optionsAboutPrivacy')}</p>
      <ul className="privacy-facts">
        {PRIVACY_FACTS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The section as the options page shows it, from the app's state. */
export function AboutSettings({ state }: { state: AppState }) {
  return <AboutSection version={state.extensionVersion} />;
}
