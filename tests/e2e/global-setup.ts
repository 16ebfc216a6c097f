import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { startAuthEmulator } from '../../dev/auth-emulator';
import { freePort } from '../../dev/support/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorUrl: string;
  }
}

/**
 * Starts the local backends on free ports and builds dist/ configured for them, once for all
 * end-to-end tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const auth = await startAuthEmulator({ port: await freePort(), projectId: 'demo-cartwatch' });
  process.env.VITE_AUTH_EMULATOR_URL = auth.url;
  await build({ logLevel: 'warn', mode: 'production' });
  project.provide('authEmulatorUrl', auth.url);
  return () => auth.close();
}
