/** Turning untrusted page values into safe ones: plain text, http(s) URLs, sane numbers. */
import { PRODUCT_LIMITS } from '../../../../platform/limits';
import { codesForSymbol, isIsoCode } from './currency';
import type { Availability } from './types';

// The worker refuses a whole detection with one value beyond its limits, so trim to the same ones.
const TEXT_MAX = PRODUCT_LIMITS.productName;
const URL_MAX = PRODUCT_LIMITS.url;
const ID_MAX = PRODUCT_LIMITS.identifier;
const PRICE_MAX = PRODUCT_LIMITS.priceExclusiveMax;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x') || lower.startsWith('#')) {
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return code > 31 && code < 0x110000 && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[lower] ?? whole;
  });
}

/** Plain text: no markup, no control characters, whitespace collapsed, bounded length. */
export function cleanText(value: unknown, max: number = TEXT_MAX): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
  if (typeof value !== 'string') return null;
  let s = value.length > 20 * max ? value.slice(0, 20 * max) : value;
  s = s.replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ');
  s = decodeEntities(s.replace(/<[^>]*>?/g, ' '));
  s = s.replace(/<[^>]*>?/g, ' ').replace(/[<>]/g, '');
  // eslint-disable-next-line no-control-regex
  s = s.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, ' ');
  s = s.replace(/\s+/g, ' ').trim();
  if (!s || isPlaceholder(s)) return null;
  return s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s;
}

// Template syntax left unrendered: {{ product.brand }}, {% brand %}, [[price]], ${name}, <%= sku %>,
// or the whole value a variable: $brandName, %BRAND%, __SKU__.
const TEMPLATE = /\{\{.*?\}\}|\{%.*?%\}|\[\[.*?\]\]|\$\{.*?\}|<%.*?%>/;
const VARIABLE = /^(?:\$[A-Za-z_][\w.]*|%[A-Za-z_][\w.]*%|__[A-Z][A-Z0-9_]*__|\{[a-z_][\w.]*\})$/;

/** An unrendered template placeholder is never a name, brand, id or price. */
export function isPlaceholder(s: string): boolean {
  return TEMPLATE.test(s) || VARIABLE.test(s);
}

/** A brand name: plain text within the brand's own, shorter limit. */
export function cleanBrand(value: unknown): string | null {
  return cleanText(value, PRODUCT_LIMITS.brand);
}

/** An absolute http(s) URL, resolved against the page; anything else (javascript:, data:) is dropped. */
export function cleanUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (!s || s.length > URL_MAX) return null;
  try {
    const url = base ? new URL(s, base) : new URL(s);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const href = url.href;
    return href.length > URL_MAX ? null : href;
  } catch {
    return null;
  }
}

/** A price a shop could really charge: finite, above 0, below 10^9. */
export function cleanPrice(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (value <= 0 || value >= PRICE_MAX) return null;
  return Math.round(value * 1e6) / 1e6;
}

/** An ISO 4217 code from a code or an unambiguous symbol. */
export function cleanCurrency(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 20) return null;
  const s = value.trim();
  if (/^[A-Za-z]{3}$/.test(s) && isIsoCode(s.toUpperCase())) return s.toUpperCase();
  const codes = codesForSymbol(s);
  return codes && codes.length === 1 ? (codes[0] ?? null) : null;
}

/** An identifier (SKU, GTIN): short, printable, no spaces inside. */
export function cleanId(value: unknown): string | null {
  const s = cleanText(value, ID_MAX + 1);
  if (!s || s.length > ID_MAX || /\s/.test(s)) return null;
  return s;
}

export function cleanGtin(value: unknown): string | null {
  const s = cleanId(value);
  if (!s) return null;
  const digits = s.replace(/^(?:urn:)?(?:gtin|ean|upc|isbn)[:-]?/i, '');
  return /^\d{8,14}$/.test(digits) ? digits : null;
}

/** schema.org availability values, OpenGraph values and plain words. */
export function cleanAvailability(value: unknown): Availability | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const s = value.toLowerCase().replace(/^https?:\/\/schema\.org\//, '').replace(/[\s_-]+/g, '');
  if (/^(instock|onlineonly|instoreonly|limitedavailability|available|yes|true|1|in)$/.test(s)) return 'in-stock';
  if (/^(outofstock|soldout|discontinued|oos|unavailable|no|false|0|out)$/.test(s)) return 'out-of-stock';
  if (/^(preorder|presale|backorder|availablefororder|pending)$/.test(s)) return 'preorder';
  return null;
}
