import { EMPTY_SHARING } from '../../features/sharing';
import type { AppState } from '../state';

/**
 * What a new worker keeps of the cached state until Firebase has restored the session and the
 * profile: what was last seen is the best guess. The network and the version are this worker's own.
 */
export function restoreCachedState(cached: AppState, fresh: AppState): AppState {
  return {
    ...fresh,
    account: cached.account,
    profile: cached.profile,
    lists: cached.lists,
    items: cached.items,
    browsingDetection: cached.browsingDetection,
    failedWrites: cached.failedWrites,
    // Notices stay until dismissed, across restarts; a cache from before a sharing field lacks it.
    sharing: { ...EMPTY_SHARING, ...cached.sharing },
  };
}
