import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Store, StoredDocument, Tombstone } from './store';

/**
 * Keeps the store in `<dataDir>/firestore.json`: loaded at start, written (whole, through a
 * temporary file and a rename) shortly after each burst of commits and when the server closes.
 */

interface SavedDatabase {
  documents: StoredDocument[];
  tombstones: [string, Tombstone][];
  tombstoneHorizon: number;
}

interface SavedStore {
  format: 1;
  epoch: string;
  lastVersion: number;
  databases: Record<string, SavedDatabase>;
}

const SAVE_DELAY_MS = 200;

export async function loadStore(store: Store, dataDir: string): Promise<void> {
  let text: string;
  try {
    text = await readFile(join(dataDir, 'firestore.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  let saved: SavedStore;
  try {
    saved = JSON.parse(text) as SavedStore;
  } catch (error) {
    throw new Error(`Cannot read ${join(dataDir, 'firestore.json')}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (saved.format !== 1) throw new Error(`Unknown data format in ${join(dataDir, 'firestore.json')}`);
  store.epoch = saved.epoch;
  store.lastVersion = Math.max(store.lastVersion, saved.lastVersion);
  for (const [name, content] of Object.entries(saved.databases)) {
    const database = store.database(name);
    database.tombstoneHorizon = content.tombstoneHorizon;
    for (const document of content.documents) database.put(document);
    for (const [documentName, tombstone] of content.tombstones) {
      database.tombstones.set(documentName, tombstone);
      database.knownCollections.add(tombstone.collection);
    }
  }
}

function snapshot(store: Store): SavedStore {
  const databases: Record<string, SavedDatabase> = {};
  for (const [name, database] of store.databases) {
    databases[name] = { documents: [...database.documents.values()], tombstones: [...database.tombstones], tombstoneHorizon: database.tombstoneHorizon };
  }
  return { format: 1, epoch: store.epoch, lastVersion: store.lastVersion, databases };
}

export class StoreSaver {
  private timer: NodeJS.Timeout | undefined;
  private saving: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly store: Store,
    private readonly dataDir: string,
    private readonly onError: (error: unknown) => void,
  ) {
    this.unsubscribe = store.subscribe(() => this.schedule());
  }

  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.save();
    }, SAVE_DELAY_MS);
  }

  save(): Promise<void> {
    this.saving = this.saving.then(() => this.write()).catch(this.onError);
    return this.saving;
  }

  private async write(): Promise<void> {
    await mkdir(this.dataDir, { recursive: true });
    const path = join(this.dataDir, 'firestore.json');
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(snapshot(this.store)));
    await rename(temporary, path);
  }

  async close(): Promise<void> {
    this.unsubscribe();
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    await this.save();
  }
}
