import './scripts/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CONFORMANCE_FILES, E2E_RULES_FILES, E2E_UNDER_RULES_ENV } from './tests/official-emulator-projects.ts';

const firestoreBrowserBuild = join(
  dirname(createRequire(import.meta.url).resolve('@firebase/firestore/package.json')),
  'dist/index.esm.js',
);

/**
 * Unit test files share one module graph and environment per worker (isolate: false): 149 files in
 * 41 s rather than 92 s on 2 workers. A file that replaces a module or a global (vi.mock and the
 * like) would see, or leave, the shared copy, so such files run isolated, in a project of their own.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;
const unitFiles = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('tests/unit', file));
const isolatedUnitFiles = unitFiles.filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: isolatedUnitFiles,
          // Both cores (vitest's default leaves one free): unit and integration files are independent.
          maxWorkers: 2,
          isolate: false,
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          // A bound for a hang, not a speed target: npm test runs the unit files beside the browser
          // lanes, and rendering a 1,000-item list in jsdom outlasted vitest's 5 s there once.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: isolatedUnitFiles,
          maxWorkers: 2,
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 20_000,
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
          maxWorkers: 2,
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
          exclude: process.env[E2E_UNDER_RULES_ENV] === '1' ? E2E_RULES_FILES : [],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/support/console-guard-setup.ts'],
          fileParallelism: false,
          isolate: false,
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
        // The store packages `npm run package` writes, rebuilt from their source archive, and the
        // stores' own checks on them (docs/release.md).
        test: {
          name: 'release',
          include: ['tests/release/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/release/global-setup.ts'],
          // One build or linter at a time: the lane runs beside the CPU-bound ones in npm test.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        // The end-to-end tests that read and write Firestore, against the official emulator with
        // firestore.rules (see tests/official-emulator-projects.ts and scripts/test-all.mjs).
        test: {
          name: 'e2e-rules',
          include: E2E_RULES_FILES,
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup-rules.ts'],
          setupFiles: ['tests/e2e/support/console-guard-setup.ts'],
          fileParallelism: false,
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
