import type { Handlers } from '../messaging/router';
import type { StateStore } from '../state/store';
import { setBrowsingDetection, type BrowsingDetectionApis } from '../tabs/browsing-detection';

export function browsingDetectionHandlers(
  apis: BrowsingDetectionApis,
  contentScript: string,
  store: StateStore,
): Pick<Handlers, 'page:set-browsing-detection'> {
  return {
    'page:set-browsing-detection': async ({ enabled }) => {
      const on = await setBrowsingDetection(apis, contentScript, enabled);
      store.update((state) => ({ ...state, browsingDetection: on }));
      return on;
    },
  };
}
