/** A shop's own name is not the brand of what it sells, unless its markup says so (IKEA, ZARA). */
import type { Candidate } from './candidate';

const fold = (s = ''): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
// "Lamp | Shop", "Lamp｜Shop", "Lamp - Shop": the last part names the site.
const SEPARATOR = /\s*[|｜]\s*|\s[-–—]\s/;

/** The shop's names as the page gives them, folded: og:site_name, the title's last part, the host's labels. */
export function siteNames(doc: Document, meta: Map<string, string>, domain: string | undefined): string[] {
  return [meta.get('og:site_name'), doc.title.split(SEPARATOR).slice(1).pop(), ...(domain?.split('.') ?? [])].map(fold);
}

/**
 * The brand without the site's name: a " | Shop" ending is cut, and a brand that is only the site's
 * name is dropped unless structured markup (JSON-LD, microdata, RDFa, product:brand) states it.
 */
export function brandOf(source: Candidate | undefined, labelled: string | null, site: string[]): string | null {
  let brand = source?.brand ?? labelled;
  const tail = brand?.split(SEPARATOR).slice(1).pop();
  if (tail && site.includes(fold(tail))) brand = brand!.slice(0, -tail.length).replace(/[\s|｜–—-]+$/, '');
  return brand && ((source && source.method !== 'embedded-json') || !site.includes(fold(brand))) ? brand : null;
}
