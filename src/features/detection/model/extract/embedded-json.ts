/**
 * Product JSON that shops ship for their own scripts: Shopify's product JSON (prices in cents),
 * Next.js page data, Magento init blocks and similar `application/json` scripts. Read only when
 * no structured markup gave a price, within size and time limits.
 */
import type { Budget } from './budget';
import { emptyCandidate, type Candidate, type PageContext } from './candidate';
import { parseJsonLenient } from './json-ld';
import { amount, FORBIDDEN, isObj, prop } from './schema-org';
import { cleanAvailability, cleanBrand, cleanCurrency, cleanId, cleanText, cleanUrl } from './sanitize';

type Obj = Record<string, unknown>;

const MAX_SCRIPT = 600_000;
const MAX_DEPTH = 10;
const NAME_KEYS = ['name', 'title', 'productName', 'product_name'];
const PRICE_KEYS = ['price', 'salePrice', 'sale_price', 'currentPrice', 'finalPrice', 'final_price', 'price_min', 'priceValue'];

function firstOf(o: Obj, keys: string[]): unknown {
  for (const k of keys) {
    const v = prop(o, k);
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}

/** Shopify's product JSON: a handle, variants, and integer prices in cents. */
function isShopifyProduct(o: Obj): boolean {
  return typeof prop(o, 'handle') === 'string' && Array.isArray(prop(o, 'variants')) && Number.isInteger(prop(o, 'price'));
}

function toCandidate(o: Obj, ctx: PageContext): Candidate | null {
  const name = cleanText(firstOf(o, NAME_KEYS));
  let rawPrice = firstOf(o, PRICE_KEYS);
  if (isObj(rawPrice)) rawPrice = prop(rawPrice, 'value') ?? prop(rawPrice, 'amount');
  const cents = isShopifyProduct(o);
  const parsed = amount(typeof rawPrice === 'number' && cents ? rawPrice / 100 : rawPrice, ctx);
  if (!name || parsed.value === null) return null;
  const c = emptyCandidate('embedded-json');
  c.name = name;
  c.price = parsed.value;
  c.currency = cleanCurrency(firstOf(o, ['currency', 'currencyCode', 'priceCurrency', 'currency_code'])) ?? parsed.currency;
  const available = prop(o, 'available');
  c.availability = typeof available === 'boolean' ? (available ? 'in-stock' : 'out-of-stock') : cleanAvailability(prop(o, 'availability'));
  c.brand = cleanBrand(firstOf(o, ['brand', 'vendor', 'manufacturer']));
  c.sku = cleanId(firstOf(o, ['sku', 'productId', 'product_id']));
  const image = firstOf(o, ['image', 'featured_image', 'imageUrl', 'image_url']);
  c.image = cleanUrl(typeof image === 'string' && image.startsWith('//') ? `https:${image}` : image, ctx.base);
  const compare = firstOf(o, ['compare_at_price', 'listPrice', 'originalPrice', 'regularPrice']);
  const list = amount(typeof compare === 'number' && cents ? compare / 100 : compare, ctx).value;
  if (list !== null && list > c.price) c.listPrice = list;
  return c;
}

/** How much an object looks like the page's product. */
function score(c: Candidate, o: Obj, heading: string | null): number {
  let s = 0;
  if (c.currency) s += 2;
  if (c.sku || prop(o, 'id') !== undefined) s += 1;
  if (c.image) s += 1;
  if (heading && c.name && heading.toLowerCase().includes(c.name.toLowerCase())) s += 4;
  return s;
}

export function fromEmbeddedJson(doc: Document, ctx: PageContext, budget: Budget, heading: string | null): Candidate | null {
  const scripts = doc.querySelectorAll('script[type="application/json" i],script[type="text/x-magento-init" i]');
  let best: { c: Candidate; s: number } | null = null;
  for (const script of Array.from(scripts).slice(0, 30)) {
    const text = script.textContent ?? '';
    if (text.length > MAX_SCRIPT || budget.spent || !/price/i.test(text)) continue;
    const root = parseJsonLenient(text);
    const walk = (v: unknown, depth: number): void => {
      if (depth > MAX_DEPTH || !budget.step()) return;
      if (Array.isArray(v)) {
        for (const item of v.slice(0, 200)) walk(item, depth + 1);
        return;
      }
      if (!isObj(v)) return;
      const c = toCandidate(v, ctx);
      if (c) {
        const s = score(c, v, heading);
        if (!best || s > best.s) best = { c, s };
        return;
      }
      for (const k of Object.keys(v).slice(0, 300)) {
        if (!FORBIDDEN.has(k)) walk(v[k], depth + 1);
      }
    };
    walk(root, 0);
  }
  return (best as { c: Candidate; s: number } | null)?.c ?? null;
}
