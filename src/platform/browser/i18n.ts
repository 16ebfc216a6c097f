import type messages from '../../../public/_locales/en/messages.json';

/** Every user-visible string has a key in public/_locales/en/messages.json. */
export type MessageKey = keyof typeof messages;

/**
 * Looks a string up through the browser's i18n API (the same call in Chrome and Firefox). chrome.*
 * rather than the polyfill: it is synchronous, and the content script, the worker and the pages
 * all share it, the content script within a size budget the polyfill would not fit.
 */
export function t(key: MessageKey, substitutions?: string | string[]): string {
  return chrome.i18n.getMessage(key, substitutions) || key;
}
