/**
 * The pages' browser API is webextension-polyfill (the runtime connector loads it already, so this
 * costs no bytes). It is imported when first used, so components load in tests without an extension.
 */
const polyfill = () => import('webextension-polyfill').then((module) => module.default);

export function openOptionsPage(): void {
  void polyfill().then((browser) => browser.runtime.openOptionsPage());
}

/** Opens a page in a new tab, next to the shopper's current one. */
export function openTab(url: string): void {
  void polyfill().then((browser) => browser.tabs.create({ url }));
}

/** Gives host access back. Removing shows no prompt, so it needs no user gesture and may wait for the polyfill. */
export function removeOrigins(origins: string[]): Promise<boolean> {
  return polyfill()
    .then((browser) => browser.permissions.remove({ origins }))
    .catch(() => false);
}
