import type { Handlers } from '../../../app/protocol';
import type { StateStore } from '../../../app/worker/store';
import { setBrowsingDetection, type BrowsingDetectionApis } from './browsing-detection';

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
