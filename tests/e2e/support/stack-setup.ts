import type { TestProject } from 'vitest/node';
import type { FirestoreBackend } from '../../../dev/start/stack';
import { startLocalStack } from './local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorUrl: string;
    firestoreUrl: string;
    firestoreBackend: FirestoreBackend;
    extensionDir: string;
    /** The Firefox build for this stack, where the project asked for one (else an empty string). */
    firefoxExtensionDir: string;
    storeOrigins: string[];
    googleClientId: string;
  }
}

/** The e2e build offers Google sign-in; tests answer for Google's window (see google-sign-in.test.ts). */
const E2E_GOOGLE_CLIENT_ID = 'cartwatch-e2e.apps.googleusercontent.com';

/**
 * The re-check politeness interval of the test builds: "Check now" after another request to the
 * same store waits this (and up to half of it again), not the product's 10-15 s. The gap itself is
 * proven on a fake clock (tests/unit/tracking) and by the engine's integration tests.
 */
export const E2E_RECHECK_POLITENESS_MS = 1000;

/**
 * Starts the local stack on free ports and builds the extension for it into `outDir` (and for
 * Firefox into `firefoxOutDir`), once for a project.
 */
export async function setUpStack(
  project: TestProject,
  outDir: string,
  firestoreBackend: FirestoreBackend,
  firefoxOutDir?: string,
): Promise<() => Promise<void>> {
  process.env.VITE_GOOGLE_OAUTH_CLIENT_ID = E2E_GOOGLE_CLIENT_ID;
  const stack = await startLocalStack(outDir, firestoreBackend, {
    recheckPolitenessMs: E2E_RECHECK_POLITENESS_MS,
    ...(firefoxOutDir === undefined ? {} : { firefoxOutDir }),
  });
  project.provide('authEmulatorUrl', stack.auth.url);
  project.provide('firestoreUrl', stack.firestore.url);
  project.provide('firestoreBackend', stack.firestore.backend);
  project.provide('extensionDir', stack.extensionDir);
  project.provide('firefoxExtensionDir', stack.firefoxExtensionDir ?? '');
  project.provide('storeOrigins', stack.store.stores.map((store) => store.origin));
  project.provide('googleClientId', E2E_GOOGLE_CLIENT_ID);
  return () => stack.close();
}
