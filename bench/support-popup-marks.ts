/** In a popup opened by the benches: its paint and load marks, once the frame with state has painted. */
export const READ_POPUP_TIMING = `new Promise((resolve) => {
  const read = () => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const state = performance.getEntriesByName('cartwatch:first-paint')[0];
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
    if (fcp && state) resolve({
      source: document.documentElement.dataset.firstPaint,
      fcp: fcp.startTime,
      firstStateFrame: state.startTime,
      documentReceived: performance.getEntriesByType('navigation')[0]?.responseEnd ?? null,
      htmlParsed: performance.getEntriesByType('navigation')[0]?.domInteractive ?? null,
      scriptStart: at('cartwatch:script-start'),
      cacheRead: at('cartwatch:cache-read'),
    });
    else setTimeout(read, 20);
  };
  read();
})`;

/** In any page: its first contentful paint, once there is one. */
export const READ_FCP = `new Promise((resolve) => {
  const read = () => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    if (fcp) resolve(fcp.startTime);
    else setTimeout(read, 20);
  };
  read();
})`;
