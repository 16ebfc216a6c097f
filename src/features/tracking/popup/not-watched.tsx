import { useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import { requestStoreAccess } from './store-permission';
import { ForRowName } from '../../../ui/row-name';
import { Button } from '../../../ui/button';

/** "Not watched: allow access to <store>", with a button that asks the browser again. */
export function NotWatched({ store, onGranted }: { store: string; onGranted?: () => void }) {
  const [refused, setRefused] = useState(false);

  function ask() {
    void requestStoreAccess(store).then((granted) => {
      setRefused(!granted);
      if (granted) onGranted?.();
    });
  }

  const text = refused ? t('storeAccessRefused', store) : t('notWatched', store);
  return (
    <p className="not-watched" data-testid="not-watched">
      {/* In a list row the text gives way (ellipsis, full text in the title), never the button. */}
      <span title={text}>{text}</span>{' '}
      <Button variant="link" onClick={ask}>
        {t('allowStoreAccess')}
        <ForRowName />
      </Button>
    </p>
  );
}
