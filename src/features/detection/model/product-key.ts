/** Query parameters that track the visit rather than name the product. */
const TRACKING_PARAMETER = /^(utm_.*|gclid|gclsrc|dclid|fbclid|msclkid|mc_cid|mc_eid|yclid|_ga|_gl|ref|ref_|referrer|source|affiliate|aff_id|tag)$/i;

/**
 * The key under which a product page is recognised as already saved: its address without the
 * fragment, tracking parameters, `www.` and a trailing slash, with the remaining parameters sorted.
 * Returns null for anything that is not an http(s) URL.
 */
export function productKeyOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/^www\./, '');
  const parameters = [...parsed.searchParams]
    .filter(([name]) => !TRACKING_PARAMETER.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(parameters).toString();
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : '';
  return `${host}${parsed.port ? `:${parsed.port}` : ''}${path}${query ? `?${query}` : ''}`;
}

/** The store an address belongs to, as shown to the shopper: its host name without `www.`. */
export function storeOf(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname.replace(/^www\./, '') : '';
}
