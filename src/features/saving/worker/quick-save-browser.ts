import type { Browser } from 'webextension-polyfill';
import { t } from '../../../platform/browser/i18n';
import { quickSaveNotice } from './quick-save-notice';
import type { QuickSaveOutcome } from './save-current-page';

export const SAVE_MENU_ID = 'save-to-cartwatch';
export const SAVE_COMMAND = 'save-current-page';

/** Creates the "Save to Cartwatch" page menu entry (menus persist, so once per install or update). */
export function createSaveMenu(browser: Browser): void {
  browser.contextMenus.removeAll().then(
    () => browser.contextMenus.create({ id: SAVE_MENU_ID, title: t('contextMenuSave'), contexts: ['page'] }),
    (error: unknown) => console.error(error),
  );
}

/** Tells the shopper what a quick save did, as a system notification. */
export function notifyQuickSave(browser: Browser, outcome: QuickSaveOutcome): Promise<string> {
  const { title, message } = quickSaveNotice(outcome);
  return browser.notifications.create({
    type: 'basic',
    iconUrl: browser.runtime.getURL('icons/icon-128.png'),
    title,
    message,
  });
}
