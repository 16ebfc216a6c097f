import messages from '../../public/_locales/en/messages.json';
import { messageIn } from '../locale-messages';

/** Mirrors chrome.i18n.getMessage for the English catalogue, so components render real strings. */
const getMessage = (key: string, substitutions?: string | string[]): string => messageIn(messages, key, substitutions);

// Host access as a browser that refuses every prompt; tests that need another answer replace it.
const permissions = { request: () => Promise.resolve(false), remove: () => Promise.resolve(true) };
Object.assign(globalThis, { chrome: { i18n: { getMessage }, permissions } });

// @testing-library/react declares the act() environment only where test globals exist (Vitest runs
// without them), and React warns on every act() outside it.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
