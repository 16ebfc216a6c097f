import type { Availability, ExtractionMethod } from '../../detection';
import type { LastCheck, TrendPoint } from '../../tracking';

export type ItemStatus = 'wanted' | 'claimed' | 'bought';
export type SaveMethod = ExtractionMethod | 'manual';

/** A saved product as the pages see it (docs/data-model.md describes the stored document). */
export interface ListItem {
  id: string;
  listId: string;
  name: string;
  brand: string | null;
  image: string | null;
  url: string;
  productKey: string;
  store: string;
  price: number | null;
  currency: string | null;
  listPrice: number | null;
  /** The price when the item was saved, for "change since saved". */
  savedPrice: number | null;
  availability: Availability;
  method: SaveMethod;
  note: string;
  quantity: number;
  status: ItemStatus;
  addedBy: string;
  /** Milliseconds since the epoch; estimated locally until the server has the item. */
  addedAt: number;
  /** The latest check by anyone (visit or re-check); null until the first. */
  lastCheck: LastCheck | null;
  /** The latest price and stock changes, oldest first (at most TREND_POINTS), for the row's trend line. */
  trend: TrendPoint[];
  /** Changed here and not yet acknowledged by the server. */
  pendingWrites: boolean;
}

export const ITEM_STATUSES: readonly ItemStatus[] = ['wanted', 'claimed', 'bought'];

export const AVAILABILITIES = ['in-stock', 'out-of-stock', 'preorder', 'unknown'] as const satisfies readonly Availability[];
export const EXTRACTION_METHODS = ['json-ld', 'microdata', 'rdfa', 'opengraph', 'embedded-json', 'visual'] as const satisfies readonly ExtractionMethod[];
export const SAVE_METHODS = [...EXTRACTION_METHODS, 'manual'] as const satisfies readonly SaveMethod[];
