export interface OpenAlertsApis {
  /** chrome.action.openPopup, where the browser has it and allows it now. */
  openPopup?: () => Promise<void>;
  /** action.setPopup: the page the toolbar button opens. */
  setPopup(path: string): Promise<void>;
  createTab(url: string): Promise<unknown>;
  /** runtime.getURL. */
  pageUrl(path: string): string;
}

const POPUP_PAGE = 'src/pages/popup/index.html';

/** Opens the popup's Alerts tab: the popup itself where the browser allows it, else the popup page in a tab at `#alerts`. */
export async function openAlerts(apis: OpenAlertsApis): Promise<void> {
  if (apis.openPopup !== undefined) {
    // openPopup opens the manifest's page, so for this one opening the page is the Alerts tab's address.
    await apis.setPopup(`${POPUP_PAGE}#alerts`);
    try {
      await apis.openPopup();
      return;
    } catch {
      // No focused window, or no user gesture in this browser version: the page in a tab instead.
    } finally {
      await apis.setPopup(POPUP_PAGE);
    }
  }
  await apis.createTab(`${apis.pageUrl(POPUP_PAGE)}#alerts`);
}
