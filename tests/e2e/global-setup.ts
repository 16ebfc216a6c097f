import type { TestProject } from 'vitest/node';
import { DIST } from './support/extension';
import { startLocalStack } from './support/local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorUrl: string;
    firestoreUrl: string;
    storeOrigins: string[];
    googleClientId: string;
  }
}

/** The e2e build offers Google sign-in; tests answer for Google's window (see google-sign-in.test.ts). */
const E2E_GOOGLE_CLIENT_ID = 'cartwatch-e2e.apps.googleusercontent.com';

/** Starts the local stack on free ports and builds dist/ for it, once for all end-to-end tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.VITE_GOOGLE_OAUTH_CLIENT_ID = E2E_GOOGLE_CLIENT_ID;
  const stack = await startLocalStack(DIST);
  project.provide('authEmulatorUrl', stack.auth.url);
  project.provide('firestoreUrl', stack.firestore.url);
  project.provide('storeOrigins', stack.store.stores.map((store) => store.origin));
  project.provide('googleClientId', E2E_GOOGLE_CLIENT_ID);
  return () => stack.close();
}
