import { afterAll, beforeAll } from 'vitest';
import { launchExtension, type LoadedExtension } from './extension';

/** Two browser profiles with Cartwatch loaded, for the tests of the file that calls this. */
export function useTwoBrowsers(): { readonly first: LoadedExtension; readonly second: LoadedExtension } {
  let pair: LoadedExtension[] = [];
  beforeAll(async () => {
    pair = await Promise.all([launchExtension(), launchExtension()]);
  });
  afterAll(async () => {
    await Promise.all(pair.map((browser) => browser.close()));
  });
  const browser = (index: number): LoadedExtension => {
    const loaded = pair[index];
    if (!loaded) throw new Error('The browsers start in beforeAll: use them inside tests.');
    return loaded;
  };
  return {
    get first() {
      return browser(0);
    },
    get second() {
      return browser(1);
    },
  };
}
