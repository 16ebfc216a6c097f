const SETTLE_MS = 400;
const MAX_WAIT_MS = 2_000;

/**
 * Calls back when the address changes without a page load (single-page shops), once the page has
 * stopped changing for a moment, or after two seconds at most on pages that never stop.
 * Returns a function that stops watching.
 */
export function watchInPageNavigation(onNavigate: () => void): () => void {
  let detectedUrl = location.href;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let firstChangeAt = 0;

  const check = (): void => {
    if (location.href === detectedUrl) return;
    const now = Date.now();
    if (settleTimer === undefined) firstChangeAt = now;
    clearTimeout(settleTimer);
    const wait = Math.max(0, Math.min(SETTLE_MS, firstChangeAt + MAX_WAIT_MS - now));
    settleTimer = setTimeout(() => {
      settleTimer = undefined;
      detectedUrl = location.href;
      onNavigate();
    }, wait);
  };

  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true });
  addEventListener('popstate', check);
  return () => {
    observer.disconnect();
    removeEventListener('popstate', check);
    clearTimeout(settleTimer);
  };
}
