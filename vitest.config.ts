import './scripts/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CONFORMANCE_FILES, E2E_RULES_FILES } from './tests/official-emulator-projects.ts';

const firestoreBrowserBuild = join(
  dirname(createRequire(import.meta.url).resolve('@firebase/firestore/package.json')),
  'dist/index.esm.js',
);

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        // The worker's data modules import firebase/firestore; under Node that would be the gRPC
        // build, so integration tests get the browser build the extension ships (WebChannel).
        resolve: { alias: [{ find: /^firebase\/firestore$/, replacement: firestoreBrowserBuild }] },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        resolve: { alias: [{ find: /^firebase\/firestore$/, replacement: firestoreBrowserBuild }] },
        // The dev server's conformance tests against the official emulator: both must answer alike.
        test: {
          name: 'firestore-official',
          include: CONFORMANCE_FILES,
          environment: 'node',
          provide: { conformanceTarget: 'official' },
          // One Java emulator at a time: several at once starve each other on a small machine.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // The end-to-end tests that read and write Firestore, against the official emulator with
        // firestore.rules: npm test runs this project on its own, after the others (see scripts/test-all.mjs).
        test: {
          name: 'e2e-rules',
          include: E2E_RULES_FILES,
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup-rules.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
