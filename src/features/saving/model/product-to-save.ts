import type { ListItem } from '../../lists';
import { LIMITS } from '../../../platform/limits';
import type { DetectedProduct } from '../../detection';
import type { ProductToSave } from '../protocol';

export type { ProductToSave };


/** What is saved for a product detection found on a page (the canonical address when it has one). */
export function productToSave(page: { url: string; title: string }, product: DetectedProduct): ProductToSave {
  return {
    url: product.canonicalUrl ?? page.url,
    name: (product.name ?? page.title).trim().slice(0, LIMITS.productName) || page.url.slice(0, LIMITS.productName),
    brand: product.brand,
    image: product.image,
    price: product.currency === null ? null : product.price,
    currency: product.price === null ? null : product.currency,
    listPrice: product.currency === null ? null : product.listPrice,
    availability: product.availability,
    sku: product.sku,
    gtin: product.gtin,
    method: product.method,
    confidence: product.confidence,
  };
}

/** What is saved for a page where detection found no product: its title, with no price. */
export function pageToSave(page: { url: string; title: string }): ProductToSave {
  return {
    url: page.url,
    name: page.title.trim().slice(0, LIMITS.productName) || page.url.slice(0, LIMITS.productName),
    brand: null,
    image: null,
    price: null,
    currency: null,
    listPrice: null,
    availability: 'unknown',
    sku: null,
    gtin: null,
    method: 'manual',
    confidence: 1,
  };
}

/**
 * An item's product as `page:save-item` takes it, to save a copy in another list (a refused change
 * kept in the shopper's own list). Identifiers and the detection's confidence are not kept on items.
 */
export function itemToSave(item: ListItem): ProductToSave {
  return {
    url: item.url,
    name: item.name,
    brand: item.brand,
    image: item.image,
    price: item.currency === null ? null : item.price,
    currency: item.price === null ? null : item.currency,
    listPrice: item.currency === null ? null : item.listPrice,
    availability: item.availability,
    sku: null,
    gtin: null,
    method: item.method,
    confidence: 1,
  };
}
