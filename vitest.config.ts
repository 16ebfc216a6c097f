import './scripts/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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
    ],
  },
});
