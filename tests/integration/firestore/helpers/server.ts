import { type FirestoreServer, startFirestoreServer } from '../../../../dev/firestore/server';

export const PROJECT_ID = 'demo-cartwatch';

/** Starts a server on a free port; `reset()` empties the default database between tests. */
export async function startTestServer(dataDir?: string): Promise<FirestoreServer & { reset(): Promise<void> }> {
  const server = await startFirestoreServer({ port: 0, dataDir });
  return {
    ...server,
    async reset() {
      const response = await fetch(`${server.url}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`reset failed: ${response.status}`);
    },
  };
}
