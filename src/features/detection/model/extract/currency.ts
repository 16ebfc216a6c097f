/**
 * The content script's currency symbols, local abbreviations and ISO 4217 codes: enough to find
 * prices on a page. The worker settles the currency with the full CLDR table (src/features/detection/model/currency).
 */

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
 * guess when nothing on the page decides), then its spellings. Only common ones: the worker reads
 * the price's text again with every currency CLDR knows. A leading "~" marks a weak token (a letter or two that also occur as words),
 * trusted only right next to a number.
 */
const TABLE =
  'EUR=€|GBP=£|INR=₹|RUB=₽,руб,р.,~Р|ILS=₪|KRW=₩,원|VND=₫|UAH=₴,грн|KZT=₸|TRY=₺,~TL|AZN=₼|NGN=₦|PHP=₱|CRC=₡|' +
  'LAK=₭|MNT=₮|PYG=₲|GHS=₵|THB=฿|AMD=֏|AFN=؋|GEL=₾|JPY=円|CNY TWD HKD=元|JPY CNY=¥,￥|BDT=৳|' +
  'USD CAD AUD NZD SGD HKD TWD MXN ARS CLP COP UYU JMD FJD NAD TTD BND DOP=$|USD=US$|BRL=R$|CAD NIO=C$|' +
  'CAD=CA$|AUD=A$|NZD=NZ$|HKD=HK$|SGD=S$|TWD=NT$|PLN=zł|CZK=Kč|HUF=Ft|SEK NOK DKK ISK=kr|RON=lei|BGN=лв|' +
  'IDR=Rp|INR PKR LKR NPR MUR=Rs|MYR=~RM|CHF=Fr.,SFr|ZAR=~R|AED MAD=Dh|PEN=S/|XOF XAF=CFA|XAF XOF=FCFA|' +
  'RSD=дин|MKD=ден|BAM=~KM';

interface Entry {
  codes: string[];
  weak: boolean;
}

const ENTRIES = new Map<string, Entry>();
for (const group of TABLE.split('|')) {
  const [codes, tokens] = group.split('=') as [string, string];
  for (const token of tokens.split(',')) {
    const weak = token.startsWith('~');
    ENTRIES.set(weak ? token.slice(1) : token, { codes: codes.split(' '), weak });
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
  /**
   * How many of the first `codes` really compete for the token when nothing on the page decides
   * (the others: a narrow symbol only, or a territory's pegged currency). All of them when absent.
   */
  contenders?: number;
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

/**
 * Picks one code among candidates: `preferred` (from structured data or an explicit code) when it
 * is a candidate, else the first, `guessed`. The worker settles a guessed one from the page's
 * language and domain with the full table (src/features/detection/model/currency/settle-currency.ts).
 */
export function resolveCodes(codes: readonly string[], preferred: string | null): { code: string | null; guessed: boolean } {
  if (codes.length === 0) return { code: null, guessed: false };
  if (preferred && codes.includes(preferred)) return { code: preferred, guessed: false };
  return { code: codes[0] ?? null, guessed: codes.length > 1 };
}
