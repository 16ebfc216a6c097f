import type { Availability } from '../../detection';
import type { LastCheck, TrendPoint } from './tracking';

/**
 * A saved item as tracking sees it: the fields a re-check or a visit reads. Lists' ListItem has
 * them all, so tracking works on lists' items without importing lists (which imports tracking).
 */
export interface TrackedItem {
  id: string;
  listId: string;
  name: string;
  url: string;
  productKey: string;
  store: string;
  price: number | null;
  currency: string | null;
  listPrice: number | null;
  availability: Availability;
  lastCheck: LastCheck | null;
  trend: TrendPoint[];
}
