import { describe, expect, it, vi } from 'vitest';
import {
  BROWSING_SCRIPT_ID,
  isBrowsingDetectionOn,
  setBrowsingDetection,
  type BrowsingDetectionApis,
} from '../../../../../src/features/detection/worker/browsing-detection';

function fakeBrowser(access: boolean, registered: string[] = []) {
  const state = { access, registered: [...registered] };
  const apis: BrowsingDetectionApis = {
    hasAllSitesAccess: () => Promise.resolve(state.access),
    dropAllSitesAccess: vi.fn(() => {
      state.access = false;
      return Promise.resolve(true);
    }),
    registeredScriptIds: () => Promise.resolve([...state.registered]),
    register: vi.fn(({ id }: { id: string }) => {
      state.registered.push(id);
      return Promise.resolve();
    }),
    unregister: vi.fn((ids: string[]) => {
      state.registered = state.registered.filter((id) => !ids.includes(id));
      return Promise.resolve();
    }),
  };
  return { apis, state };
}

describe('detection while browsing', () => {
  it('registers the content script for every http(s) page once access is granted', async () => {
    const { apis, state } = fakeBrowser(true);
    await expect(setBrowsingDetection(apis, 'src/features/detection/content/detect-page.js', true)).resolves.toBe(true);
    expect(apis.register).toHaveBeenCalledWith({
      id: BROWSING_SCRIPT_ID,
      js: ['src/features/detection/content/detect-page.js'],
      matches: ['http://*/*', 'https://*/*'],
    });
    expect(state.registered).toEqual([BROWSING_SCRIPT_ID]);
    await expect(isBrowsingDetectionOn(apis)).resolves.toBe(true);
  });

  it('stays off without access, registering nothing', async () => {
    const { apis } = fakeBrowser(false);
    await expect(setBrowsingDetection(apis, 'x.js', true)).resolves.toBe(false);
    expect(apis.register).not.toHaveBeenCalled();
  });

  it('does not register twice', async () => {
    const { apis } = fakeBrowser(true, [BROWSING_SCRIPT_ID]);
    await expect(setBrowsingDetection(apis, 'x.js', true)).resolves.toBe(true);
    expect(apis.register).not.toHaveBeenCalled();
  });

  it('turning it off unregisters the script and gives the access back', async () => {
    const { apis, state } = fakeBrowser(true, [BROWSING_SCRIPT_ID]);
    await expect(setBrowsingDetection(apis, 'x.js', false)).resolves.toBe(false);
    expect(state).toEqual({ access: false, registered: [] });
  });

  it('counts as off when the access was taken back in the browser settings', async () => {
    const { apis } = fakeBrowser(false, [BROWSING_SCRIPT_ID]);
    await expect(isBrowsingDetectionOn(apis)).resolves.toBe(false);
  });
});
