import type { Page } from 'playwright-core';
import type { Result } from '../../../src/platform/messaging/errors';
import type { Envelope, PageKind, PayloadOf, ResponseOf } from '../../../src/app/protocol';
import type { AppState } from '../../../src/app/state';

/** A page-to-worker request from an extension page, as the pages send it; throws on an error answer. */
export async function request<K extends PageKind>(page: Page, kind: K, payload: PayloadOf<K>): Promise<ResponseOf<K>> {
  const envelope: Envelope = { kind, payload };
  const answer = await page.evaluate((message) => chrome.runtime.sendMessage<Envelope, Result<ResponseOf<K>>>(message), envelope);
  if (!answer.ok) throw new Error(`${kind} failed: ${answer.error.code} ${answer.error.message}`);
  return answer.data;
}

export const appStateOf = async (page: Page): Promise<AppState> => (await request(page, 'page:get-state', {})).state;

/** Waits until the worker's state satisfies `check`, and returns it. */
export async function waitForAppState(page: Page, what: string, check: (state: AppState) => boolean, timeoutMs = 30_000): Promise<AppState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await appStateOf(page);
    if (check(state)) return state;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 200));
  }
}
