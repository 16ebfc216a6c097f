/**
 * The visual heuristic for pages without structured data: the prominent price near the main
 * heading and the add-to-cart control, ignoring carousels, ads, "used from" offers and instalments.
 * Works on structure and attributes only, so it also runs on fetched HTML with no layout.
 */
import { availabilityFromText } from './availability-text';
import type { Budget } from './budget';
import { emptyCandidate, type Candidate, type PageContext } from './candidate';
import { attrs, scanPage, squash } from './page-scan';
import { DECIMAL_MARK } from './price-number';
import { readPrice } from './price-parser';
import { cleanPrice, cleanText, cleanUrl } from './sanitize';
import type { ParsedPrice } from './types';

/** Containers whose prices are not the page's product price. */
const ELSEWHERE =
  /related|recommend|(?:^|[-_ ])recs?(?:[-_ ]|$)|similar|carousel|swatch|slider|swiper|upsell|cross-?sell|sponsor|recent|bundle|accessor|footer|(?:^|[-_ ])nav|menu|mini-?cart|cart-?(?:summary|preview|drawer|flyout)|popup|modal|review|rating|instal+ment|klarna|afterpay|financ|monthly|shipping|delivery|used|other-?sellers|olp|aod|compar|wishlist|popover|tooltip|refinement|banner|advert|(?:^|[-_ ])ads?(?:$|[-_ ])/i;
const OLD_PRICE =
  /old|was|regular|strike|original|before|list-?price|listprice|compare|rrp|uvp|msrp|retail|crossed|through|base-?price|initial|previous|reference|statt|barr|tachado|doorgestreept|prezzo-?pieno/i;
const NOT_A_PRICE =
  /per-?unit|unit-?price|ppu|base-?price-?unit|saving|save|percent|discount-?(?:amount|value|percent)|points|total|subtotal|filter|sort|range-?slider|tax|vat|deposit|shipping/i;
const TEXT_REJECT =
  /\/\s*(?:mo|month|mes|monat|mois|mese)\b|per month|a month|\bx\s*de\b|\d\s*x\s*\d|instal+ments?|cuotas|rate da|used from|new from|\bfrom \d+ (?:sellers|offers)|you save|\bsave\b|ahorra|risparmi|économisez|sparen|%|\bper (?:kg|lb|oz|100)|\/\s*(?:kg|lb|oz|100|m|l)\b/i;
/** "Excluding VAT" prices: shoppers pay the other one. */
const TAX_EXCLUDED =
  /excl|exkl|ex\.?\s?vat|without (?:vat|tax)|brez ddv|ohne mwst|hors tax|\bHT\b|sin iva|senza iva|bez dph|bez vat|netto|before tax|pre-?tax/i;
const STRONG = /(?:sale|current|final|now|actual|special|our|offer|selling|product|main|promo|deal)[-_]?price|price[-_]?(?:now|current|sale|final|actual|value)|^price$/i;

/** A score only a price close to both the heading and the cart reaches. */
const ANCHORED = 25;

export interface VisualResult {
  candidate: Candidate | null;
  /** Every amount shown as a current price near the product. */
  amounts: number[];
  /** Amounts shown struck through or labelled as the old price. */
  struck: number[];
  heading: Element | null;
  /** An add-to-cart control that is not disabled. */
  canBuy: boolean;
  /** The price found sits right by the heading and the add-to-cart control, with a currency. */
  anchored: boolean;
  /** Stock status as the page's text states it. */
  shownAvailability: Candidate['availability'];
}

/** The heading's text, or just its title part when it also holds a subtitle or badges. */
function headingText(h: Element): string | null {
  const inner = h.querySelector('[id*="title" i],[itemprop="name"]');
  return cleanText((inner ?? h).textContent);
}

/** An element's text without the struck-through or "was" parts inside it. */
const MINOR_PART = /cent|decimal|fraction|minor|pence/i;

function currentText(el: Element): string {
  let out = '';
  for (const child of Array.from(el.childNodes)) {
    if (child.nodeType === 3) out += child.textContent ?? '';
    else if (child.nodeType === 1) {
      const e = child as Element;
      if (/^(?:del|s|strike)$/.test(e.localName) || OLD_PRICE.test(attrs(e))) continue;
      // Cents set apart ("12<sup>99</sup>", a "fraction" element after "12."): one number, not 12 and 99.
      const cents = /^\s*(\d{2})\s*$/.exec(e.textContent ?? '');
      const whole = /\d\s*[.,]?\s*$/.exec(out);
      if (cents && whole && (e.localName === 'sup' || MINOR_PART.test(attrs(e)))) {
        out = `${out.slice(0, whole.index + 1)}${DECIMAL_MARK}${cents[1]} `;
        continue;
      }
      out += ` ${currentText(e)} `;
    }
  }
  return out;
}

/** The words right before a price: its parent's own text and the element just before it. */
function label(el: Element): string {
  let out = '';
  const parent = el.parentElement;
  for (let n = parent?.firstChild, i = 0; n && i < 12; n = n.nextSibling, i++) if (n.nodeType === 3) out += n.textContent ?? '';
  const before = el.previousElementSibling;
  if (before && before.childElementCount < 4) out += ` ${before.textContent ?? ''}`;
  return out.slice(0, 200);
}

/**
 * Levels up from an element to the first ancestor that also holds `target` (30 when unrelated or
 * further). Built once per target: asking `contains` at every level costs a walk per level.
 */
function distanceTo(target: Element | null): (el: Element) => number {
  const line = new Set<Element>();
  for (let n = target; n; n = n.parentElement) line.add(n);
  return (el) => {
    let node: Element | null = el;
    for (let level = 0; node && level < 30; level++, node = node.parentElement) if (line.has(node)) return level;
    return 30;
  };
}

interface Scored {
  el: Element;
  price: ParsedPrice;
  score: number;
  old: boolean;
  taxExcluded: boolean;
  /** The text the price was read from. */
  text: string;
}

/** Whether an element holds something else than the product (a carousel, a review, a card in a grid). */
function isElsewhere(node: Element, seen?: Map<Element, boolean>): boolean {
  let away = seen?.get(node);
  if (away === undefined) {
    away = ELSEWHERE.test(attrs(node)) || /^(?:nav|footer|aside)$/.test(node.localName) || isListItem(node);
    seen?.set(node, away);
  }
  return away;
}

/** `seen` remembers ancestors already judged: the price elements of one page share most of them. */
function context(el: Element, seen?: Map<Element, boolean>): { elsewhere: boolean; old: boolean } {
  let old = false;
  let node: Element | null = el;
  for (let level = 0; node && level < 14; level++, node = node.parentElement) {
    if (node.localName === 'body' || node.localName === 'html') break;
    if (level < 3 && (OLD_PRICE.test(attrs(node)) || /^(?:del|s|strike)$/.test(node.localName))) old = true;
    if (isElsewhere(node, seen)) return { elsewhere: true, old };
  }
  return { elsewhere: false, old };
}

function inList(el: Element): boolean {
  let node: Element | null = el;
  for (let level = 0; node && level < 10; level++, node = node.parentElement) if (isListItem(node)) return true;
  return false;
}

const CARD = /(?:^|[-_ ])(?:card|tile|item|product-?(?:item|card|tile|box))(?:$|[-_ ])/i;

/**
 * A card in a grid or list of products: one of at least three siblings built alike. Only its
 * neighbours are compared, so that a list of thousands costs the same as a list of ten.
 */
function isListItem(node: Element): boolean {
  if (node.localName !== 'li' && !CARD.test(attrs(node))) return false;
  const cls = node.getAttribute('class') ?? '';
  let alike = 1;
  for (const step of ['previousElementSibling', 'nextElementSibling'] as const) {
    for (let sib = node[step], i = 0; sib && i < 6 && alike < 3; sib = sib[step], i++) {
      if (sib.localName === node.localName && (sib.getAttribute('class') ?? '') === cls) alike++;
    }
  }
  return alike >= 3;
}

/** Every price-looking element on the page with its score (higher: more likely the product's price). */
function scorePrices(
  prices: Element[],
  ctx: PageContext,
  budget: Budget,
  heading: Element | null,
  cart: Element | null,
  currencyHint?: string,
): Scored[] {
  const hints = { lang: ctx.lang, domain: ctx.domain };
  const scored: Scored[] = [];
  const seen = new Map<Element, boolean>();
  const toHeading = distanceTo(heading);
  const toCart = distanceTo(cart);
  for (const el of prices) {
    if (!budget.step()) break;
    // Price elements are small; a big wrapper's text is costly to read and holds many numbers.
    if (el.childElementCount > 12) continue;
    const a = attrs(el);
    if (NOT_A_PRICE.test(a) && !/price/i.test(a.replace(NOT_A_PRICE, ''))) continue;
    const content = el.getAttribute('content');
    let raw = content ?? squash(el.textContent);
    if (raw.length > 120 || !/\d/.test(raw)) continue;
    const where = context(el, seen);
    if (where.elsewhere) continue;
    // Without its struck-through or "was" parts ("$410 $210" reads as "$210").
    if (content === null && el.childElementCount > 0) raw = squash(currentText(el));
    if (TEXT_REJECT.test(raw)) continue;
    const taxExcluded = TAX_EXCLUDED.test(raw) || TAX_EXCLUDED.test(label(el));
    let price = readPrice(raw, hints);
    // An ambiguous symbol ("$", "kr"): the currency the markup states settles it.
    if (price?.currencyGuessed && currencyHint) price = readPrice(raw, { ...hints, currencyHint });
    if (!price || cleanPrice(price.amount) === null) continue;
    const dh = toHeading(el);
    const dc = toCart(el);
    let score = cart ? 40 - Math.min(dh, 15) - Math.min(dc, 15) * 2 : 40 - Math.min(dh, 15) * 2;
    if (price.currencyText) score += 6;
    else if (content === null) score -= 6;
    if (el.getAttribute('itemprop') === 'price') score += 4;
    if (STRONG.test(a)) score += 3;
    if (/price/i.test(el.id)) score += 3;
    if (taxExcluded) score -= 12;
    if (heading && heading.compareDocumentPosition(el) & 2) score -= 4;
    scored.push({ el, price, score, old: where.old, taxExcluded, text: raw });
  }
  // An "old" price with no current price beside it is the only price shown.
  for (const x of scored) {
    if (!x.old) continue;
    const box = x.el.parentElement?.parentElement?.parentElement;
    if (box && !scored.some((y) => !y.old && !y.taxExcluded && box.contains(y.el))) x.old = false;
  }
  return scored;
}

/** `currencyHint`: the ISO code structured data states, which settles "$" or "kr" on the page. */
export function fromVisual(doc: Document, ctx: PageContext, budget: Budget, currencyHint?: string): VisualResult {
  const scan = scanPage(doc, budget);
  const { heading, prices, stock } = scan;
  // An add-to-cart button on a card of a product grid does not make the page a product page.
  const cart = scan.cart && !inList(scan.cart) ? scan.cart : null;
  const canBuy = cart !== null && !cart.hasAttribute('disabled') && !/disabled|inactive/i.test(attrs(cart));
  const none: VisualResult = { candidate: null, amounts: [], struck: [], heading, canBuy, anchored: false, shownAvailability: null };
  if (!heading && !cart) return none;
  const scored = scorePrices(prices, ctx, budget, heading, cart, currencyHint);
  const current = scored.filter((s) => !s.old);
  let best: Scored | undefined;
  for (const s of current) if (!best || s.score > best.score) best = s;
  const amounts = current.filter((s) => best && s.score >= best.score - 12).map((s) => s.price.amount);
  const struck = scored.filter((s) => s.old).map((s) => s.price.amount);
  const c = emptyCandidate('visual');
  c.availability = availability(stock, budget);
  none.shownAvailability = c.availability;
  const top = best !== undefined && (cart !== null || best.price.currencyText !== null) ? best : undefined;
  const markedDown = top || !heading ? null : priceAfterStruck(heading, ctx);
  const price = top?.price ?? markedDown?.price;
  if (!price) {
    // No price shown: still a product page when it has a heading and says whether it is in stock.
    if (!heading || (!cart && !c.availability)) return { ...none, amounts, struck };
    c.name = headingText(heading);
    c.image = mainImage(doc, heading, ctx);
    return { ...none, candidate: c, amounts, struck };
  }
  c.price = cleanPrice(price.amount);
  c.currency = price.currency;
  c.currencyGuessed = price.currencyGuessed;
  c.priceText = top?.text ?? markedDown?.text ?? null;
  c.isRange = price.isRange;
  c.isFrom = price.isFrom || price.isRange;
  const toTop = distanceTo(top?.el ?? null);
  const nearOld = scored.filter((s) => s.old && top && s.price.amount > price.amount).sort((x, y) => toTop(x.el) - toTop(y.el))[0];
  c.listPrice = markedDown?.was ?? nearOld?.price.amount ?? null;
  c.name = heading ? headingText(heading) : null;
  c.image = mainImage(doc, heading, ctx);
  const anchored = top !== undefined && top.score >= ANCHORED && price.currencyText !== null;
  return { ...none, candidate: c, amounts, struck, anchored };
}

/**
 * Pages with no price classes still strike the old price through: the first amount with a
 * currency after it, lower than it, is the price now ("<del>$420</del> Special 294 元").
 */
function priceAfterStruck(heading: Element, ctx: PageContext): { price: ParsedPrice; was: number; text: string } | null {
  const hints = { lang: ctx.lang, domain: ctx.domain };
  let region = heading;
  for (let level = 0; level < 6 && region.parentElement; level++) region = region.parentElement;
  const toHeading = distanceTo(heading);
  for (const del of Array.from(region.querySelectorAll('del,s,strike')).slice(0, 20)) {
    const was = heading.compareDocumentPosition(del) & 4 && toHeading(del) < 7 && readPrice(squash(del.textContent), hints);
    if (!was || context(del).elsewhere) continue;
    // The text that follows it, as shown: the next text nodes, up to a label's length.
    let last: Node = del;
    while (last.lastChild) last = last.lastChild;
    const walker = heading.ownerDocument.createTreeWalker(region, 4 /* text */);
    walker.currentNode = last;
    let after = '';
    for (let n = walker.nextNode(); n && after.length < 80; n = walker.nextNode()) after += n.nodeValue!.slice(0, 80).replace(/\s+/g, ' ');
    const now = readPrice(after, hints);
    if (now?.currencyText && cleanPrice(now.amount) !== null && now.amount < was.amount) return { price: now, was: was.amount, text: after };
  }
  return null;
}

function mainImage(doc: Document, heading: Element | null, ctx: PageContext): string | null {
  const img =
    doc.querySelector('img[itemprop="image"],img[id*="main" i],img[id*="landing" i],img[class*="main" i],img[id*="product" i],img[class*="product" i]') ??
    heading?.parentElement?.parentElement?.querySelector('img') ??
    null;
  if (!img) return null;
  for (const name of ['data-old-hires', 'data-zoom-image', 'data-large-image', 'data-src', 'src']) {
    const url = cleanUrl(img.getAttribute(name), ctx.base);
    if (url) return url;
  }
  return null;
}

export function availability(stock: Element[], budget: Budget): Candidate['availability'] {
  for (const el of stock.slice(0, 60)) {
    if (!budget.step()) break;
    const text = squash(el.textContent);
    if (!text || text.length > 200 || context(el).elsewhere) continue;
    const found = availabilityFromText(text);
    if (found) return found;
  }
  return null;
}
