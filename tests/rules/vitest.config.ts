import '../../scripts/node20-polyfills.ts';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The security rules tests, run by `npm test` (scripts/test-all.mjs) and `npm run test:rules`
 * (scripts/test-rules.mjs), which start the official Firestore emulator and set
 * FIRESTORE_EMULATOR_HOST. The root vitest.config.ts does not include tests/rules.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'rules',
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    // Every file uses the same emulator project and empties it before each test: one at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
