import type messages from '../../../public/_locales/en/messages.json';
import { messageLocale, messageText, valueMarker, type MessageValue } from './message-text';

/** Every user-visible string has a key in public/_locales/en/messages.json. */
export type MessageKey = keyof typeof messages;

let catalogueLanguage: string | undefined;

/**
 * The language of the catalogue the browser chose (its own `messagesLanguage` entry): what a phrase
 * set inside a message ("Checked 3 minutes ago") must be written in. Not getUILanguage(), which can
 * name a language Cartwatch has no catalogue for (the browser then gives English).
 */
export function messagesLanguage(): string {
  catalogueLanguage ??= chrome.i18n.getMessage('messagesLanguage') || 'en';
  return catalogueLanguage;
}

/**
 * Looks a string up through the browser's i18n API (the same call in Chrome and Firefox). chrome.*
 * rather than the polyfill: it is synchronous, and the content script, the worker and the pages
 * all share it, the content script within a size budget the polyfill would not fit.
 *
 * A number is written in the catalogue's language ("1.000" in German) and chooses the words of a
 * plural block (message-text.ts): pass counts as numbers, not strings.
 */
export function t(key: MessageKey, substitutions?: MessageValue | readonly MessageValue[]): string {
  const values: readonly MessageValue[] =
    substitutions === undefined ? [] : typeof substitutions === 'object' ? substitutions : [substitutions];
  if (values.length === 0) return chrome.i18n.getMessage(key) || key;
  const withMarkers = chrome.i18n.getMessage(
    key,
    values.map((_, index) => valueMarker(index)),
  );
  if (!withMarkers) return key;
  return messageText(withMarkers, values, messageLocale(messagesLanguage()));
}
