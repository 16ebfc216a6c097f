/**
 * The test files that run against the official Cloud Firestore emulator, each in a vitest project
 * of its own. scripts/test-all.mjs runs those projects only where Java 21+ and the emulator are
 * found; elsewhere the e2e files run on the dev server and the conformance files count as skipped.
 */

/**
 * End-to-end tests that read and write Firestore. Where the official emulator runs (npm test sets
 * E2E_UNDER_RULES_ENV there), they run once, in the e2e-rules project with firestore.rules enforced,
 * and the e2e project (the dev server) leaves them out; elsewhere the e2e project runs them on the
 * dev server. The tests that need the dev server's fault controls are in tests/e2e/fault-controls.test.ts.
 */
export const E2E_RULES_FILES = [
  'tests/e2e/account.test.ts',
  'tests/e2e/alerts.test.ts',
  'tests/e2e/data.test.ts',
  'tests/e2e/google-sign-in.test.ts',
  'tests/e2e/items.test.ts',
  'tests/e2e/lists.test.ts',
  'tests/e2e/preferences.test.ts',
  'tests/e2e/sharing.test.ts',
  'tests/e2e/stale-readings.test.ts',
  'tests/e2e/check-now.test.ts',
  'tests/e2e/store-access.test.ts',
  'tests/e2e/tracking.test.ts',
];

/** The dev server's conformance tests; they run again against the official emulator (without rules). */
export const CONFORMANCE_FILES = [
  'tests/integration/firestore/documents.test.ts',
  'tests/integration/firestore/queries.test.ts',
  'tests/integration/firestore/lite-and-rest.test.ts',
  'tests/integration/firestore/full-sdk-rest.test.ts',
];

/** Set to 1 when the e2e-rules project runs E2E_RULES_FILES, so that the e2e project leaves them out. */
export const E2E_UNDER_RULES_ENV = 'CARTWATCH_E2E_UNDER_RULES';
