/**
 * Combines what each method found: the most trusted source with a price, unless the page shows
 * something else (a discounted price on the page while the markup still has the regular one).
 */
import type { Candidate, PageContext } from './candidate';
import type { Labelled } from './labels';
import { PRODUCT_LIMITS } from '../../../../platform/limits';
import { cleanPrice, cleanText } from './sanitize';
import { brandOf } from './site-name';
import type { ExtractedProduct } from './types';
import type { VisualResult } from './visual';

const BASE_CONFIDENCE = {
  'json-ld': 0.9,
  microdata: 0.85,
  rdfa: 0.85,
  opengraph: 0.75,
  'embedded-json': 0.7,
  visual: 0.5,
} as const;

const same = (a: number | null, b: number | null): boolean => a !== null && b !== null && Math.abs(a - b) < 0.005;

function pick<K extends keyof Candidate>(sources: Candidate[], key: K): Candidate[K] | null {
  for (const s of sources) if (s[key] !== null) return s[key];
  return null;
}

/** The shop's product id in its address ("/dp/B07FW264WL", "/itm/1335885", "?pid=260591"), when no source names a SKU. */
export function idFromUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    for (const [key, value] of u.searchParams) {
      if (/^(?:sku|pid|product_?id|item_?id|itemid|productid)$/i.test(key) && /^[\w-]{3,40}$/.test(value)) return value;
    }
    // The id alone ("/dp/B07FW264WL", "/7235216655.html") or ending a slug ("/leather-shirt-15213589.html").
    const segments = u.pathname.split('/').filter(Boolean).slice(-3).reverse().map((s) => s.replace(/\.(?:html?|php|aspx?)$/i, ''));
    for (const s of segments) {
      if (/^(?=.*\d)[A-Za-z0-9]{6,16}$/.test(s)) return s;
      const end = /[-_][a-z]?(\d{5,12})$/i.exec(s);
      if (end) return end[1] ?? null;
    }
    return null;
  } catch {
    return null;
  }
}

export function combine(
  structured: Candidate[],
  visual: VisualResult,
  ctx: PageContext,
  canonical: string | null,
  shareImage: string | null,
  labelled: (markupSku: string | null) => Labelled,
): ExtractedProduct | null {
  const vis = visual.candidate;
  const shown = (p: number | null): boolean => visual.amounts.some((a) => same(a, p));
  let source = structured.find((s) => s.price !== null) ?? null;
  // One source's regular price is another's list price next to a lower sale price: take the sale.
  const onSale = source && structured.find((s) => s.price !== null && s.price < source!.price! && same(s.listPrice, source!.price));
  if (onSale) source = onSale;
  let confidence = source ? BASE_CONFIDENCE[source.method] : 0;
  if (source && visual.amounts.length > 0 && !shown(source.price)) {
    const agreeing = structured.find((s) => s.price !== null && shown(s.price));
    const struck = visual.struck.some((a) => same(a, source!.price)) || (vis?.listPrice != null && same(vis.listPrice, source.price));
    if (agreeing) {
      source = agreeing;
      confidence = BASE_CONFIDENCE[agreeing.method] - 0.05;
    } else if (vis?.price != null && (struck || visual.anchored)) {
      // The page shows another price, right by the heading and the cart: trust the page.
      const currency = !vis.currencyGuessed && vis.currency ? vis.currency : (source.currency ?? vis.currency);
      source = { ...vis, listPrice: struck ? source.price : vis.listPrice, currency, currencyGuessed: currency !== source.currency && vis.currencyGuessed };
      confidence = 0.65;
    } else confidence -= 0.15;
  } else if (source && shown(source.price)) confidence += 0.05;
  // Several prices and nothing to choose between them: the lowest is reported, with less certainty.
  if (source?.isRange) confidence -= 0.1;
  if (!source && vis?.price != null) {
    source = vis;
    confidence = BASE_CONFIDENCE.visual + (visual.heading ? 0.1 : 0);
  }
  // Names, images and ids: the price's own source first, then markup, then what the page shows.
  const fromMarkup = source && source.method !== 'visual' ? [source, ...structured] : structured;
  const all = [...fromMarkup, ...(vis ? [vis] : [])];
  const name = pick(all, 'name');
  if (!name && !source) return null;

  const price = source?.price ?? null;
  let currency = source?.currency ?? null;
  let guessed = source?.currencyGuessed ?? false;
  if (price !== null && !currency) {
    const withCurrency = all.find((s) => s.currency && same(s.price, price)) ?? all.find((s) => s.currency && !s.currencyGuessed);
    currency = withCurrency?.currency ?? null;
    guessed = withCurrency?.currencyGuessed ?? false;
  }
  const listPrice = cleanPrice(source?.listPrice ?? (vis && same(vis.price, price) ? vis.listPrice : null));
  let availability =
    (source ? source.availability : null) ?? pick(structured, 'availability') ?? visual.shownAvailability ?? 'unknown';
  // Markup often keeps the default size's "OutOfStock" while the page sells other sizes.
  if (availability === 'out-of-stock' && visual.canBuy && visual.shownAvailability !== 'out-of-stock') availability = 'in-stock';
  const markupSku = pick(all, 'sku');
  const labels = labelled(markupSku);
  return {
    name,
    brand: brandOf(all.find((s) => s.brand !== null), labels.brand, ctx.site ?? []),
    image: shareImage ?? pick(all, 'image'),
    canonicalUrl: canonical ?? pick(structured, 'url') ?? ctx.url ?? null,
    price,
    currency,
    listPrice: listPrice !== null && price !== null && listPrice > price ? listPrice : null,
    availability,
    // The code the page labels for the shopper ("Product code: 46286401") beats a markup id it never shows.
    sku: (labels.sku && !labels.showsSku ? labels.sku : markupSku) ?? idFromUrl(ctx.url),
    gtin: pick(all, 'gtin') ?? labels.gtin,
    method: source?.method ?? structured[0]?.method ?? 'visual',
    confidence: Math.round(Math.max(0.05, Math.min(1, price === null ? confidence * 0.5 || 0.3 : confidence)) * 100) / 100,
    priceIsFrom: source?.isFrom ?? false,
    isRange: source?.isRange ?? false,
    currencyGuessed: guessed,
    priceText: cleanText(source?.priceText ?? (vis && same(vis.price, price) ? vis.priceText : null), PRODUCT_LIMITS.priceText),
    lang: cleanText(ctx.lang, PRODUCT_LIMITS.lang),
  };
}
