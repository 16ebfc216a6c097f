import type { Page } from 'playwright-core';
import type { ActionPopup } from './action-popup';

/** The keys a keyboard-only shopper uses. */
export type Key = 'Tab' | 'Enter' | 'Space' | 'Escape' | 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** A page driven by key presses alone: keys go to the focused element, as a keyboard's do. */
export interface KeyboardPage {
  press(key: Key, options?: { shift?: boolean }): Promise<void>;
  /** Types text, a key press per character, into the focused field. */
  type(text: string): Promise<void>;
  evaluate(expression: string): Promise<unknown>;
}

/** The element that has the focus, as a keyboard user meets it. */
export interface Focused {
  /** Its accessible name as far as the page gives it: aria-label, else its label's or its own words. */
  name: string;
  role: string;
  /** Chromium's own judgement that the focus should show (it does after a key press). */
  focusVisible: boolean;
  /** A focus indicator is drawn: an outline or a box shadow. */
  ring: boolean;
  visible: boolean;
}

const CDP_KEYS: Record<Key, { key: string; code: string; windowsVirtualKeyCode: number; text?: string }> = {
  Tab: { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 },
  Enter: { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' },
  Space: { key: ' ', code: 'Space', windowsVirtualKeyCode: 32, text: ' ' },
  Escape: { key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27 },
  ArrowUp: { key: 'ArrowUp', code: 'ArrowUp', windowsVirtualKeyCode: 38 },
  ArrowDown: { key: 'ArrowDown', code: 'ArrowDown', windowsVirtualKeyCode: 40 },
  ArrowLeft: { key: 'ArrowLeft', code: 'ArrowLeft', windowsVirtualKeyCode: 37 },
  ArrowRight: { key: 'ArrowRight', code: 'ArrowRight', windowsVirtualKeyCode: 39 },
};
const SHIFT = 8;

/** The real toolbar popup, its keys sent as the browser's input (CDP Input.dispatchKeyEvent). */
export function keyboardOfPopup(popup: ActionPopup): KeyboardPage {
  return {
    async press(key, options = {}) {
      const { text, ...rest } = CDP_KEYS[key];
      const modifiers = options.shift === true ? SHIFT : 0;
      await popup.send('Input.dispatchKeyEvent', { type: text === undefined ? 'rawKeyDown' : 'keyDown', modifiers, ...rest, ...(text === undefined ? {} : { text, unmodifiedText: text }) });
      await popup.send('Input.dispatchKeyEvent', { type: 'keyUp', modifiers, ...rest });
    },
    async type(text) {
      for (const character of text) {
        await popup.send('Input.dispatchKeyEvent', { type: 'keyDown', key: character, text: character, unmodifiedText: character });
        await popup.send('Input.dispatchKeyEvent', { type: 'keyUp', key: character });
      }
    },
    evaluate: (expression) => popup.evaluate(expression),
  };
}

const PLAYWRIGHT_KEYS: Record<Key, string> = { ...Object.fromEntries(Object.keys(CDP_KEYS).map((key) => [key, key])), Space: ' ' } as Record<Key, string>;

/** An extension page (Playwright's keyboard: real key events through the browser's input). */
export function keyboardOfPage(page: Page): KeyboardPage {
  return {
    press: (key, options = {}) => page.keyboard.press(`${options.shift === true ? 'Shift+' : ''}${PLAYWRIGHT_KEYS[key]}`),
    type: (text) => page.keyboard.type(text),
    evaluate: (expression) => page.evaluate(expression),
  };
}

const READ_FOCUSED = `(() => {
  const element = document.activeElement;
  if (element === null || element === document.body || element === document.documentElement) return null;
  const style = getComputedStyle(element);
  const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  const words = element.getAttribute('aria-label') || (element.labels && element.labels[0] ? element.labels[0].textContent : '') || element.textContent || '';
  return {
    name: words.replace(/\\s+/g, ' ').trim(),
    role: element.getAttribute('role') || element.tagName.toLowerCase(),
    focusVisible: element.matches(':focus-visible'),
    ring,
    visible: element.checkVisibility(),
  };
})()`;

export async function focused(page: KeyboardPage): Promise<Focused | null> {
  return (await page.evaluate(READ_FOCUSED)) as Focused | null;
}

const matches = (name: string, expected: string | RegExp) => (typeof expected === 'string' ? name === expected : expected.test(name));
const shown = (element: Focused | null) => (element === null ? 'nothing' : `<${element.role}> "${element.name}"`);

/**
 * The keyboard journey's record: every stop the focus made, and each one where the focus did not
 * show (no :focus-visible, no outline or shadow drawn, or an element that is not visible).
 */
export class FocusWalk {
  readonly unseen: string[] = [];
  readonly stops: string[] = [];

  constructor(private readonly maxPresses = 80) {}

  /** Notes the focused element; a stop without a visible focus indicator is a finding. */
  async note(page: KeyboardPage, where: string): Promise<Focused | null> {
    const element = await focused(page);
    this.stops.push(`${where}: ${shown(element)}`);
    if (element === null || !element.focusVisible || !element.ring || !element.visible) this.unseen.push(`${where}: ${shown(element)} shows no focus`);
    return element;
  }

  /** Presses Tab (Shift+Tab with `back`) until the control named `expected` has the focus, and checks each stop's focus shows. */
  async tabTo(page: KeyboardPage, expected: string | RegExp, where: string, back = false): Promise<void> {
    for (let presses = 0; presses < this.maxPresses; presses++) {
      await page.press('Tab', { shift: back });
      const element = await this.note(page, where);
      if (element !== null && matches(element.name, expected)) return;
    }
    throw new Error(`${where}: ${this.maxPresses} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${String(expected)}; the stops were:\n${this.stops.slice(-this.maxPresses).join('\n')}`);
  }

  /** Waits until the page has put the focus on the `role` element named `expected` (a view's heading, after a key opened it), and checks it shows. */
  async landsOn(page: KeyboardPage, role: string, expected: string | RegExp, where: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const element = await focused(page);
      if (element !== null && element.role === role && matches(element.name, expected)) break;
      if (Date.now() > deadline) throw new Error(`${where}: the focus stayed on ${shown(element)}, never on <${role}> ${String(expected)}`);
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
    }
    await this.note(page, where);
  }

  /** Presses a key and checks the focus lands on the control named `expected`, with its focus showing. */
  async pressTo(page: KeyboardPage, key: Key, expected: string | RegExp, where: string): Promise<void> {
    await page.press(key);
    const element = await this.note(page, where);
    if (element === null || !matches(element.name, expected)) throw new Error(`${where}: ${key} left the focus on ${shown(element)}, not ${String(expected)}`);
  }
}
