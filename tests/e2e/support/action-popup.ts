import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { sayIn, type Say } from '../../locale-messages';

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

/**
 * Opens the extension's real toolbar popup on a tab (CDP Extensions.triggerAction, as a click on
 * the toolbar button: it grants activeTab) and reads what the popup shows. Needs Chromium started
 * with --enable-unsafe-extension-debugging over Playwright's debugging pipe.
 */
export class ActionPopup {
  private nextId = 1;

  private constructor(
    private readonly browserSession: CDPSession,
    private readonly targetId: string,
    private readonly sessionId: string,
  ) {}

  static async openOn(
    context: BrowserContext,
    extensionId: string,
    page: Page,
    popupPath = 'src/pages/popup/index.html',
  ): Promise<ActionPopup> {
    const browser = context.browser();
    if (browser === null) throw new Error('The popup needs a browser-level CDP session.');
    const session = await browser.newBrowserCDPSession();
    const tabs = await targets(session, 'tab');
    const tab = tabs.find((target) => target.url === page.url());
    if (!tab) throw new Error(`No tab shows ${page.url()}`);
    await session.send('Extensions.triggerAction' as never, { id: extensionId, targetId: tab.targetId } as never);

    const popupUrl = `chrome-extension://${extensionId}/${popupPath}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const popup = (await targets(session)).find((target) => target.type === 'page' && target.url === popupUrl);
      if (popup) {
        const { sessionId } = (await session.send('Target.attachToTarget' as never, {
          targetId: popup.targetId,
          flatten: false,
        } as never)) as { sessionId: string };
        return new ActionPopup(session, popup.targetId, sessionId);
      }
      if (Date.now() > deadline) throw new Error('The toolbar popup did not open.');
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
    }
  }

  /** The popup's visible text, once it contains `expected` (or the last text seen, on timeout). */
  async waitForText(expected: string | RegExp, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const text = await this.innerText();
      if (typeof expected === 'string' ? text.includes(expected) : expected.test(text)) return text;
      if (Date.now() > deadline) throw new Error(`The popup never showed ${String(expected)}; it shows:\n${text}`);
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
    }
  }

  private innerText(): Promise<string> {
    return this.evaluate('document.body.innerText').then(String);
  }

  /** Evaluates `expression` until it returns true (the UI may still be rendering) or time runs out. */
  private async retry(expression: string, timeoutMs = 10_000): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const result = await this.evaluate(expression);
      if (result === true || Date.now() > deadline) return result;
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
    }
  }

  /** Evaluates an expression in the popup (promises awaited) and returns its JSON value. */
  async evaluate(expression: string): Promise<unknown> {
    const answer = (await this.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
      result?: { value?: unknown };
    };
    return answer.result?.value;
  }

  /** Sends a CDP command to the popup's target (e.g. Input.dispatchMouseEvent) and returns its result. */
  async send(method: string, params: object = {}): Promise<unknown> {
    const id = this.nextId++;
    const answer = new Promise<unknown>((resolveAnswer) => {
      const listener = ({ message }: { message: string }) => {
        const parsed = JSON.parse(message) as { id?: number; result?: unknown };
        if (parsed.id !== id) return;
        this.browserSession.off('Target.receivedMessageFromTarget' as never, listener as never);
        resolveAnswer(parsed.result);
      };
      this.browserSession.on('Target.receivedMessageFromTarget' as never, listener as never);
    });
    await this.browserSession.send('Target.sendMessageToTarget' as never, {
      sessionId: this.sessionId,
      message: JSON.stringify({ id, method, params }),
    } as never);
    return answer;
  }

  /** Clicks the visible button named `name` (its aria-label, else its trimmed text); fails when there is none. */
  async clickButton(name: string): Promise<void> {
    const clicked = await this.retry(
      `(() => { const button = [...document.querySelectorAll('button, [role="tab"]')].find((b) => b.checkVisibility() && (b.getAttribute('aria-label') ?? b.textContent.trim()) === ${JSON.stringify(name)});
        if (!button) return false; button.click(); return true; })()`,
    );
    if (clicked !== true) throw new Error(`The popup showed no button "${name}".`);
  }

  /** Opens the menu of the Lists tab row of `item` and chooses the entry named `action` in it (words in the popup's language). */
  async chooseRowAction(item: string, action: string, say: Say = sayIn('en')): Promise<void> {
    await this.clickButton(say('itemMoreNamed', item));
    await this.clickButton(action);
  }

  /** Clicks a button as the shopper does: with user activation, which permissions.request needs. */
  async clickButtonWithGesture(name: string): Promise<void> {
    const answer = (await this.send('Runtime.evaluate', {
      expression: `(() => { const button = [...document.querySelectorAll('button')].find((b) => b.checkVisibility() && (b.getAttribute('aria-label') ?? b.textContent.trim()) === ${JSON.stringify(name)});
        if (!button) return false; button.click(); return true; })()`,
      userGesture: true,
      returnByValue: true,
    })) as { result?: { value?: unknown } };
    if (answer.result?.value !== true) throw new Error(`The popup showed no button "${name}".`);
  }

  /** Chooses an option by its text in the select labelled `label`. */
  async choose(label: string, optionText: string): Promise<void> {
    const chosen = await this.evaluate(
      `(() => { const labelled = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === ${JSON.stringify(label)});
        const select = labelled && document.getElementById(labelled.htmlFor);
        const option = select && [...select.options].find((o) => o.text === ${JSON.stringify(optionText)});
        if (!option) return false; select.value = option.value; select.dispatchEvent(new Event('change', { bubbles: true })); return true; })()`,
    );
    if (chosen !== true) throw new Error(`The popup has no option "${optionText}" under "${label}".`);
  }

  /**
   * Types `text` into the field labelled `label`, replacing what it held, as a user would. The
   * value goes through the element's own setter, as typing does: React watches the property
   * setter on the instance and would otherwise not see the change.
   */
  async fill(label: string, text: string): Promise<void> {
    const filled = await this.retry(
      `(() => { const labelled = [...document.querySelectorAll('label')].find((l) => l.checkVisibility() && l.textContent.trim() === ${JSON.stringify(label)});
        const field = labelled && document.getElementById(labelled.htmlFor);
        if (!field) return false; field.focus();
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, ${JSON.stringify(text)});
        field.dispatchEvent(new Event('input', { bubbles: true })); return true; })()`,
    );
    if (filled !== true) throw new Error(`The popup showed no field labelled "${label}".`);
  }

  /** Closes the popup, as a click outside it would. */
  async close(): Promise<void> {
    await this.browserSession.send('Target.closeTarget' as never, { targetId: this.targetId } as never);
    await this.browserSession.detach();
  }
}

async function targets(session: CDPSession, type?: string): Promise<TargetInfo[]> {
  const { targetInfos } = (await session.send('Target.getTargets' as never, (type ? { filter: [{ type }] } : {}) as never)) as {
    targetInfos: TargetInfo[];
  };
  return targetInfos;
}
