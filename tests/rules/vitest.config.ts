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
    // Two files at a time, each worker with an emulator project of its own (tests/rules/support.ts).
    maxWorkers: 2,
    // Each worker loads the Firebase SDK once, not once per file: every file still starts its own test
    // environment and empties the project before each test (152 against 188 CPU s for the lane).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
