import type { ExtractedProduct } from '../extract';
import type { DetectedProduct } from '../shared/product';

/** Only the fields the worker accepts, so a change in extraction cannot break the message. */
export function toDetectedProduct(product: ExtractedProduct): DetectedProduct {
  return {
    name: product.name,
    brand: product.brand,
    image: product.image,
    canonicalUrl: product.canonicalUrl,
    price: product.price,
    currency: product.currency,
    listPrice: product.listPrice,
    availability: product.availability,
    sku: product.sku,
    gtin: product.gtin,
    method: product.method,
    confidence: product.confidence,
    priceIsFrom: product.priceIsFrom,
    isRange: product.isRange,
    currencyGuessed: product.currencyGuessed,
  };
}
