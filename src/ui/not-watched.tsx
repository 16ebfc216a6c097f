import { useState } from 'react';
import { t } from '../shared/i18n';
import { requestStoreAccess } from './store-permission';

/** "Not watched: allow access to <store>", with a button that asks the browser again. */
export function NotWatched({ store, onGranted }: { store: string; onGranted?: () => void }) {
  const [refused, setRefused] = useState(false);

  function ask() {
    void requestStoreAccess(store).then((granted) => {
      setRefused(!granted);
      if (granted) onGranted?.();
    });
  }

  return (
    <p className="not-watched" data-testid="not-watched">
      <span>{t('notWatched', store)}</span>{' '}
      <button type="button" className="link" onClick={ask}>
        {t('allowStoreAccess')}
      </button>
      {refused && <span className="hint"> {t('storeAccessRefused')}</span>}
    </p>
  );
}
