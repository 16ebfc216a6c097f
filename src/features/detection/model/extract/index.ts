/**
 * Product extraction for any store page. Pure DOM code, shared by the content script (live page)
 * and the offscreen document (fetched HTML for background re-checks). Never throws.
 */
import { Budget } from './budget';
import type { Candidate, PageContext } from './candidate';
import { combine } from './combine';
import { fromEmbeddedJson } from './embedded-json';
import { fromJsonLd } from './json-ld';
import { readLabels, type Labelled } from './labels';
import { fromMeta, readMeta } from './meta-tags';
import { fromMicrodata, fromRdfa } from './microdata';
import { cleanText, cleanUrl } from './sanitize';
import { siteNames } from './site-name';
import type { ExtractedProduct } from './types';
import { fromVisual } from './visual';

export type { Availability, ExtractedProduct, ExtractionMethod, ParsedPrice, PriceHints } from './types';

export interface ExtractOptions {
  /** The page's address, when the document does not know it (fetched HTML, snapshots). */
  url?: string;
  /** Time budget in milliseconds (default 150; normal pages need a few). */
  budgetMs?: number;
}

function pageContext(doc: Document, meta: Map<string, string>, url: string | undefined): PageContext {
  const docUrl = /^https?:/i.test(doc.URL) ? doc.URL : undefined;
  const pageUrl = cleanUrl(url ?? docUrl ?? '') ?? undefined;
  const baseUri = /^https?:/i.test(doc.baseURI) && doc.baseURI !== docUrl ? doc.baseURI : undefined;
  const base = baseUri ?? pageUrl;
  let domain: string | undefined;
  let path: string | undefined;
  if (pageUrl) {
    const u = new URL(pageUrl);
    domain = u.hostname;
    path = u.pathname;
  }
  const lang =
    doc.documentElement.getAttribute('lang') ??
    doc.querySelector('meta[http-equiv="content-language" i]')?.getAttribute('content') ??
    meta.get('og:locale') ??
    undefined;
  return { url: pageUrl, base, lang: lang?.slice(0, 20), domain, path, site: siteNames(doc, meta, domain) };
}

export function extractProduct(doc: Document, context: ExtractOptions = {}): ExtractedProduct | null {
  try {
    const budget = new Budget(context.budgetMs ?? 150);
    const meta = readMeta(doc);
    const ctx = pageContext(doc, meta, context.url);
    const structured: Candidate[] = [];
    for (const method of [fromJsonLd, fromMicrodata, fromRdfa]) {
      if (budget.spent) break;
      const c = method(doc, ctx, budget);
      if (c) structured.push(c);
    }
    const og = fromMeta(meta, ctx);
    if (og) structured.push(og);
    const statedCurrency = structured.find((c) => c.currency !== null && !c.currencyGuessed)?.currency ?? undefined;
    const visual = fromVisual(doc, ctx, budget, statedCurrency);
    if (!structured.some((c) => c.price !== null) && !budget.spent) {
      const heading = visual.heading ? cleanText(visual.heading.textContent) : null;
      const embedded = fromEmbeddedJson(doc, ctx, budget, heading);
      if (embedded) structured.push(embedded);
    }
    const canonicalHref = doc.querySelector('link[rel="canonical" i]')?.getAttribute('href');
    const canonical = cleanUrl(canonicalHref, ctx.base) ?? cleanUrl(meta.get('og:url'), ctx.base);
    const shareImage = cleanUrl(meta.get('og:image:secure_url') ?? meta.get('og:image'), ctx.base);
    const labels = (markupSku: string | null): Labelled => readLabels(doc, budget, markupSku);
    return combine(structured, visual, ctx, canonical, shareImage, labels);
  } catch {
    return null;
  }
}
