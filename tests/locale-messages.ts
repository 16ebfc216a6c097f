import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageKey } from '../src/platform/browser/i18n';
import { messageLocale, messageText, valueMarker, type MessageValue } from '../src/platform/browser/message-text';

/** A messages.json as the browser reads it. */
export type Catalogue = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;

const LOCALES = join(import.meta.dirname, '../public/_locales');

/** The catalogue of `locale` (public/_locales/<locale>/messages.json), or null when there is none. */
export function catalogueOf(locale: string): Catalogue | null {
  const file = join(LOCALES, locale, 'messages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalogue) : null;
}

/** chrome.i18n.getMessage over a catalogue: the message with its placeholders filled, '' when it has none. */
export function messageIn(catalogue: Catalogue, key: string, substitutions?: string | string[]): string {
  const entry = catalogue[key];
  if (!entry) return '';
  const values = substitutions === undefined ? [] : ([] as string[]).concat(substitutions);
  let text = entry.message;
  for (const [name, placeholder] of Object.entries(entry.placeholders ?? {})) {
    const index = Number(placeholder.content.replace('$', '')) - 1;
    text = text.replaceAll(new RegExp(`\\$${name}\\$`, 'gi'), values[index] ?? '');
  }
  return text;
}

/**
 * The words a page shows for `key`: `locale`'s, else the default locale's, as the browser falls back,
 * with plural blocks chosen and numbers written as t() does (pass counts as numbers).
 */
export type Say = (key: MessageKey, ...substitutions: MessageValue[]) => string;

export function sayIn(locale: string): Say {
  const own = catalogueOf(locale);
  const english = catalogueOf('en');
  if (english === null) throw new Error('public/_locales/en/messages.json is missing.');
  return (key, ...substitutions) => {
    const catalogue = own !== null && own[key] ? own : english;
    const language = catalogue.messagesLanguage?.message ?? 'en';
    const withMarkers = messageIn(catalogue, key, substitutions.map((_, index) => valueMarker(index)));
    return messageText(withMarkers, substitutions, messageLocale(language));
  };
}
