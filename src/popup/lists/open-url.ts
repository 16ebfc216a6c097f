/** Opens a product page in a new tab, next to the shopper's current one. */
export function openInNewTab(url: string): void {
  void chrome.tabs.create({ url });
}

/** Only web pages are opened: item URLs come from other list members too. */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
