import { catalogue, type Availability as StoreAvailability, type StoreId } from '../dev/demo-store';
import type { ProductToSave } from '../src/features/saving/model/product-to-save';
import type { Availability } from '../src/features/detection/model/product';

const AVAILABILITY: Record<StoreAvailability, Availability> = {
  InStock: 'in-stock',
  OutOfStock: 'out-of-stock',
  PreOrder: 'preorder',
};

/**
 * `count` distinct products as the content script would detect them on the demo stores: the
 * catalogue's products in sizes and colours, each with its own URL, price and identifiers. With
 * `originOf`, each product's URL is on its own store (a page the store answers); without, the
 * origins take turns whatever the product's store.
 */
export function benchProducts(storeOrigins: readonly string[], count: number, originOf?: (store: StoreId) => string): ProductToSave[] {
  const colours = ['Black', 'Navy', 'Sand', 'Olive', 'Red', 'Grey', 'White'];
  return Array.from({ length: count }, (_, index) => {
    const base = catalogue[index % catalogue.length]!;
    const variant = Math.floor(index / catalogue.length);
    const origin = originOf?.(base.storeId) ?? storeOrigins[index % storeOrigins.length]!;
    const price = Number((base.price * (1 + (variant % 7) / 20)).toFixed(2));
    return {
      url: `${origin}${base.path}?variant=${variant}`,
      name: `${base.name}, ${colours[variant % colours.length]!} (${variant + 1})`,
      brand: base.brand,
      image: `${origin}/images/${base.id}.svg`,
      price,
      currency: base.currency,
      listPrice: base.listPrice === undefined ? null : Number((base.listPrice * (price / base.price)).toFixed(2)),
      availability: AVAILABILITY[base.availability],
      sku: `${base.sku}-${variant}`,
      gtin: base.gtin ?? null,
      method: 'json-ld',
      confidence: 0.95,
    };
  });
}
