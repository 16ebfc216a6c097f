/** OpenGraph and `product:` meta tags (Facebook catalog, Pinterest rich pins, Shopify themes). */
import { emptyCandidate, type Candidate, type PageContext } from './candidate';
import { amount } from './schema-org';
import { cleanAvailability, cleanBrand, cleanCurrency, cleanGtin, cleanId, cleanText, cleanUrl } from './sanitize';

/** Meta tags by lower-cased property or name; the first one of each wins. */
export function readMeta(doc: Document): Map<string, string> {
  const out = new Map<string, string>();
  const metas = doc.querySelectorAll('meta[property], meta[name]');
  for (const m of Array.from(metas).slice(0, 400)) {
    const key = (m.getAttribute('property') ?? m.getAttribute('name') ?? '').trim().toLowerCase();
    const content = m.getAttribute('content');
    if (key && content !== null && !out.has(key)) out.set(key, content);
  }
  return out;
}

function first(meta: Map<string, string>, ...keys: string[]): string | undefined {
  for (const k of keys) {
    const v = meta.get(k);
    if (v !== undefined && v.trim() !== '') return v;
  }
  return undefined;
}

export function fromMeta(meta: Map<string, string>, ctx: PageContext): Candidate | null {
  const c = emptyCandidate('opengraph');
  const sale = amount(first(meta, 'product:sale_price:amount', 'og:sale_price:amount'), ctx).value;
  const regular = amount(first(meta, 'product:price:amount', 'og:price:amount', 'product:price'), ctx);
  const standard = amount(first(meta, 'og:price:standard_amount', 'product:original_price:amount', 'product:price:standard_amount'), ctx).value;
  c.price = sale ?? regular.value;
  const list = sale !== null ? regular.value : standard;
  if (list !== null && c.price !== null && list > c.price) c.listPrice = list;
  c.currency =
    cleanCurrency(first(meta, 'product:sale_price:currency', 'product:price:currency', 'og:price:currency')) ??
    regular.currency;
  c.availability = cleanAvailability(first(meta, 'product:availability', 'og:availability'));
  c.brand = cleanBrand(first(meta, 'product:brand', 'og:brand'));
  c.sku = cleanId(first(meta, 'product:retailer_item_id', 'product:sku'));
  c.gtin = cleanGtin(first(meta, 'product:ean', 'product:gtin', 'product:upc', 'product:isbn'));
  const type = (meta.get('og:type') ?? '').toLowerCase();
  const isProduct = /product/.test(type) || c.price !== null;
  c.name = cleanText(first(meta, 'og:title', 'twitter:title'));
  c.image = cleanUrl(first(meta, 'og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image'), ctx.base);
  c.url = cleanUrl(first(meta, 'og:url'), ctx.base);
  return isProduct ? c : null;
}
