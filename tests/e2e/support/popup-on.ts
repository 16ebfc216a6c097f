import type { Page } from 'playwright-core';
import { ActionPopup } from './action-popup';
import type { LoadedExtension } from './extension';

/** Opens `url` in a new tab and the real toolbar popup on it. */
export async function popupOn(browser: LoadedExtension, url: string): Promise<{ popup: ActionPopup; page: Page }> {
  const page = await browser.context.newPage();
  await page.goto(url);
  return { popup: await ActionPopup.openOn(browser.context, browser.extensionId, page), page };
}
