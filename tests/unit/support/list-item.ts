import type { ListItem } from '../../../src/features/lists/model/items';

/** A saved product with realistic field sizes, for state and cache tests. */
export function listItem(id: string, listId: string, overrides: Partial<ListItem> = {}): ListItem {
  return {
    id,
    listId,
    name: `Product ${id}`,
    brand: null,
    image: null,
    url: `https://shop.example/p/${id}`,
    productKey: `shop.example/p/${id}`,
    store: 'shop.example',
    price: 10,
    currency: 'USD',
    listPrice: null,
    savedPrice: 10,
    availability: 'in-stock',
    method: 'json-ld',
    note: '',
    quantity: 1,
    status: 'wanted',
    addedBy: 'u1',
    addedAt: 1_700_000_000_000,
    lastCheck: null,
    trend: [],
    pendingWrites: false,
    ...overrides,
  };
}
