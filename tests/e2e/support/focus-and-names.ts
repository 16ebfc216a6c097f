/**
 * Two checks to evaluate in a page, as source text (see overflow.ts for why):
 *
 * FIND_CLIPPED_FOCUS: every control that can take the focus and is wholly in view within its
 * clipping ancestors (overflow other than visible, or paint containment) keeps room for its focus
 * ring there (the ring's width and offset, 4 px, on every side); a control scrolled partly out of a
 * list is not counted, its ring is meant to be cut, and one at the edge of a scrolling area counts
 * as the keyboard reaches it: focused, and so scrolled clear of the area's scroll-padding.
 *
 * FIND_SHARED_ROW_NAMES: in the Lists tab's rows, controls that show the same words have different
 * accessible names ("Check now for “Lamp”", "… “Tent”"), so a screen reader's list of buttons and
 * voice control tell them apart.
 */
export const FIND_CLIPPED_FOCUS = `(() => {
  const RING = 4;
  const findings = [];
  const clips = (style) => style.overflowX !== 'visible' || style.overflowY !== 'visible' || /paint|strict|content/.test(style.contain);
  const scrolls = (style) => /auto|scroll/.test(style.overflowX + ' ' + style.overflowY);
  /** The ancestor that cuts the element's ring, while the element itself is wholly in view; else null. */
  const cutting = (element) => {
    const box = element.getBoundingClientRect();
    for (let ancestor = element.parentElement; ancestor && ancestor !== document.documentElement; ancestor = ancestor.parentElement) {
      if (!clips(getComputedStyle(ancestor))) continue;
      const clip = ancestor.getBoundingClientRect();
      const inside = box.left >= clip.left && box.right <= clip.right && box.top >= clip.top && box.bottom <= clip.bottom;
      if (!inside) return null;
      const ring = box.left - RING >= clip.left - 0.5 && box.right + RING <= clip.right + 0.5 && box.top - RING >= clip.top - 0.5 && box.bottom + RING <= clip.bottom + 0.5;
      if (!ring) return ancestor;
    }
    return null;
  };
  /**
   * Where the keyboard reaches it: a control at the edge of a scrolling area is scrolled clear of
   * the area's scroll-padding when it takes the focus. It is focused, measured, and the scroll
   * positions and the focus put back as they were.
   */
  const cuttingWhenFocused = (element) => {
    const scrollers = [];
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) scrollers.push([ancestor, ancestor.scrollLeft, ancestor.scrollTop]);
    const active = document.activeElement;
    element.focus();
    const cut = document.activeElement === element ? cutting(element) : null;
    for (const [ancestor, left, top] of scrollers) ancestor.scrollTo(left, top);
    if (active instanceof HTMLElement) active.focus({ preventScroll: true });
    return cut;
  };
  const focusable = document.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])');
  for (const element of focusable) {
    if (!element.checkVisibility() || element.closest('.visually-hidden')) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    let cut = cutting(element);
    if (cut !== null && scrolls(getComputedStyle(cut))) cut = cuttingWhenFocused(element);
    if (cut !== null) {
      const name = element.getAttribute('aria-label') || element.textContent.trim().slice(0, 40);
      findings.push('the focus ring of <' + element.tagName.toLowerCase() + '> "' + name + '" is cut by <' + cut.tagName.toLowerCase() + '.' + String(cut.className).trim().split(/\\s+/).join('.') + '>');
    }
  }
  return findings;
})()`;

export const FIND_SHARED_ROW_NAMES = `(() => {
  const byWords = new Map();
  for (const control of document.querySelectorAll('.virtual-row button, .virtual-row a[href]')) {
    if (!control.checkVisibility()) continue;
    // The words it shows: without what only screen readers read.
    const shown = control.cloneNode(true);
    for (const hidden of shown.querySelectorAll('.visually-hidden, [aria-hidden="true"]')) hidden.remove();
    const words = shown.textContent.replace(/\\s+/g, ' ').trim();
    if (words === '') continue;
    const name = (control.getAttribute('aria-label') || control.textContent).replace(/\\s+/g, ' ').trim();
    if (!byWords.has(words)) byWords.set(words, []);
    byWords.get(words).push(name);
  }
  const findings = [];
  for (const [words, names] of byWords) {
    if (new Set(names).size < names.length) findings.push('row controls showing "' + words + '" share a name: ' + names.join(' | '));
  }
  return findings;
})()`;
