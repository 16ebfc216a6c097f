/**
 * "Detect products as I browse": an opt-in content script registered for every http(s) page,
 * allowed only while the shopper has granted Cartwatch access to all sites.
 */
import { ALL_SITES } from '../model/site-access';

export const BROWSING_SCRIPT_ID = 'cartwatch-detect-while-browsing';

export interface BrowsingDetectionApis {
  hasAllSitesAccess: () => Promise<boolean>;
  dropAllSitesAccess: () => Promise<unknown>;
  registeredScriptIds: () => Promise<string[]>;
  register: (script: { id: string; js: string[]; matches: string[] }) => Promise<void>;
  unregister: (ids: string[]) => Promise<void>;
}

export async function isBrowsingDetectionOn(apis: BrowsingDetectionApis): Promise<boolean> {
  return (await apis.registeredScriptIds()).includes(BROWSING_SCRIPT_ID) && (await apis.hasAllSitesAccess());
}

/**
 * Turns detection while browsing on or off and answers whether it is on. Turning it on needs the
 * access the options page asked the shopper for; turning it off gives that access back.
 */
export async function setBrowsingDetection(
  apis: BrowsingDetectionApis,
  contentScript: string,
  enabled: boolean,
): Promise<boolean> {
  const registered = (await apis.registeredScriptIds()).includes(BROWSING_SCRIPT_ID);
  if (!enabled) {
    if (registered) await apis.unregister([BROWSING_SCRIPT_ID]);
    await apis.dropAllSitesAccess();
    return false;
  }
  if (!(await apis.hasAllSitesAccess())) return false;
  if (!registered) await apis.register({ id: BROWSING_SCRIPT_ID, js: [contentScript], matches: ALL_SITES });
  return true;
}
