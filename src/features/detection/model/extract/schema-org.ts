/**
 * Reads schema.org Product data from plain objects, whatever markup carried them (JSON-LD,
 * microdata, RDFa): @graph, arrays, ProductGroup variants, AggregateOffer, nested offers and
 * price specifications, prices as strings or numbers.
 */
import { PRODUCT_LIMITS } from '../../../../platform/limits';
import type { Budget } from './budget';
import { emptyCandidate, type Candidate, type PageContext } from './candidate';
import { readPrice } from './price-parser';
import {
  cleanAvailability,
  cleanCurrency,
  cleanGtin,
  cleanId,
  cleanPrice,
  cleanText,
  cleanUrl,
} from './sanitize';
import type { ExtractionMethod } from './types';

type Obj = Record<string, unknown>;

/** Keys that could reach an object's prototype: never read, never copied. */
export const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const PRODUCT_TYPES = /^(?:product(?:group|model)?|individualproduct|someproducts|vehicle|car|motorcycle)$/;
/** Where other products live that are not the page's product. */
const SKIP_KEYS =
  /^(?:is(?:relatedto|similarto|accessoryorsparepartfor|consumablefor|variantof)|reviews?|aggregaterating|itemlistelement|breadcrumb|potentialaction|publisher|author|seller|manufacturer|mentions|hasvariant|offers)$/;
const MAX_DEPTH = 12;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An own property, never an inherited or prototype-polluting one; keys compared without case or prefix. */
export function prop(o: Obj, key: string): unknown {
  if (Object.prototype.hasOwnProperty.call(o, key) && !FORBIDDEN.has(key)) return o[key];
  for (const k of Object.keys(o)) {
    if (FORBIDDEN.has(k)) continue;
    const local = k.replace(/^.*[/#:]/, '').toLowerCase();
    if (local === key.toLowerCase()) return o[k];
  }
  return undefined;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function list(v: unknown): unknown[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

export function types(o: Obj): string[] {
  return list(prop(o, '@type'))
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/#:]/, '').toLowerCase());
}

/** Whether a type or a list of types (full URLs or bare names) names a product. */
export function isProductType(type: unknown): boolean {
  return types({ '@type': type }).some((t) => PRODUCT_TYPES.test(t));
}

/** Product nodes first, then other typed things that carry offers (events, books, courses). */
export function findProducts(root: unknown, budget: Budget): Obj[] {
  const products: Obj[] = [];
  const offered: Obj[] = [];
  const seen = new Set<unknown>();
  const walk = (v: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || !budget.step() || seen.has(v)) return;
    if (Array.isArray(v)) {
      seen.add(v);
      for (const item of v.slice(0, 500)) walk(item, depth + 1);
      return;
    }
    if (!isObj(v)) return;
    seen.add(v);
    if (isProductType(prop(v, '@type'))) products.push(v);
    else if (types(v).length > 0 && prop(v, 'offers') !== undefined) offered.push(v);
    for (const k of Object.keys(v)) {
      if (FORBIDDEN.has(k) || SKIP_KEYS.test(k.replace(/^.*[/#:]/, '').toLowerCase())) continue;
      walk(v[k], depth + 1);
    }
  };
  walk(root, 0);
  return products.concat(offered);
}

function text(v: unknown, max?: number): string | null {
  for (const item of list(v)) {
    if (isObj(item)) {
      const inner = text(prop(item, 'name') ?? prop(item, '@value'), max);
      if (inner) return inner;
    } else {
      const t = cleanText(item, max);
      if (t) return t;
    }
  }
  return null;
}

function imageOf(v: unknown, ctx: PageContext): string | null {
  for (const item of list(v).slice(0, 20)) {
    const raw = isObj(item) ? (prop(item, 'contentUrl') ?? prop(item, 'url') ?? prop(item, '@id')) : item;
    const url = typeof raw === 'string' ? cleanUrl(raw, ctx.base) : Array.isArray(raw) ? imageOf(raw, ctx) : null;
    if (url) return url;
  }
  return null;
}

/** A price from a number, "119.99", or a formatted string ("1.234,56 €"). */
export function amount(v: unknown, ctx: PageContext): { value: number | null; currency: string | null } {
  if (typeof v === 'number') return { value: cleanPrice(v), currency: null };
  if (typeof v !== 'string' || v.length > 100) return { value: null, currency: null };
  const s = v.trim();
  if (/^\d+(?:\.\d+)?$/.test(s)) return { value: cleanPrice(Number(s)), currency: null };
  // A price field that starts with a minus sign is negative, not a price.
  if (/^[-−]/.test(s)) return { value: null, currency: null };
  const p = readPrice(s, { lang: ctx.lang, domain: ctx.domain });
  return { value: p ? cleanPrice(p.amount) : null, currency: p?.currencyGuessed ? null : (p?.currency ?? null) };
}

interface OfferInfo {
  price: number | null;
  high: number | null;
  listPrice: number | null;
  currency: string | null;
  availability: Candidate['availability'];
  url: string | null;
  sku: string | null;
  used: boolean;
}

function readOffer(o: Obj, ctx: PageContext): OfferInfo {
  let price = amount(prop(o, 'price'), ctx);
  let listPrice: number | null = null;
  let currency = cleanCurrency(prop(o, 'priceCurrency')) ?? price.currency;
  for (const spec of list(prop(o, 'priceSpecification')).slice(0, 10)) {
    if (!isObj(spec)) continue;
    const kind = str(prop(spec, 'priceType')).toLowerCase();
    const value = amount(prop(spec, 'price'), ctx);
    if (/listprice|strikethrough|msrp|srp/.test(kind)) listPrice ??= value.value;
    else if (price.value === null && !/unitprice|minimum|maximum|invoice/.test(kind)) price = value;
    currency ??= cleanCurrency(prop(spec, 'priceCurrency'));
  }
  let high: number | null = null;
  if (price.value === null) {
    const low = amount(prop(o, 'lowPrice'), ctx);
    price = low;
    high = amount(prop(o, 'highPrice'), ctx).value;
  }
  const condition = str(prop(o, 'itemCondition')).toLowerCase();
  return {
    price: price.value,
    high: high !== null && price.value !== null && high > price.value ? high : null,
    listPrice,
    currency,
    availability: cleanAvailability(prop(o, 'availability')),
    url: cleanUrl(prop(o, 'url'), ctx.base),
    sku: cleanId(prop(o, 'sku')),
    used: /used|refurbished|damaged/.test(condition),
  };
}

/** Offers of a product, with AggregateOffer's inner offers spread out. */
function offersOf(node: Obj, ctx: PageContext): OfferInfo[] {
  const out: OfferInfo[] = [];
  for (const o of list(prop(node, 'offers')).slice(0, 200)) {
    if (!isObj(o)) continue;
    const inner = list(prop(o, 'offers')).filter(isObj);
    if (inner.length > 0) for (const i of inner.slice(0, 200)) out.push(readOffer(i, ctx));
    const own = readOffer(o, ctx);
    if (inner.length === 0 || own.price !== null) out.push(own);
  }
  return out;
}

/** Does this offer or variant look like the one selected in the page's address? */
function matchesPage(url: string | null, ids: (string | null)[], ctx: PageContext): boolean {
  if (!ctx.url) return false;
  if (url && stripHash(url) === stripHash(ctx.url)) return true;
  let query = '';
  try {
    query = new URL(ctx.url).search;
  } catch {
    return false;
  }
  return ids.some((id) => id !== null && id.length >= 3 && new RegExp(`[=/]${escapeRe(id)}(?:&|$)`).test(query));
}

const stripHash = (u: string): string => u.replace(/#.*$/, '');
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The offer the page is about: the one selected in the page's address, else the lowest price
 * among offers in stock (new rather than used), flagged as a range when prices differ.
 */
function chooseOffer(offers: OfferInfo[], ctx: PageContext): { offer: OfferInfo; range: boolean } | null {
  const priced = offers.filter((o) => o.price !== null);
  if (priced.length === 0) return offers[0] ? { offer: offers[0], range: false } : null;
  const fresh = priced.filter((o) => !o.used);
  let pool = fresh.length > 0 ? fresh : priced;
  const selected = pool.filter((o) => matchesPage(o.url, [o.sku], ctx));
  if (selected.length > 0 && selected.length < pool.length) pool = selected;
  const inStock = pool.filter((o) => o.availability === 'in-stock');
  if (inStock.length > 0) pool = inStock;
  let best = pool[0]!;
  for (const o of pool) if ((o.price ?? Infinity) < (best.price ?? Infinity)) best = o;
  const range = best.high !== null || pool.some((o) => o.price !== best.price);
  return { offer: best, range };
}

/** One product node as a candidate; ProductGroup variants are resolved to the selected one. */
function readProduct(node: Obj, method: ExtractionMethod, ctx: PageContext): Candidate {
  const c = emptyCandidate(method);
  c.name = text(prop(node, 'name'));
  c.brand = text(prop(node, 'brand'), PRODUCT_LIMITS.brand);
  c.image = imageOf(prop(node, 'image'), ctx);
  c.url = cleanUrl(prop(node, 'url'), ctx.base);
  c.sku = cleanId(prop(node, 'sku')) ?? cleanId(prop(node, 'productID'));
  c.gtin = ['gtin13', 'gtin', 'gtin12', 'gtin14', 'gtin8', 'isbn'].map((k) => cleanGtin(prop(node, k))).find(Boolean) ?? null;

  let offers = offersOf(node, ctx);
  const variants = list(prop(node, 'hasVariant')).filter(isObj).slice(0, 200);
  if (variants.length > 0) {
    const matching = variants.filter((v) =>
      matchesPage(cleanUrl(prop(v, 'url'), ctx.base), [cleanId(prop(v, 'sku')), cleanGtin(prop(v, 'gtin13'))], ctx),
    );
    const chosen = variants.length === 1 ? variants[0] : matching.length === 1 ? matching[0] : undefined;
    if (chosen) {
      const v = readProduct(chosen, method, ctx);
      if (v.price !== null || offers.length === 0) {
        return { ...v, name: v.name ?? c.name, brand: v.brand ?? c.brand, image: v.image ?? c.image, url: v.url ?? c.url };
      }
    } else if (offers.every((o) => o.price === null)) {
      offers = variants.flatMap((v) => offersOf(v, ctx));
    }
  }
  const choice = chooseOffer(offers, ctx);
  if (choice) {
    const o = choice.offer;
    c.price = o.price;
    c.currency = o.currency;
    c.listPrice = o.listPrice !== null && o.price !== null && o.listPrice > o.price ? o.listPrice : null;
    c.availability = o.availability;
    c.isRange = choice.range;
    c.isFrom = choice.range;
    c.sku ??= o.sku;
  }
  return c;
}

/** The page's main product among several nodes: the one at the page's address, else the first with a price. */
export function mainProduct(nodes: Obj[], method: ExtractionMethod, ctx: PageContext): Candidate | null {
  let first: Candidate | null = null;
  let firstPriced: Candidate | null = null;
  for (const node of nodes.slice(0, 20)) {
    const c = readProduct(node, method, ctx);
    if (!c.name && c.price === null) continue;
    if (c.url && ctx.url && stripHash(c.url) === stripHash(ctx.url) && c.price !== null) return c;
    first ??= c;
    if (c.price !== null) firstPriced ??= c;
  }
  return firstPriced ?? first;
}
