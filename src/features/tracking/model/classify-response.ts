import type { FetchedPage } from './fetched-page';

/** An answer's outcome when it is not a product page to parse; null when it should be parsed. */
export type ResponseClass = 'bot-check' | 'login-wall' | 'page-gone' | 'http-error' | null;

/** Interstitials that are never a product page, whatever else they contain. */
const INTERSTITIAL_MARKERS: RegExp[] = [
  /<title>\s*just a moment\.\.\.\s*<\/title>/i,
  /action=["'][^"']*\/errors\/validatecaptcha/i,
  /\bverify (?:that )?you are (?:a )?human\b/i,
];
/** Captcha widgets: a product page may carry one (a newsletter form), so they count only without a product. */
const CAPTCHA_MARKERS: RegExp[] = [
  /\b(?:g-recaptcha|h-captcha|cf-turnstile|px-captcha|captcha-delivery\.com|challenge-platform)\b/i,
];

const LOGIN_PATH = /\/(?:log-?in|sign-?in|signin|auth)(?:[/?#.]|$)/i;
const PASSWORD_FIELD = /<input\b[^>]*\btype\s*=\s*["']?password\b/i;

function hasBotCheckHeader(page: FetchedPage): boolean {
  if (page.headers['cf-mitigated']?.toLowerCase() === 'challenge') return true;
  const waf = page.headers['x-amzn-waf-action']?.toLowerCase();
  return waf === 'captcha' || waf === 'challenge';
}

const matchesAny = (markers: RegExp[], body: string): boolean => markers.some((marker) => marker.test(body));

function redirectedToLogin(page: FetchedPage): boolean {
  if (page.url === page.requestedUrl || !URL.canParse(page.url)) return false;
  return LOGIN_PATH.test(new URL(page.url).pathname);
}

/**
 * Classifies an answer before parsing. Bot checks come first: they hide behind 200, 403 and 503
 * alike. A 429 or a 5xx without a bot marker is an http-error (its Retry-After sets the back-off).
 */
export function classifyResponse(page: FetchedPage): ResponseClass {
  if (hasBotCheckHeader(page) || matchesAny(INTERSTITIAL_MARKERS, page.body)) return 'bot-check';
  if (page.status === 404 || page.status === 410) return 'page-gone';
  if (page.status === 401 || redirectedToLogin(page)) return 'login-wall';
  if (page.status < 200 || page.status >= 300) {
    return matchesAny(CAPTCHA_MARKERS, page.body) ? 'bot-check' : 'http-error';
  }
  return null;
}

/** A 200 page on which the extractor found no product: a captcha, a sign-in form, or a changed page. */
export function classifyProductless(page: FetchedPage): 'bot-check' | 'login-wall' | 'page-changed' {
  if (matchesAny(CAPTCHA_MARKERS, page.body)) return 'bot-check';
  return PASSWORD_FIELD.test(page.body) ? 'login-wall' : 'page-changed';
}
