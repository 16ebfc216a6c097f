/**
 * One pass over the product's part of the page: its heading, the add-to-cart control, and the
 * elements whose class or id speak of prices or stock. One pass, because on a large page every
 * extra selector scan costs milliseconds.
 */
import type { Budget } from './budget';

const PRICE_WORD = /price|preis|prix|precio|prezzo|cena|prijs|pris|hinta|fiyat|цена|價|价/i;
const STOCK_WORD = /availability|stock|lager|voorraad|sklad|наличи/i;
const CART_WORD = /cart|basket|bag|trolley|buy|panier|warenkorb|carrito|carrello|koszyk|ko[sš]ík|winkelwagen|корзин|purchase|checkout/i;
const ANY_WORD = new RegExp(`${PRICE_WORD.source}|${STOCK_WORD.source}|${CART_WORD.source}`, 'i');
const CART_RE =
  /add.?to.?(?:cart|bag|basket|trolley)|buy.?(?:it.?)?now|buy[-_ ]?(?:btn|button)|in den (?:warenkorb|einkaufswagen)|ajouter au panier|aggiungi al carrello|añadir a la cesta|agregar al carrito|adicionar ao carrinho|in winkelwagen|do košíku|do koszyka|в корзину|купить|lägg i varukorg|læg i kurv|legg i handlekurv|lisää ostoskoriin|カートに入れる|加入购物车|購買|장바구니/i;
/** Places where a heading or a cart button belongs to something else than the product. */
const AWAY = /modal|popover|popup|dialog|overlay|drawer|hidden|sr-only|visually-?hidden/i;
const HEADING_HINT = /title|name|product/i;
const MAX_ELEMENTS = 25_000;

export interface PageScan {
  heading: Element | null;
  cart: Element | null;
  prices: Element[];
  stock: Element[];
}

/** Text with whitespace collapsed, read only as far as a label could go. */
export function squash(text: string | null): string {
  return (text ?? '').slice(0, 3000).replace(/\s+/g, ' ').trim();
}

/** An element's id and class, as one string to match words against. */
export function attrs(el: Element): string {
  const cls = el.className;
  return `${el.id} ${typeof cls === 'string' ? cls : (el.getAttribute('class') ?? '')}`;
}

function isAway(el: Element, ignore?: RegExp): boolean {
  for (let n: Element | null = el, level = 0; n && level < 6; n = n.parentElement, level++) {
    const a = ignore ? attrs(n).replace(ignore, '') : attrs(n);
    if (AWAY.test(a)) return true;
  }
  return false;
}

/** The product's heading: an h1 that names a title or product, else the first h1 in the page's body. */
function mainHeading(doc: Document): Element | null {
  let first: Element | null = null;
  const all = doc.getElementsByTagName('h1');
  for (let i = 0; i < all.length && i < 12; i++) {
    const h = all[i]!;
    // Headings inside links or list items title the cards of other products.
    if (h.closest('header,nav,footer,aside,dialog,a,li')) continue;
    const t = squash(h.textContent);
    if (t.length < 2 || t.length > 400 || isAway(h, /cart|basket/gi)) continue;
    if (HEADING_HINT.test(attrs(h)) || h.querySelector('[id*="title" i],[itemprop="name"]')) return h;
    first ??= h;
  }
  if (first) return first;
  // No h1: a second-level heading that says it holds the product's name.
  const h2s = doc.getElementsByTagName('h2');
  for (let i = 0; i < h2s.length && i < 30; i++) {
    const h = h2s[i]!;
    if (HEADING_HINT.test(attrs(h)) && !h.closest('header,nav,footer,aside,dialog,a,li') && !isAway(h)) return h;
  }
  return null;
}

function isCart(el: Element): boolean {
  const tag = el.localName;
  if (tag === 'input' && el.getAttribute('type') === 'hidden') return false;
  const label = `${attrs(el)} ${el.getAttribute('name') ?? ''} ${el.getAttribute('value') ?? ''} ${el.getAttribute('aria-label') ?? ''} ${(el.textContent ?? '').slice(0, 60)}`;
  return CART_RE.test(label) && !isAway(el, /cart|basket/gi);
}

/** The part of the page that holds the product: a few levels above its heading. */
function regionOf(doc: Document, heading: Element | null): Element | null {
  if (!heading) return doc.body;
  let node: Element = heading;
  for (let level = 0; level < 7 && node.parentElement && node.parentElement !== doc.documentElement; level++) {
    node = node.parentElement;
  }
  return node;
}

function scanRegion(region: Element, budget: Budget, out: PageScan): void {
  const all = region.getElementsByTagName('*');
  const n = Math.min(all.length, MAX_ELEMENTS);
  // Found by the selector engine at once, which saves two attribute reads on every element of the loop.
  const found = region.querySelectorAll('[data-price],[itemprop="price"]');
  const marked = new Set<Element>();
  for (let i = 0; i < found.length && i < 1500; i++) marked.add(found[i]!);
  for (let i = 0; i < n; i++) {
    if ((i & 255) === 0 && budget.spent) break;
    const el = all[i]!;
    const tag = el.localName;
    const cls = el.className;
    const words = typeof cls === 'string' ? cls : '';
    // One cheap test first: most elements name none of the words looked for.
    if ((words !== '' && ANY_WORD.test(words)) || (el.id !== '' && ANY_WORD.test(el.id))) {
      const a = attrs(el);
      if (out.prices.length < 1500 && PRICE_WORD.test(a)) out.prices.push(el);
      if (out.stock.length < 100 && STOCK_WORD.test(a)) out.stock.push(el);
      if (!out.cart && CART_WORD.test(a) && isCart(el)) out.cart = el;
    } else if (out.prices.length < 1500 && marked.has(el)) {
      out.prices.push(el);
    }
    if (!out.cart && (tag === 'button' || (tag === 'input' && /^(?:submit|button|image)$/i.test(el.getAttribute('type') ?? ''))) && isCart(el)) {
      out.cart = el;
    }
  }
}

export function scanPage(doc: Document, budget: Budget): PageScan {
  const heading = mainHeading(doc);
  const out: PageScan = { heading, cart: null, prices: [], stock: [] };
  const region = regionOf(doc, heading);
  if (!region) return out;
  scanRegion(region, budget, out);
  // The heading sat deep in a sidebar or a header: look at the whole page once.
  if (!out.cart && out.prices.length === 0 && region !== doc.body && doc.body) {
    scanRegion(doc.body, budget, out);
  }
  return out;
}
