const SETTLE_MS = 400;
const MAX_WAIT_MS = 2_000;

/**
 * Calls back when the page changed without a page load, once it has stopped changing for a moment,
 * or after two seconds at most on pages that never stop: always when the address changed
 * (single-page shops), and for any change while `watchContent()` says so (a product shown, whose
 * price may be rendered again). `changedAt` is the first change of the batch: what changed did so
 * at that time or after it. Returns a function that stops watching.
 */
export function watchInPageNavigation(onChange: (changedAt: number) => void, watchContent: () => boolean): () => void {
  let detectedUrl = location.href;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let firstChangeAt = 0;

  const check = (): void => {
    if (location.href === detectedUrl && !watchContent()) return;
    const now = Date.now();
    if (settleTimer === undefined) firstChangeAt = now;
    clearTimeout(settleTimer);
    const wait = Math.max(0, Math.min(SETTLE_MS, firstChangeAt + MAX_WAIT_MS - now));
    settleTimer = setTimeout(() => {
      settleTimer = undefined;
      detectedUrl = location.href;
      onChange(firstChangeAt);
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
