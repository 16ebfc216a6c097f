import { describe } from 'vitest';
import { skipsBrowser } from './browser-paths';

/**
 * Suites that need a browser: where it is not installed they are skipped (npm test says which
 * browser is missing), unless the run requires every browser (.ci/run), where they fail instead.
 */
export const describeInChromium = describe.skipIf(skipsBrowser('Chromium'));
export const describeInFirefox = describe.skipIf(skipsBrowser('Firefox'));
