import messages from '../../public/_locales/en/messages.json';

type Messages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;

/** Mirrors chrome.i18n.getMessage for the English catalogue, so components render real strings. */
function getMessage(key: string, substitutions?: string | string[]): string {
  const entry = (messages as Messages)[key];
  if (!entry) return '';
  const values = substitutions === undefined ? [] : ([] as string[]).concat(substitutions);
  let text = entry.message;
  for (const [name, placeholder] of Object.entries(entry.placeholders ?? {})) {
    const index = Number(placeholder.content.replace('$', '')) - 1;
    text = text.replaceAll(new RegExp(`\\$${name}\\$`, 'gi'), values[index] ?? '');
  }
  return text;
}

// Host access as a browser that refuses every prompt; tests that need another answer replace it.
const permissions = { request: () => Promise.resolve(false), remove: () => Promise.resolve(true) };
Object.assign(globalThis, { chrome: { i18n: { getMessage }, permissions } });

// @testing-library/react declares the act() environment only where test globals exist (Vitest runs
// without them), and React warns on every act() outside it.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
