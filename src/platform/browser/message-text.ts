/**
 * Plural forms inside the browser's i18n messages, which have none of their own. A message chooses
 * its words for a count with an ICU-style block whose selector is one of its placeholders:
 *
 *   "{$COUNT$, plural, one {Import $COUNT$ item} other {Import $COUNT$ items}}"
 *
 * Categories are CLDR's, as Intl.PluralRules names them for the message's own language (Polish needs
 * one, few, many and other), and `=N` picks an exact count. Branch text holds no braces; the block
 * may sit anywhere in the message and a message may hold several.
 *
 * The browser substitutes the placeholders; the caller hands it markers instead of the values
 * (`valueMarker(i)`), so a value that itself contains braces (a list named "Gifts {2026}") can never
 * be read as part of a block, and only then puts the values in.
 */

const MARKER_START = '\u0002';
const MARKER_END = '\u0003';

/** The stand-in for substitution `index` that the browser puts where the placeholder was. */
export function valueMarker(index: number): string {
  return `${MARKER_START}${index}${MARKER_END}`;
}

const MARKER = new RegExp(`${MARKER_START}(\\d+)${MARKER_END}`, 'g');
const BLOCK = new RegExp(`\\{\\s*${MARKER_START}(\\d+)${MARKER_END}\\s*,\\s*plural\\s*,((?:\\s*(?:=\\d+|[a-z]+)\\s*\\{[^{}]*\\})+)\\s*\\}`, 'g');
const BRANCH = /\s*(=\d+|[a-z]+)\s*\{([^{}]*)\}/g;

export type MessageValue = string | number;

export interface MessageLocale {
  readonly plural: Intl.PluralRules;
  readonly number: Intl.NumberFormat;
}

const locales = new Map<string, MessageLocale>();

/** Plural rules and number format of `language` (a BCP 47 tag), made once. */
export function messageLocale(language: string): MessageLocale {
  let locale = locales.get(language);
  if (!locale) {
    locale = { plural: new Intl.PluralRules(language), number: new Intl.NumberFormat(language) };
    locales.set(language, locale);
  }
  return locale;
}

function countOf(value: MessageValue | undefined): number | null {
  if (typeof value === 'number') return value;
  if (value === undefined || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return null;
  return Number(value);
}

function chooseBranch(branches: string, count: number | null, locale: MessageLocale): string {
  const forms = new Map([...branches.matchAll(BRANCH)].map((match) => [match[1]!, match[2]!]));
  const exact = count === null ? undefined : forms.get(`=${count}`);
  if (exact !== undefined) return exact;
  const category = count === null ? 'other' : locale.plural.select(count);
  return forms.get(category) ?? forms.get('other') ?? '';
}

/**
 * The message as the shopper reads it: each plural block replaced by the branch its count selects,
 * each marker by its value (numbers in the message's language: "1.000" in German).
 */
export function messageText(withMarkers: string, values: readonly MessageValue[], locale: MessageLocale): string {
  const chosen = withMarkers.replace(BLOCK, (_block, index: string, branches: string) =>
    chooseBranch(branches, countOf(values[Number(index)]), locale),
  );
  return chosen.replace(MARKER, (_marker, index: string) => {
    const value = values[Number(index)];
    if (value === undefined) return '';
    return typeof value === 'number' ? locale.number.format(value) : value;
  });
}
