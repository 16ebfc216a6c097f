import type { DocumentReference, DocumentSnapshot, Query, QuerySnapshot } from 'firebase/firestore';
import type { FirestoreModule } from './sdk';

const TIMEOUT_MS = 20_000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out waiting for ${what}`)), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Records every snapshot of a live query and lets a test await the first one that satisfies a
 * condition, so tests wait for events rather than sleeping.
 */
export class QueryRecorder {
  readonly snapshots: QuerySnapshot[] = [];
  private waiters: { test: (snapshot: QuerySnapshot) => boolean; resolve: (snapshot: QuerySnapshot) => void }[] = [];
  private error: Error | undefined;
  readonly stop: () => void;

  constructor(sdk: FirestoreModule, query: Query, options: { includeMetadataChanges?: boolean } = {}) {
    this.stop = sdk.onSnapshot(query, { includeMetadataChanges: options.includeMetadataChanges ?? true }, {
      next: (snapshot) => {
        this.snapshots.push(snapshot);
        this.waiters = this.waiters.filter((waiter) => {
          if (!waiter.test(snapshot)) return true;
          waiter.resolve(snapshot);
          return false;
        });
      },
      error: (error) => {
        this.error = error;
      },
    });
  }

  get latest(): QuerySnapshot | undefined {
    return this.snapshots[this.snapshots.length - 1];
  }

  /** Resolves with the first snapshot (already seen or future) that passes the test. */
  waitFor(test: (snapshot: QuerySnapshot) => boolean, what = 'a matching snapshot'): Promise<QuerySnapshot> {
    if (this.error) return Promise.reject(this.error);
    const seen = this.snapshots.find(test);
    if (seen) return Promise.resolve(seen);
    return withTimeout(new Promise((resolve) => this.waiters.push({ test, resolve })), what);
  }

  /** Waits for a server-confirmed snapshot whose ids are exactly these, in this order. */
  waitForIds(ids: string[]): Promise<QuerySnapshot> {
    return this.waitFor(
      (snapshot) => !snapshot.metadata.fromCache && !snapshot.metadata.hasPendingWrites && idsOf(snapshot).join() === ids.join(),
      `ids [${ids.join(', ')}] (last seen [${this.latest ? idsOf(this.latest).join(', ') : ''}])`,
    );
  }
}

export function idsOf(snapshot: QuerySnapshot): string[] {
  return snapshot.docs.map((document) => document.id);
}

export function nextDocumentSnapshot(
  sdk: FirestoreModule,
  reference: DocumentReference,
  test: (snapshot: DocumentSnapshot) => boolean,
): Promise<DocumentSnapshot> {
  return withTimeout(
    new Promise((resolve, reject) => {
      const stop = sdk.onSnapshot(reference, (snapshot) => {
        if (!test(snapshot)) return;
        stop();
        resolve(snapshot);
      }, reject);
    }),
    `a snapshot of ${reference.path}`,
  );
}

export { withTimeout };
