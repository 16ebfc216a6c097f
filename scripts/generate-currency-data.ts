// Writes public/currency-data.json (the table the worker fetches on first need, src/features/detection/model/currency/currency-data.ts)
// and src/features/detection/model/currency/currency-codes.generated.ts (the codes alone, which regions.ts needs without the table)
// from the CLDR data in Node's ICU.
// Usage: npx tsx scripts/generate-currency-data.ts
// Every ISO 4217 currency ICU knows; its symbol, narrow symbol, display name and plural forms in
// every locale ICU has (each language, each region's main language, English in every region);
// the number of minor units CLDR gives it. Common abbreviations CLDR lacks are in src/features/detection/model/currency/abbreviations.ts.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CurrencyData } from '../src/features/detection/model/currency/currency-data';
import { fold } from '../src/features/detection/model/currency/fold';
import { nameIndex, rank } from '../src/features/detection/model/currency/ranking';

export const DATA_OUT = resolve(import.meta.dirname, '../public/currency-data.json');
export const CODES_OUT = resolve(import.meta.dirname, '../src/features/detection/model/currency/currency-codes.generated.ts');

/** Each two-letter language ICU has data for. */
function languages(): string[] {
  const out: string[] = [];
  for (let a = 97; a <= 122; a++) {
    for (let b = 97; b <= 122; b++) {
      const code = String.fromCharCode(a, b);
      if (Intl.NumberFormat.supportedLocalesOf([code]).length > 0) out.push(code);
    }
  }
  return out;
}

/** Each ISO 3166 region ICU names. */
function regions(): string[] {
  const names = new Intl.DisplayNames('en', { type: 'region' });
  const out: string[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && name !== code && !/^(?:XA|XB|QO|ZZ|EU|EZ|UN)$/.test(code)) out.push(code);
    }
  }
  return out;
}

function locales(): string[] {
  const set = new Set<string>();
  for (const lang of languages()) set.add(lang);
  for (const region of regions()) {
    const main = new Intl.Locale(`und-${region}`).maximize();
    set.add(`${main.language}-${region}`);
    set.add(`en-${region}`);
  }
  return [...set].filter((l) => Intl.NumberFormat.supportedLocalesOf([l]).length > 0).sort();
}

const AMOUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 1.5];

function currencyPart(locale: string, currency: string, display: 'symbol' | 'narrowSymbol' | 'name', amount: number): string | null {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display, minimumFractionDigits: 0 }).formatToParts(amount);
  const text = parts
    .filter((p) => p.type === 'currency')
    .map((p) => p.value)
    .join('')
    .trim();
  return text === '' ? null : text;
}

/** The files' contents, as the script writes them. */
export function generateCurrencyData(): { data: string; codes: string; summary: string } {
  const currencies = Intl.supportedValuesOf('currency');
  const all = locales();
  // token -> code -> in how many locales it names it
  const symbols = new Map<string, Map<string, number>>();
  const names = new Map<string, Map<string, number>>();
  const add = (table: Map<string, Map<string, number>>, token: string | null | undefined, code: string, weight = 1): void => {
    if (!token || token === code || token.length > 40) return;
    const byCode = table.get(token) ?? new Map<string, number>();
    table.set(token, byCode);
    byCode.set(code, (byCode.get(code) ?? 0) + weight);
  };
  for (const locale of all) {
    const displayNames = new Intl.DisplayNames(locale, { type: 'currency' });
    for (const code of currencies) {
      add(symbols, currencyPart(locale, code, 'symbol', 1), code);
      // Counted only as a symbol: every dollar's narrow symbol is "$" in every locale.
      add(symbols, currencyPart(locale, code, 'narrowSymbol', 1), code, 0);
      add(names, fold(displayNames.of(code)), code);
      for (const amount of AMOUNTS) add(names, fold(currencyPart(locale, code, 'name', amount)), code);
    }
  }
  const digits = new Map<number, string[]>();
  for (const code of currencies) {
    const n = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    digits.set(n, [...(digits.get(n) ?? []), code]);
  }
  // Symbols: lines "CODE<TAB>symbol\u0001n<TAB>...", n the number of locales in which CLDR gives it to
  // that currency as its symbol (0: only as its narrow symbol).
  const ranked = (table: Map<string, Map<string, number>>): Map<string, [string, number][]> => {
    const byCode = new Map<string, [string, number][]>();
    for (const [token, counts] of table) {
      for (const [code, n] of counts) byCode.set(code, [...(byCode.get(code) ?? []), [token, n]]);
    }
    for (const list of byCode.values()) list.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    return byCode;
  };
  const lines = (table: Map<string, Map<string, number>>): string =>
    [...ranked(table)]
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([code, list]) => [code, ...list.map(([t, n]) => `${t}\u0001${n}`)].join('\t'))
      .join('\n');
  // Names: "token<TAB>codes<TAB>contenders", ranked here so that the worker only reads them.
  const namePairs = [...names].flatMap(([token, byCode]) => [...byCode.keys()].map((code): [string, string] => [token, code]));
  const nameLines = [...nameIndex(namePairs)]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([token, byCode]) => {
      const { codes, contenders } = rank(byCode);
      return `${token}\t${codes.join(' ')}\t${contenders}`;
    })
    .join('\n');
  const source = `CLDR ${process.versions.cldr} (ICU ${process.versions.icu}, Unicode ${process.versions.unicode}) in Node ${process.versions.node}`;
  const data: CurrencyData = {
    generated: `scripts/generate-currency-data.ts from ${source}; do not edit`,
    currencies: currencies.length,
    locales: all.length,
    symbols: lines(symbols),
    names: nameLines,
    minorUnits: Object.fromEntries([...digits].filter(([n]) => n !== 2).map(([n, list]) => [n, list.join(' ')])),
  };
  const codes = `// GENERATED by scripts/generate-currency-data.ts from ${source}; do not edit.
// The rest of the table is public/currency-data.json, fetched by the worker on first need.

/** Every ISO 4217 code ICU knows. */
export const CODES = ${JSON.stringify(currencies.join(' '))};
`;
  return {
    data: `${JSON.stringify(data)}\n`,
    codes,
    summary: `${currencies.length} currencies, ${all.length} locales, ${symbols.size} symbols, ${names.size} names`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { data, codes, summary } = generateCurrencyData();
  writeFileSync(DATA_OUT, data);
  writeFileSync(CODES_OUT, codes);
  console.log(`${DATA_OUT} (${data.length} chars), ${CODES_OUT}: ${summary}`);
}
