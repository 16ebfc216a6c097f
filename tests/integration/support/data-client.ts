import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, setLogLevel, terminate, type Firestore } from 'firebase/firestore';
import { PROJECT_ID } from '../firestore/helpers/server';

let count = 0;

/** A Firestore client like the worker's (browser build, memory cache), pointed at the test server. */
export function connectDataClient(serverUrl: string): { db: Firestore; close(): Promise<void> } {
  setLogLevel('error');
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, `data-${process.pid}-${++count}`);
  const db = initializeFirestore(app, {});
  const { hostname, port } = new URL(serverUrl);
  connectFirestoreEmulator(db, hostname, Number(port));
  return {
    db,
    async close() {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

/** Collects what a subscribe(cb) reports and waits for a report that satisfies a check. */
export class Reports<T> {
  private readonly seen: T[] = [];
  private waiters: { check: (value: T) => boolean; resolve: (value: T) => void }[] = [];

  readonly push = (value: T): void => {
    this.seen.push(value);
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.check(value)) return true;
      waiter.resolve(value);
      return false;
    });
  };

  next(check: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
    const latest = this.seen.at(-1);
    if (latest !== undefined && check(latest)) return Promise.resolve(latest);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching report; last: ${JSON.stringify(this.seen.at(-1))}`)), timeoutMs);
      this.waiters.push({ check, resolve: (value) => (clearTimeout(timer), resolve(value)) });
    });
  }
}
