import { LIMITS } from './limits';
import type { DetectedProduct } from './product';
import type { PayloadOf } from './protocol';

export type ProductToSave = PayloadOf<'page:save-item'>['product'];

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
