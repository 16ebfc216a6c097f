import { useEffect, useState } from 'react';
import { t } from '../shared/i18n';
import type { AppState } from '../shared/state';
import { loadDataSection, type DataSectionComponent } from './data/load-data-section';

/** Options > Data, with its heading in place while its chunk loads. */
export function DataSectionSlot({ state }: { state: AppState }) {
  const [Section, setSection] = useState<DataSectionComponent | null>(null);
  useEffect(() => {
    let current = true;
    void loadDataSection().then((component) => {
      if (current) setSection(() => component);
    });
    return () => {
      current = false;
    };
  }, []);
  if (Section !== null) return <Section state={state} />;
  return (
    <section className="card" aria-labelledby="data-heading">
      <h2 id="data-heading">{t('optionsSectionData')}</h2>
      <p aria-busy="true">{t('dataLoading')}</p>
    </section>
  );
}
