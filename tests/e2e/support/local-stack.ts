import { startStack, type RunningStack } from '../../../dev/start/stack';
import { freePort } from '../../../dev/support/free-port';

/**
 * Starts the local stack the way `npm start` does (Auth emulator, Firestore dev server, demo
 * store), on free ports, and builds the extension configured for it into `outDir`.
 */
export async function startLocalStack(outDir: string): Promise<RunningStack> {
  return startStack({
    ports: { auth: await freePort(), firestore: await freePort(), stores: [0, 0] },
    outDir,
  });
}
