/** JSON-LD: every `<script type="application/ld+json">`, parsed within size and time limits. */
import type { Budget } from './budget';
import type { Candidate, PageContext } from './candidate';
import { findProducts, mainProduct } from './schema-org';

const MAX_SCRIPT = 1_000_000;
const MAX_TOTAL = 3_000_000;

/** JSON.parse, then once more after fixing what shops commonly break (raw newlines, trailing commas). */
export function parseJsonLenient(raw: string): unknown {
  const s = raw.trim().replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '').replace(/(?:-->|\/\/\s*\]\]>|\]\]>)$/, '');
  try {
    return JSON.parse(s);
  } catch {
    try {
      // eslint-disable-next-line no-control-regex
      return JSON.parse(s.replace(/[\u0000-\u001f]+/g, ' ').replace(/,\s*([}\]])/g, '$1'));
    } catch {
      return undefined;
    }
  }
}

export function fromJsonLd(doc: Document, ctx: PageContext, budget: Budget): Candidate | null {
  const scripts = doc.querySelectorAll('script[type="application/ld+json" i]');
  let total = 0;
  const roots: unknown[] = [];
  for (const script of Array.from(scripts).slice(0, 50)) {
    const text = script.textContent ?? '';
    total += text.length;
    if (text.length > MAX_SCRIPT || total > MAX_TOTAL || budget.spent) break;
    if (!/product|offer/i.test(text)) continue;
    const parsed = parseJsonLenient(text);
    if (parsed !== undefined) roots.push(parsed);
  }
  if (roots.length === 0) return null;
  return mainProduct(findProducts(roots, budget), 'json-ld', ctx);
}
