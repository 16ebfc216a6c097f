import type { FirebaseOptions } from 'firebase/app';

/** Where the worker's Firebase lives: the user's own project, or the local emulators. */
export interface BackendConfig {
  options: FirebaseOptions;
  /** Set for local development: the Auth emulator's URL and the Firestore server's host:port. */
  emulators: { authUrl: string; firestoreHost: string; firestorePort: number } | null;
}

export const LOCAL_PROJECT_ID = 'demo-cartwatch';
const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';
const DEFAULT_FIRESTORE_EMULATOR = '127.0.0.1:8080';

type Env = Partial<Record<string, string>>;

/** The project .env names (the build refuses to start without one unless it is local). */
export function hostedBackendConfig(env: Env): BackendConfig {
  return {
    options: {
      apiKey: env.VITE_FIREBASE_API_KEY?.trim(),
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
    },
    emulators: null,
  };
}

/** The local emulators of `npm start`, where its environment says they listen. */
export function localBackendConfig(env: Env): BackendConfig {
  const firestore = env.VITE_FIRESTORE_EMULATOR_HOST?.trim() || DEFAULT_FIRESTORE_EMULATOR;
  const separator = firestore.lastIndexOf(':');
  return {
    options: { apiKey: 'demo-api-key', projectId: LOCAL_PROJECT_ID, authDomain: `${LOCAL_PROJECT_ID}.firebaseapp.com` },
    emulators: {
      authUrl: env.VITE_AUTH_EMULATOR_URL?.trim() || DEFAULT_AUTH_EMULATOR_URL,
      firestoreHost: firestore.slice(0, separator),
      firestorePort: Number(firestore.slice(separator + 1)),
    },
  };
}
