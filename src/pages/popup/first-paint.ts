/** Marks the first frame painted with state, for the popup benchmark and the end-to-end tests. */
export function markFirstPaint(source: 'cache' | 'live' | null): void {
  requestAnimationFrame(() => {
    document.documentElement.dataset.firstPaint = source ?? 'none';
    performance.mark('cartwatch:first-paint', { detail: { source } });
  });
}
