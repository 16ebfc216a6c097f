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

/**
 * Reads the build's environment (.env for a hosted project; `npm start` sets the emulator
 * variables). With no project configured, the build talks to the local emulators.
 */
export function readBackendConfig(env: Env): BackendConfig {
  const apiKey = env.VITE_FIREBASE_API_KEY?.trim();
  if (apiKey) {
    return {
      options: {
        apiKey,
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: env.VITE_FIREBASE_PROJECT_ID,
        appId: env.VITE_FIREBASE_APP_ID,
      },
      emulators: null,
    };
  }
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
