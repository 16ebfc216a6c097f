/** Microdata (itemscope/itemprop) and RDFa (typeof/property) read into plain schema.org objects. */
import type { Budget } from './budget';
import type { Candidate, PageContext } from './candidate';
import { FORBIDDEN, findProducts, isProductType, mainProduct } from './schema-org';

type Obj = Record<string, unknown>;

const MAX_DEPTH = 6;
const MAX_PROPS = 400;

interface Syntax {
  scope: string;
  typeAttr: string;
  propAttr: string;
}

const MICRODATA: Syntax = { scope: 'itemscope', typeAttr: 'itemtype', propAttr: 'itemprop' };
const RDFA: Syntax = { scope: 'typeof', typeAttr: 'typeof', propAttr: 'property' };

/** Which attribute holds an element's value, by tag (microdata's rules); others use their text. */
const VALUE_ATTR: Record<string, string> = {
  meta: 'content', a: 'href', link: 'href', area: 'href', img: 'src', source: 'src', video: 'src', audio: 'src',
  iframe: 'src', embed: 'src', time: 'datetime', data: 'value', meter: 'value',
};

function valueOf(el: Element, syntax: Syntax): string | null {
  const direct =
    el.getAttribute('content') ??
    (syntax === RDFA ? (el.getAttribute('resource') ?? el.getAttribute('href') ?? el.getAttribute('src')) : null);
  if (direct !== null) return direct;
  const attr = VALUE_ATTR[el.localName];
  return (attr ? el.getAttribute(attr) : null) ?? (el.textContent ?? '').slice(0, 2000);
}

function toObject(root: Element, syntax: Syntax, depth: number, budget: Budget): Obj {
  const obj: Obj = Object.create(null) as Obj;
  const type = root.getAttribute(syntax.typeAttr);
  if (type) obj['@type'] = type.trim().split(/\s+/);
  if (depth >= MAX_DEPTH) return obj;
  const props = root.querySelectorAll(`[${syntax.propAttr}]`);
  let count = 0;
  for (const el of Array.from(props)) {
    if (++count > MAX_PROPS || !budget.step()) break;
    if (el.parentElement?.closest(`[${syntax.scope}]`) !== root) continue;
    const value: unknown = el.hasAttribute(syntax.scope) ? toObject(el, syntax, depth + 1, budget) : valueOf(el, syntax);
    for (const name of (el.getAttribute(syntax.propAttr) ?? '').trim().split(/\s+/).slice(0, 4)) {
      const key = name.replace(/^.*[/#:]/, '');
      if (!key || FORBIDDEN.has(key)) continue;
      const prev: unknown = obj[key];
      obj[key] = prev === undefined ? value : Array.isArray(prev) ? [...(prev as unknown[]), value] : [prev, value];
    }
  }
  return obj;
}

function read(doc: Document, syntax: Syntax, ctx: PageContext, budget: Budget): Candidate | null {
  const scopes = doc.querySelectorAll(`[${syntax.scope}][${syntax.typeAttr}]`);
  const items: Obj[] = [];
  for (const el of Array.from(scopes)) {
    if (items.length >= 20 || !budget.step()) break;
    if (!isProductType(el.getAttribute(syntax.typeAttr)?.trim().split(/\s+/))) continue;
    if (el.parentElement?.closest(`[${syntax.scope}]`)) continue;
    items.push(toObject(el, syntax, 0, budget));
  }
  if (items.length === 0) {
    // A product may sit inside a WebPage or ItemPage scope: look one level down.
    for (const el of Array.from(scopes).slice(0, 200)) {
      if (items.length >= 20) break;
      if (isProductType(el.getAttribute(syntax.typeAttr)?.trim().split(/\s+/))) items.push(toObject(el, syntax, 0, budget));
    }
  }
  if (items.length === 0) return null;
  return mainProduct(findProducts(items, budget), syntax === RDFA ? 'rdfa' : 'microdata', ctx);
}

export function fromMicrodata(doc: Document, ctx: PageContext, budget: Budget): Candidate | null {
  return read(doc, MICRODATA, ctx, budget);
}

export function fromRdfa(doc: Document, ctx: PageContext, budget: Budget): Candidate | null {
  return read(doc, RDFA, ctx, budget);
}
