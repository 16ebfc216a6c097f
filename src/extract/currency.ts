/**
 * Currency symbols, local abbreviations and ISO 4217 codes, and how an ambiguous symbol ($, kr,
 * ¥, Rs...) is resolved from what the page says about itself (language, domain, address).
 */

/** Withdrawn codes that old listings still show; never guessed for a region. */
const WITHDRAWN = 'DEM FRF ITL ESP PTE NLG BEF ATS FIM IEP GRD SLL CUC';
/** ISO 4217 codes, active and withdrawn, grouped by first letter: "AEDFN" holds AED and AFN. */
const ISO_CODES = new Set(
  ('AEDFNLLMDNGOARSTSUDWGZN BAMBDDTEFGNHDIFMDNDOBRLSDTNWPYNZD CADDFHFLPNYOPRCUCUPVEZK ' +
    'DEMJFKKOPZD EGPRNSPTBUR FIMJDKPRF GBPELHSIPMDNFRDTQYD HKDNLRKTGUF IDREPLSNRQDRRSKTL ' +
    'JMDODPY KESGSHRMFRWWDYDZT LAKBPKRRDSLYD MADDLGAKDMKNTOPRUURVRWKXNYRZN NADGNIOLGOKPRZD ' +
    'OMR PABENGKHPKRLNTEYG QAR RONSDUBWF SARBDCRDGEKGDHPLELLOSRDSPTNVCYPZL ' +
    'THBJSMTNDOPRYTDWDZS UAHGXSDYUZS VESNDUV WST XAFCDOFPF YER ZARMWWL')
    .split(' ')
    .flatMap((group) => (group.slice(1).match(/../g) ?? []).map((rest) => group[0] + rest)),
);

/** Currencies with three decimals: "1.234 KWD" is one dinar and change, not 1234. */
export const THREE_DECIMALS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

/**
 * CODES=tokens: the ISO codes a symbol or local abbreviation may stand for (the first is the
 * default when nothing on the page decides; "-" a currency without an ISO code), then its
 * spellings. A leading "~" marks a weak token (a letter or two that also occur as words),
 * trusted only right next to a number.
 */
const TABLE =
  'EUR=€|GBP=£,￡,pound,stg|INR=₹|RUB=₽,руб,рублей,р.,~Р|ILS=₪,ش.ج|KRW=₩,원|VND=₫|UAH=₴,грн,hrn|' +
  'KZT=₸,тг|TRY=₺,~TL|AZN=₼|NGN=₦|PHP=₱|CRC=₡|LAK=₭|MNT=₮|PYG=₲|GHS=₵,GH₵|THB=฿,บาท|AMD=֏|' +
  'AFN=؋|GEL=₾,ლ|JPY=円|CNY=圆,人民币,yuan|CNY TWD HKD=元|JPY CNY=¥,￥|BDT=৳|' +
  'USD CAD AUD NZD SGD HKD TWD MXN ARS CLP COP UYU JMD FJD NAD TTD BND DOP=$|USD=US$,US $|' +
  'BRL=R$|CAD NIO=C$|CAD=CA$,CAD$,CAN$|AUD=A$,AU$|NZD=NZ$|HKD=HK$|SGD=S$|TWD=NT$|MXN=MX$|' +
  'DOP=RD$|BZD=BZ$|CUC=CUC$|TTD=TT$|TOP=T$|ZWL=Z$|GYD=G$,GY$|JMD=J$|NAD=N$|UYU=$U|BOB=$b|' +
  'EGP=E£,ج.م|PLN=zł,Zł|CZK=Kč|HUF=Ft|SEK NOK DKK ISK=kr|HRK=kn|RON=lei,Lei,LEI|BGN=лв|IDR=Rp|' +
  'INR PKR LKR NPR MUR=Rs|LKR=රු|MYR=~RM|BYN=~Br|CHF=Fr.,SFr,francs|ZAR=~R|' +
  'KWD=~KD,د.ك,دينار كويتي|TND=~DT|AED MAD=Dh,درهم|SAR IRR OMR QAR YER=ريال|IRR=ریال|' +
  "IRR SAR OMR QAR YER=﷼|-=تومان,د.,₿,BTC,GFr|KGS=сом|UZS=so'm|MMK=~Ks|MMK PGK=~K|" +
  'ALL HNL MDL=~L|GTQ=~q,~Q|PEN=S/|VES=Bs|XOF XAF=CFA|XAF XOF=FCFA|ERN=نافكا,Nfk,ናቕፋ|' +
  'RWF=FRw,R₣|BIF=Fbu,FBu|UGX=USh|MGA=~Ar|MZN=~MT|VUV=~VT|ZMW=~ZK|SLE=~Le,~Sl|LYD=~LD,ل.د|' +
  'MVR=~Rf|MWK=~MK|SAR=ر.س|AED=د.إ|JOD=د.أ,د.ا,دينار أردني|DZD=د.ج,دج|MAD=د.م|SYP=ل.س|LBP=ل.ل|' +
  'YER=ر.ي|QAR=ر.ق|OMR=ر.ع|BHD=د.ب|RSD=Дин,дин|MKD=ден|BAM=~км,~KM|TJS=~с|GMD=~D|HTG=~G';

interface Entry {
  codes: string[];
  weak: boolean;
}

const ENTRIES = new Map<string, Entry>();
for (const group of TABLE.split('|')) {
  const [codes, tokens] = group.split('=') as [string, string];
  for (const token of tokens.split(',')) {
    const weak = token.startsWith('~');
    ENTRIES.set(weak ? token.slice(1) : token, { codes: codes === '-' ? [] : codes.split(' '), weak });
  }
}

const LETTER = /\p{L}/u;
const isLetter = (ch: string | undefined): boolean => ch !== undefined && LETTER.test(ch);
const MAX_TOKEN = 12;

export interface CurrencyToken {
  text: string;
  start: number;
  end: number;
  /** Candidate ISO codes, most likely first; empty for a currency without an ISO code. */
  codes: string[];
  weak: boolean;
}

export function isIsoCode(code: string): boolean {
  return ISO_CODES.has(code);
}

/**
 * Every currency token in `text`, in order: the longest table entry or ISO code at each place,
 * never a piece of a longer word ("R" in "RENAULT", "kr" in "kroner"). A plain scan with map
 * look-ups, because one regex over hundreds of tokens is slow to compile in a fresh page.
 */
export function findCurrencyTokens(text: string): CurrencyToken[] {
  const out: CurrencyToken[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const prevLetter = isLetter(text[i - 1]);
    if (ch === ' ' || (ch >= '0' && ch <= '9') || (prevLetter && isLetter(ch))) {
      i++;
      continue;
    }
    let found: CurrencyToken | null = null;
    for (let len = Math.min(MAX_TOKEN, text.length - i); len >= 1 && !found; len--) {
      const token = text.slice(i, i + len);
      const entry = ENTRIES.get(token);
      if (!entry && !(len === 3 && /^[A-Z]{3}$/.test(token) && ISO_CODES.has(token))) continue;
      if (isLetter(token[len - 1]) && isLetter(text[i + len])) continue;
      found = { text: token, start: i, end: i + len, codes: entry ? entry.codes : [token], weak: entry?.weak ?? false };
    }
    if (found) {
      out.push(found);
      i = found.end;
    } else i++;
  }
  return out;
}

/** The candidate codes for a symbol or code as written (trimmed, trailing dots and marks ignored). */
export function codesForSymbol(symbol: string): string[] | null {
  const s = symbol.trim();
  const upper = s.toUpperCase();
  if (ISO_CODES.has(upper) && /^[A-Za-z]{3}$/.test(s)) return [upper];
  const direct = ENTRIES.get(s);
  if (direct) return direct.codes;
  const tokens = findCurrencyTokens(s);
  return tokens[0] ? tokens[0].codes : null;
}

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
const OBSOLETE = new Set(WITHDRAWN.split(' '));

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
  for (const code of ISO_CODES) if (code.startsWith(region) && !OBSOLETE.has(code)) return code;
  return null;
}

/**
 * Picks one code among candidates. `preferred` (from structured data or an explicit code) wins
 * when it is a candidate; then the page's regions. `guessed` is true when nothing on the page
 * confirmed the choice.
 */
export function resolveCodes(
  codes: readonly string[],
  preferred: string | null,
  regions: readonly string[],
): { code: string | null; guessed: boolean } {
  if (codes.length === 0) return { code: null, guessed: false };
  if (preferred && codes.includes(preferred)) return { code: preferred, guessed: false };
  if (codes.length === 1) return { code: codes[0] ?? null, guessed: false };
  for (const region of regions) {
    const code = regionCurrency(region);
    if (code && codes.includes(code)) return { code, guessed: true };
  }
  return { code: codes[0] ?? null, guessed: true };
}
