import { useEffect, useState } from 'react';
import { t } from '../shared/i18n';
import type { AppState } from '../shared/state';
import { loadAlertsSection, type AlertsSectionComponent } from './load-alerts-section';

/** The Alerts & notifications section, with its heading in place while its chunk loads. */
export function AlertsSectionSlot({ state }: { state: AppState }) {
  const [Section, setSection] = useState<AlertsSectionComponent | null>(null);
  useEffect(() => {
    let current = true;
    void loadAlertsSection().then((component) => {
      if (current) setSection(() => component);
    });
    return () => {
      current = false;
    };
  }, []);
  if (Section !== null) return <Section state={state} />;
  return (
    <section className="card" aria-labelledby="alerts-heading">
      <h2 id="alerts-heading">{t('optionsSectionAlerts')}</h2>
      <p aria-busy="true">{t('alertsSectionLoading')}</p>
    </section>
  );
}
