/**
 * Where a page is (language, domain, address) and the currency each region uses: what decides an
 * ambiguous symbol ($, kr, ¥...) and names the currency of a price written without one.
 */
import { WITHDRAWN_CODES } from './abbreviations';
import { CODES } from './currency-codes.generated';

/** Regions whose currency code does not start with the region's own code. */
const REGION_EXCEPTIONS: Record<string, string> = Object.fromEntries(
  ('EUR:DE AT FR IT ES PT NL BE LU IE FI GR SK SI EE LV LT MT CY HR|USD:EC SV PA PR|DKK:FO GL|CHF:LI|GBP:UK|' +
    'XOF:SN CI ML BF NE TG BJ|XAF:CM GA CG TD CF GQ')
    .split('|')
    .flatMap((group) => {
      const [code, regions] = group.split(':') as [string, string];
      return regions.split(' ').map((region) => [region, code]);
    }),
);
const WITHDRAWN = new Set(WITHDRAWN_CODES.split(' '));
const CURRENT = CODES.split(' ').filter((code) => !WITHDRAWN.has(code));

/** Languages that name a region on their own ("svSE": Swedish, Sweden). */
const LANG_REGION = new Map(
  ('svSE nbNO nnNO noNO daDK isIS jaJP zhCN hiIN urPK siLK neNP koKR ruRU ukUA plPL csCZ huHU kkKZ trTR heIL ' +
    'thTH viVN idID roRO bgBG deDE frFR itIT esES ptPT nlNL fiFI elGR skSK slSI etEE lvLV ltLT hrHR')
    .split(' ')
    .map((pair) => [pair.slice(0, 2), pair.slice(2)]),
);

export interface PageLocale {
  lang?: string | undefined;
  domain?: string | undefined;
  /** Path of the page's URL: global stores put the country there ("/gb/en/", "/en-ca/"). */
  path?: string | undefined;
}

/** Regions the page points at, strongest first: language region, domain, URL path, bare language. */
export function pageRegions(locale: PageLocale): string[] {
  const regions: string[] = [];
  const lang = (locale.lang ?? '').trim();
  const langMatch = /^([a-z]{2,3})(?:[-_](?:[a-z]{4}[-_])?([a-z]{2}))?\b/i.exec(lang);
  if (langMatch?.[2]) regions.push(langMatch[2].toUpperCase());
  const host = (locale.domain ?? '').toLowerCase();
  const tld = /\.([a-z]{2})$/.exec(host)?.[1];
  if (tld) regions.push(tld.toUpperCase());
  const sub = /^([a-z]{2})-([a-z]{2})\./.exec(host);
  if (sub?.[2]) regions.push(sub[2].toUpperCase());
  const path = /^\/([a-z]{2})(?:[-_]([a-z]{2}))?(?:\/|$)/i.exec(locale.path ?? '');
  if (path?.[1]) {
    regions.push(path[2] ? path[2].toUpperCase() : path[1].toUpperCase());
    if (path[2]) regions.push(path[1].toUpperCase());
  }
  if (langMatch?.[1]) {
    const fromLang = LANG_REGION.get(langMatch[1].toLowerCase());
    if (fromLang) regions.push(fromLang);
  }
  return regions;
}

/** The currency a region uses: ISO 4217 codes mostly start with the ISO 3166 region code. */
export function regionCurrency(region: string): string | null {
  const exception = REGION_EXCEPTIONS[region];
  if (exception) return exception;
  if (!/^[A-Z]{2}$/.test(region)) return null;
  return CURRENT.find((code) => code.startsWith(region)) ?? null;
}
