import type { AppState } from '../../shared/state';
import { savedItems } from './saved-items';
import { SetTarget } from './set-target';

/** "Set a target" on the This page card, once the product on the page is saved (and its items known). */
export function TargetArea({ state, url }: { state: AppState; url: string }) {
  const items = savedItems(state, url);
  if (items.length === 0 || state.lists === null) return null;
  return (
    <SetTarget
      items={items}
      lists={state.lists}
      rules={state.alerts.rules}
      offline={state.network === 'offline'}
      locale={state.profile?.preferences.alerts.priceLocale ?? undefined}
    />
  );
}
