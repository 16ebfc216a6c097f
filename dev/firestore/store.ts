import { randomBytes } from 'node:crypto';
import { versionToTimestamp } from './timestamps';
import type { WireDocument } from './value-types';

/** A document as stored: its wire form plus where it lives and the version that last changed it. */
export interface StoredDocument extends WireDocument {
  /** Path below `documents/`, e.g. `users/u1`. */
  path: string;
  /** Path of the collection holding it. */
  collection: string;
  collectionId: string;
  version: number;
}

export interface DocumentChange {
  name: string;
  collection: string;
  before: StoredDocument | null;
  after: StoredDocument | null;
}

export interface CommitEvent {
  database: string;
  version: number;
  changes: DocumentChange[];
}

export interface Tombstone {
  collection: string;
  version: number;
}

const MAX_TOMBSTONES = 200_000;

/** The documents of one database, indexed by name and by collection. */
export class Database {
  readonly documents = new Map<string, StoredDocument>();
  readonly collections = new Map<string, Map<string, StoredDocument>>();
  /** Deleted documents, so that a client resuming from an older version learns of the deletion. */
  readonly tombstones = new Map<string, Tombstone>();
  /** Resume tokens older than this cannot be honoured: the tombstones before it were pruned. */
  tombstoneHorizon = 0;
  /** Every collection that ever held a document, for collection-group queries and resumes. */
  readonly knownCollections = new Set<string>();

  constructor(readonly name: string) {}

  get(name: string): StoredDocument | undefined {
    return this.documents.get(name);
  }

  put(document: StoredDocument): void {
    this.documents.set(document.name, document);
    let collection = this.collections.get(document.collection);
    if (!collection) {
      collection = new Map();
      this.collections.set(document.collection, collection);
      this.knownCollections.add(document.collection);
    }
    collection.set(document.name, document);
    this.tombstones.delete(document.name);
  }

  remove(name: string, version: number): void {
    const document = this.documents.get(name);
    if (!document) return;
    this.documents.delete(name);
    const collection = this.collections.get(document.collection);
    collection?.delete(name);
    if (collection?.size === 0) this.collections.delete(document.collection);
    this.tombstones.set(name, { collection: document.collection, version });
    if (this.tombstones.size > MAX_TOMBSTONES) this.pruneTombstones();
  }

  /** Drops the older half of the tombstones (the map keeps them in deletion order). */
  private pruneTombstones(): void {
    let toDrop = this.tombstones.size - MAX_TOMBSTONES / 2;
    for (const [name, tombstone] of this.tombstones) {
      if (toDrop-- <= 0) break;
      this.tombstones.delete(name);
      this.tombstoneHorizon = Math.max(this.tombstoneHorizon, tombstone.version);
    }
  }

  /** Collection paths a query over `collectionId` under `parent` reads ('' parent is the root). */
  collectionPaths(parent: string, collectionId: string, allDescendants: boolean): string[] {
    if (!allDescendants) return [parent === '' ? collectionId : `${parent}/${collectionId}`];
    const paths: string[] = [];
    for (const path of this.knownCollections) {
      const inside = parent === '' || path.startsWith(`${parent}/`);
      const lastSlash = path.lastIndexOf('/');
      if (inside && path.slice(lastSlash + 1) === collectionId) paths.push(path);
    }
    return paths;
  }

  *documentsIn(collectionPaths: readonly string[]): Iterable<StoredDocument> {
    for (const path of collectionPaths) {
      const collection = this.collections.get(path);
      if (collection) yield* collection.values();
    }
  }
}

/** All databases of the server, the version clock, and the subscribers to commits. */
export class Store {
  readonly databases = new Map<string, Database>();
  private readonly subscribers = new Set<(event: CommitEvent) => void>();
  /** Identifies this store's history; resume tokens from another history are not honoured. */
  epoch = randomBytes(6).toString('hex');
  lastVersion = Date.now() * 1000;

  database(name: string): Database {
    let database = this.databases.get(name);
    if (!database) {
      database = new Database(name);
      this.databases.set(name, database);
    }
    return database;
  }

  /** Versions are microseconds since the epoch, strictly increasing. */
  nextVersion(): number {
    this.lastVersion = Math.max(Date.now() * 1000, this.lastVersion + 1);
    return this.lastVersion;
  }

  get readTime(): string {
    return versionToTimestamp(this.lastVersion);
  }

  subscribe(subscriber: (event: CommitEvent) => void): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  publish(event: CommitEvent): void {
    if (event.changes.length === 0) return;
    for (const subscriber of this.subscribers) subscriber(event);
  }
}
