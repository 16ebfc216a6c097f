import type { ReactNode } from 'react';
import { t } from '../../platform/browser/i18n';
import type { AppState } from '../../app/state';
import type { AppStateView } from '../../app/connector/use-app-state';
import { Button } from '../../ui/button';

/** Shows loading until some state is known, an error with a retry when the worker is silent. */
export function StateGate({ view, children }: { view: AppStateView; children: (state: AppState) => ReactNode }) {
  if (view.unavailable) {
    return (
      <>
        <div className="notice notice-error" role="alert">
          <p>{t('errorUnavailable')}</p>
          <Button onClick={view.retry}>
            {t('retry')}
          </Button>
        </div>
        {view.snapshot && children(view.snapshot.state)}
      </>
    );
  }
  if (!view.snapshot) {
    return (
      <p className="notice" aria-busy="true">
        {t('loadingState')}
      </p>
    );
  }
  return <>{children(view.snapshot.state)}</>;
}
