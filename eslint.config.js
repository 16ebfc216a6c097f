import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { sourceBoundaries } from './eslint.boundaries.js';

const firebaseImports = {
  patterns: [
    {
      group: ['firebase', 'firebase/*', '@firebase/*'],
      message: 'Only the worker talks to Firebase; pages and content scripts go through messaging.',
    },
  ],
};

/** Code that runs in the service worker: the one place that talks to Firebase. */
const WORKER_CODE = [
  'src/worker.ts',
  'src/app/worker/**',
  'src/features/*/worker/**',
  'src/platform/firebase/**',
  'src/platform/messaging/router.ts',
  'src/platform/messaging/sender.ts',
];
/** The offscreen document checks what the worker sends it, as the worker checks what pages send. */
const OFFSCREEN_CODE = ['src/pages/offscreen/**', 'src/features/*/offscreen/**'];

export default tseslint.config(
  { ignores: ['dist/', 'dist-firefox/', 'dist-e2e-rules/', 'node_modules/', 'bench/results/', '.cartwatch-data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/**'],
    ignores: [...WORKER_CODE, ...OFFSCREEN_CODE],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...firebaseImports.patterns,
            {
              group: ['**/app/protocol'],
              allowTypeImports: true,
              message: 'Pages and content scripts import only types from protocol.ts: its schemas belong to the worker.',
            },
          ],
        },
      ],
    },
  },
  {
    files: OFFSCREEN_CODE,
    rules: { 'no-restricted-imports': ['error', firebaseImports] },
  },
  {
    files: WORKER_CODE,
    languageOptions: { globals: { ...globals.serviceworker, ...globals.webextensions } },
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The service worker has no window; use self or globalThis.' },
        { name: 'document', message: 'The service worker has no DOM; parse pages in the offscreen document.' },
        { name: 'localStorage', message: 'The service worker has no localStorage; use browser.storage.' },
      ],
    },
  },
  {
    // Pure parts (extraction, currency, alert rules, price math, tracking plans) run anywhere, tests included.
    files: ['src/features/*/model/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...firebaseImports.patterns,
            { group: ['webextension-polyfill'], message: 'A model is pure: the browser is the worker’s and the pages’ business.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'chrome', message: 'A model is pure: the browser is the worker’s and the pages’ business.' },
        { name: 'browser', message: 'A model is pure: the browser is the worker’s and the pages’ business.' },
      ],
    },
  },
  sourceBoundaries,
);
