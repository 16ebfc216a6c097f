import {
  Timestamp,
  collection,
  doc,
  getDocs,
  onSnapshot,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type ListenSource,
  type QuerySnapshot,
} from 'firebase/firestore';
import { AVAILABILITIES, ITEM_STATUSES, SAVE_METHODS, type ItemStatus, type ListItem } from '../../model/items';
import type { ProductToSave } from '../../../saving';
import { CartwatchError } from '../../../../platform/messaging/errors';
import { markStartup } from '../../../../platform/startup-marks';
import { countItem } from './item-counters';
import { firstCheckWrites, lastCheckOf, trendOf } from '../../../tracking/worker/firestore';
import type { Reading } from '../../../tracking';
import { deleteHistoryOf, observationRefsOf } from '../../../tracking/worker/firestore';
import { storedWebUrl } from './stored-url';
import { storeOf } from '../../../detection';
import { claimRef } from '../../../sharing/worker/firestore';
import type { DeletionUnit } from '../../../../platform/firebase/batched-delete';
import type { ImportItem } from '../../../your-data';

/** What the worker writes when a product is saved; everything else is filled in here. */
export type NewItem = ProductToSave & Pick<ListItem, 'productKey' | 'store' | 'note' | 'quantity'>;

export interface ItemChanges {
  note?: string;
  quantity?: number;
  status?: ItemStatus;
}


export const itemsOf = (db: Firestore, listId: string) => collection(db, 'lists', listId, 'items');
export const itemRef = (db: Firestore, listId: string, itemId: string) => doc(itemsOf(db, listId), itemId);
export const listRefOf = (db: Firestore, listId: string) => doc(db, 'lists', listId);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const positive = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);
const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Reads an item defensively: a document another version wrote badly still shows, or is skipped. */
function toListItem(listId: string, snapshot: DocumentSnapshot): ListItem | null {
  const name = text(snapshot.get('name'));
  const url = text(snapshot.get('url'));
  if (name === null || url === null) return null;
  const addedAt: unknown = snapshot.get('addedAt', { serverTimestamps: 'estimate' });
  const quantity: unknown = snapshot.get('quantity');
  return {
    id: snapshot.id,
    listId,
    name,
    brand: text(snapshot.get('brand')),
    image: text(snapshot.get('image')),
    url,
    productKey: text(snapshot.get('productKey')) ?? url,
    store: text(snapshot.get('store')) ?? '',
    price: positive(snapshot.get('price')),
    currency: text(snapshot.get('currency')),
    listPrice: positive(snapshot.get('listPrice')),
    savedPrice: positive(snapshot.get('savedPrice')),
    availability: oneOf(AVAILABILITIES, snapshot.get('availability'), 'unknown'),
    method: oneOf(SAVE_METHODS, snapshot.get('method'), 'manual'),
    note: text(snapshot.get('note')) ?? '',
    quantity: typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
    status: oneOf(ITEM_STATUSES, snapshot.get('status'), 'wanted'),
    addedBy: text(snapshot.get('addedBy')) ?? '',
    addedAt: addedAt instanceof Timestamp ? addedAt.toMillis() : 0,
    lastCheck: lastCheckOf(snapshot.get('lastCheck', { serverTimestamps: 'estimate' })),
    trend: trendOf(snapshot.get('trend')),
    pendingWrites: snapshot.metadata.hasPendingWrites,
  };
}

/** Where a listener reads: the server and the cache, or this browser's cache alone. */
export type ItemsSource = ListenSource;

/** A list's items, live, newest first. */
export function subscribeListItems(
  db: Firestore,
  listId: string,
  source: ItemsSource,
  onItems: (items: ListItem[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    itemsOf(db, listId),
    { includeMetadataChanges: true, source },
    (snapshot) => onItems(listItemsOf(listId, snapshot)),
    onError,
  );
}

/** A snapshot of a list's items as the state shows them, newest first. */
export function listItemsOf(listId: string, snapshot: QuerySnapshot): ListItem[] {
  markStartup('items-snapshot', { listId, fromCache: snapshot.metadata.fromCache });
  const items = snapshot.docs.map((item) => toListItem(listId, item)).filter((item) => item !== null);
  return items.sort((a, b) => b.addedAt - a.addedAt);
}

function newItemFields(item: NewItem, addedBy: string): DocumentData {
  const url = storedWebUrl(item.url);
  if (url === null) throw new CartwatchError('invalid-payload', 'The product address cannot be saved.');
  return {
    ...item,
    url,
    // The store is the address's, whatever the caller said: the re-check engine fetches `url` when it
    // may fetch `store`, and firestore.rules ties the two (isUrlOnStore).
    store: storeOf(url),
    // An image that cannot be stored is left out rather than losing the save.
    image: item.image === null ? null : storedWebUrl(item.image),
    savedPrice: item.price,
    // The price and stock are what the saver saw on the page; observations follow later.
    observerId: addedBy,
    observationHour: null,
    // Tracking fills these with the first check (docs/data-model.md).
    lastCheck: null,
    trend: [],
    status: 'wanted',
    addedBy,
    addedAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/**
 * Saves a product to a list, counted in the list's item counter; applied to the local cache at
 * once, settled when the server has it. With `reading` (the page the save read, recent:
 * tracking's `saveReading`) the save is also the item's first check: the saver's observation and
 * the item's `lastCheck` and trend, in the same batch (docs/tracking.md).
 */
export function addItem(
  db: Firestore,
  listId: string,
  item: NewItem,
  addedBy: string,
  reading: Reading | null = null,
  now: number = Date.now(),
): { id: string; written: Promise<void> } {
  const ref = doc(itemsOf(db, listId));
  const batch = writeBatch(db);
  const fields = newItemFields(item, addedBy);
  if (reading === null) {
    batch.set(ref, fields);
  } else {
    const firstCheck = firstCheckWrites(addedBy, { ...item, id: ref.id, listId, lastCheck: null, trend: [] }, reading, now);
    batch.set(ref, { ...fields, ...firstCheck.item });
    batch.set(doc(ref, 'observations', firstCheck.observation.id), firstCheck.observation.fields);
  }
  countItem(batch, listRefOf(db, listId), ref.id, 1);
  return { id: ref.id, written: batch.commit() };
}

/**
 * Writes an item of an export into a list: a new item of the importer's (their word for the price
 * and stock, as when saving) that keeps what the shopper had saved and chosen (saved price, note,
 * quantity, status), counted in the list's counter in its own batch. Settles when the server has it.
 */
export function importItem(db: Firestore, listId: string, item: ImportItem, importedBy: string, gift: boolean): { id: string; written: Promise<void> } {
  const { id: _exportedId, ...fields } = item;
  const url = storedWebUrl(fields.url);
  if (url === null) throw new CartwatchError('invalid-payload', 'The product address cannot be saved.');
  const ref = doc(itemsOf(db, listId));
  const batch = writeBatch(db);
  batch.set(ref, {
    ...fields,
    url,
    // The file's own store column is not trusted: the store is the address's (see newItemFields).
    store: storeOf(url),
    image: fields.image === null ? null : storedWebUrl(fields.image),
    confidence: fields.confidence ?? (fields.method === 'manual' ? 1 : 0),
    // A gift list's items stay wanted: claims live apart, hidden from the owner.
    status: gift ? 'wanted' : fields.status,
    observerId: importedBy,
    observationHour: null,
    lastCheck: null,
    trend: [],
    addedBy: importedBy,
    addedAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  countItem(batch, listRefOf(db, listId), ref.id, 1);
  return { id: ref.id, written: batch.commit() };
}

export function updateItem(db: Firestore, listId: string, itemId: string, changes: ItemChanges): Promise<void> {
  return updateDoc(itemRef(db, listId, itemId), { ...changes, updatedAt: serverTimestamp() });
}

/**
 * Removes an item (counted) at once, then its price history; settles when the server has both.
 * The owner's removal deletes the item's gift claim by id in the same batch (the only way the
 * rules let the owner touch a claim); another member's cannot, and leaves it.
 */
export async function removeItem(db: Firestore, listId: string, itemId: string, byOwner = false): Promise<void> {
  const ref = itemRef(db, listId, itemId);
  const batch = writeBatch(db);
  batch.delete(ref);
  if (byOwner) batch.delete(claimRef(db, listId, itemId));
  countItem(batch, listRefOf(db, listId), itemId, -1);
  await Promise.all([batch.commit(), deleteHistoryOf(db, ref)]);
}

/**
 * References to every item of a list, each after its price history, in the order they are to be
 * deleted (once the list is gone, only its observer can remove an observation); each item with its
 * gift claim, deleted by id in the same batch (the owner's deletion). From the cache when offline.
 */
export async function itemAndHistoryRefsOf(db: Firestore, listId: string): Promise<DeletionUnit[]> {
  const items = (await getDocs(itemsOf(db, listId))).docs.map((item) => item.ref);
  const histories = await Promise.all(items.map((item) => observationRefsOf(item)));
  return items.flatMap((item, index): DeletionUnit[] => [...(histories[index] ?? []), [item, claimRef(db, listId, item.id)]]);
}
