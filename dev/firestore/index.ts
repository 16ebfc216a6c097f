export { startFirestoreServer } from './server';
export type { FirestoreServer, FirestoreServerOptions } from './server';
