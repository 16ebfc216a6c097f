import type { TestProject } from 'vitest/node';
import { DIST } from './support/extension';
import { startLocalStack } from './support/local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorUrl: string;
    firestoreUrl: string;
    storeOrigins: string[];
  }
}

/** Starts the local stack on free ports and builds dist/ for it, once for all end-to-end tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startLocalStack(DIST);
  project.provide('authEmulatorUrl', stack.auth.url);
  project.provide('firestoreUrl', stack.firestore.url);
  project.provide('storeOrigins', stack.store.stores.map((store) => store.origin));
  return () => stack.close();
}
