import type { TestProject } from 'vitest/node';
import type { FirestoreBackend } from '../../../dev/start/stack';
import { startLocalStack } from './local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorUrl: string;
    firestoreUrl: string;
    firestoreBackend: FirestoreBackend;
    extensionDir: string;
    storeOrigins: string[];
    googleClientId: string;
  }
}

/** The e2e build offers Google sign-in; tests answer for Google's window (see google-sign-in.test.ts). */
const E2E_GOOGLE_CLIENT_ID = 'cartwatch-e2e.apps.googleusercontent.com';

/** Starts the local stack on free ports and builds the extension for it into `outDir`, once for a project. */
export async function setUpStack(project: TestProject, outDir: string, firestoreBackend: FirestoreBackend): Promise<() => Promise<void>> {
  process.env.VITE_GOOGLE_OAUTH_CLIENT_ID = E2E_GOOGLE_CLIENT_ID;
  const stack = await startLocalStack(outDir, firestoreBackend);
  project.provide('authEmulatorUrl', stack.auth.url);
  project.provide('firestoreUrl', stack.firestore.url);
  project.provide('firestoreBackend', stack.firestore.backend);
  project.provide('extensionDir', stack.extensionDir);
  project.provide('storeOrigins', stack.store.stores.map((store) => store.origin));
  project.provide('googleClientId', E2E_GOOGLE_CLIENT_ID);
  return () => stack.close();
}
