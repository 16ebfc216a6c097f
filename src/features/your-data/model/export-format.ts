import type { AlertEntry, ItemAlertSettings } from '../../alerts';
import type { Availability, ExtractionMethod } from '../../detection';
import type { ItemStatus, SaveMethod } from '../../lists';
import type { ListRole } from '../../lists';
import type { Preferences } from '../../account';
import type { ClaimStatus } from '../../sharing';
import type { CheckOutcome, ObservationSource } from '../../tracking';

/**
 * The Cartwatch export file (docs/export.md explains every field, docs/export-schema.json is its
 * JSON Schema). Times are ISO 8601 strings in UTC. A change of meaning or a removed field is a new
 * `schemaVersion`; an added optional field is not.
 */
export const EXPORT_FORMAT = 'cartwatch-export';
export const EXPORT_SCHEMA_VERSION = 1;

/** Items the worker sends in one answer of an export: each with its whole price history. */
export const EXPORT_PAGE_ITEMS = 25;

export interface ExportObservation {
  /** The UTC hour of the reading, `YYYYMMDDHH` (the document's id is the hour and the observer). */
  hour: string;
  observedAt: string | null;
  amount: number | null;
  currency: string | null;
  availability: Availability;
  outcome: CheckOutcome;
  source: ObservationSource;
  method: ExtractionMethod | null;
  confidence: number;
  observerId: string | null;
  /** When the two-year TTL policy deletes it; null for observations written before tracking. */
  expiresAt: string | null;
}

export interface ExportTrendPoint {
  at: string;
  amount: number | null;
  availability: Availability;
}

export interface ExportLastCheck {
  at: string;
  outcome: CheckOutcome;
  source: ObservationSource;
  observerId: string | null;
}

export interface ExportItem {
  id: string;
  name: string;
  brand: string | null;
  image: string | null;
  url: string;
  productKey: string;
  store: string;
  price: number | null;
  currency: string | null;
  listPrice: number | null;
  savedPrice: number | null;
  availability: Availability;
  sku: string | null;
  gtin: string | null;
  method: SaveMethod;
  confidence: number | null;
  note: string;
  quantity: number;
  status: ItemStatus;
  addedBy: string | null;
  addedAt: string | null;
  updatedAt: string | null;
  observerId: string | null;
  observationHour: string | null;
  lastCheck: ExportLastCheck | null;
  trend: ExportTrendPoint[];
  /** Every observation of the item's price history, oldest first. */
  history: ExportObservation[];
}

export interface ExportMember {
  uid: string;
  name: string | null;
  role: ListRole;
}

export interface ExportClaim {
  itemId: string;
  claimedBy: string;
  claimerName: string | null;
  status: ClaimStatus;
  updatedAt: string;
}

export interface ExportList {
  id: string;
  name: string;
  ownerId: string;
  /** The exporting shopper's role in it. */
  role: ListRole;
  gift: boolean;
  members: ExportMember[];
  /** Gift claims the shopper can read (never on a list they own). */
  claims: ExportClaim[];
  items: ExportItem[];
}

export interface ExportAlertRules extends ItemAlertSettings {
  listId: string;
  /** Null for the list's defaults. */
  itemId: string | null;
}

export type ExportAlert = Omit<AlertEntry, 'observedAt' | 'createdAt'> & { observedAt: string; createdAt: string | null };

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  schemaVersion: typeof EXPORT_SCHEMA_VERSION;
  exportedAt: string;
  app: { version: string };
  account: { uid: string; email: string | null; anonymous: boolean };
  profile: { preferences: Preferences; listOrder: string[] } | null;
  lists: ExportList[];
  alertRules: ExportAlertRules[];
  /** Lists whose shared-list activity notices the shopper switched off. */
  activityOff: string[];
  alerts: ExportAlert[];
}

/** What the worker answers first: the whole export but the items, with each list's item count. */
export interface ExportHead extends Omit<ExportFile, 'lists'> {
  lists: (Omit<ExportList, 'items'> & { itemCount: number })[];
}

/** One answer of the item pages: items from `offset` on, and where the next page starts (null: none). */
export interface ExportItemsPage {
  items: ExportItem[];
  nextOffset: number | null;
}

/** An ISO 8601 time for milliseconds since the epoch; null for null. */
export const isoOf = (millis: number | null): string | null => (millis === null ? null : new Date(millis).toISOString());

/**
 * The file's text in pieces, written as the pages of items arrive, so that neither the page nor a
 * single string ever holds a large export: the pieces joined are `JSON.stringify(file)` with
 * `lists` moved last.
 */
export const exportText = {
  /** The file up to its first list: everything but the lists. */
  open(file: Omit<ExportFile, 'lists'>): string {
    const head = JSON.stringify({ ...file, lists: [] });
    return head.slice(0, head.length - 2);
  },
  /** A list up to its first item. */
  openList(list: Omit<ExportList, 'items'>, listIndex: number): string {
    const open = JSON.stringify({ ...list, items: [] });
    return `${listIndex === 0 ? '' : ','}${open.slice(0, open.length - 2)}`;
  },
  /** A page of a list's items; `first` when no item of the list came before. */
  items(items: readonly ExportItem[], first: boolean): string {
    return items.length === 0 ? '' : `${first ? '' : ','}${items.map((item) => JSON.stringify(item)).join(',')}`;
  },
  closeList: ']}',
  close: ']}',
};

/** A whole file as text, in parts (one per page of items) for a Blob. */
export function serializeExport(file: ExportFile): string[] {
  const { lists, ...rest } = file;
  const parts = [exportText.open(rest)];
  lists.forEach(({ items, ...list }, listIndex) => {
    parts.push(exportText.openList(list, listIndex));
    for (let start = 0; start < items.length; start += EXPORT_PAGE_ITEMS) {
      parts.push(exportText.items(items.slice(start, start + EXPORT_PAGE_ITEMS), start === 0));
    }
    parts.push(exportText.closeList);
  });
  parts.push(exportText.close);
  return parts;
}
