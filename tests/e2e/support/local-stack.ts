import { startStack, type FirestoreBackend, type LocalBuildOptions, type RunningStack } from '../../../dev/start/stack';
import { freePort } from '../../../dev/support/free-port';

/**
 * Starts the local stack the way `npm start` does (Auth emulator, Firestore, demo store), on free
 * ports, and builds the extension configured for it into `outDir` (and the Firefox variant into
 * `builds.firefoxOutDir`, when given). The Firestore is the dev server unless `official` asks for
 * the Cloud Firestore emulator with firestore.rules.
 */
export async function startLocalStack(
  outDir: string,
  firestoreBackend: FirestoreBackend = 'dev-server',
  builds: Pick<LocalBuildOptions, 'recheckPolitenessMs'> & { firefoxOutDir?: string } = {},
): Promise<RunningStack> {
  return startStack({
    ports: { auth: await freePort(), firestore: await freePort(), stores: [0, 0] },
    outDir,
    firestoreBackend,
    ...builds,
  });
}
