import type { DocumentChange, Store } from './store';

/** Deletes every document of a database as one commit, so that listeners see the deletions. */
export function resetDatabase(store: Store, databaseName: string): void {
  const database = store.databases.get(databaseName);
  if (!database || database.documents.size === 0) return;
  const version = store.nextVersion();
  const changes: DocumentChange[] = [];
  for (const document of [...database.documents.values()]) {
    database.remove(document.name, version);
    changes.push({ name: document.name, collection: document.collection, before: document, after: null });
  }
  store.publish({ database: databaseName, version, changes });
}
