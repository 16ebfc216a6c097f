import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth/web-extension';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentSingleTabManager,
  type Firestore,
} from 'firebase/firestore';
import {
  connectFirestoreEmulator as connectLiteEmulator,
  getFirestore as getLiteFirestore,
  type Firestore as LiteFirestore,
} from 'firebase/firestore/lite';
import type { BackendConfig } from './config';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
  /** The same database over fetch, for transactions (the full SDK's need XMLHttpRequest). */
  liteFirestore: LiteFirestore;
}

/** One app, auth and Firestore for the worker's life, connected to the emulators when configured. */
export function startFirebase(config: BackendConfig): FirebaseServices {
  const app = initializeApp(config.options);
  const auth = initializeAuth(app, { persistence: indexedDBLocalPersistence });
  const firestore = initializeFirestore(app, {
    localCache: persistentLocalCache({ tabManager: persistentSingleTabManager({ forceOwnership: true }) }),
  });
  const liteFirestore = getLiteFirestore(app);
  if (config.emulators) {
    connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
    connectFirestoreEmulator(firestore, config.emulators.firestoreHost, config.emulators.firestorePort);
    connectLiteEmulator(liteFirestore, config.emulators.firestoreHost, config.emulators.firestorePort);
  }
  return { app, auth, firestore, liteFirestore };
}
