/**
 * Finds what does not fit on a page: an expression to evaluate in it (`page.evaluate(FIND_OVERFLOW)`),
 * written as source text so that no build step adds helpers the page does not have. It reports
 * - the page scrolling sideways;
 * - an element sticking out of the window's right or left edge;
 * - an element whose content is wider than its box and spills out (overflow visible), or is cut off
 *   (overflow hidden or clip) without an ellipsis;
 * - an ellipsis whose full text is nowhere to be had: neither in a `title` (on it or an ancestor) nor
 *   in an accessible name (`aria-label`).
 * Scrolling containers (overflow auto or scroll) are allowed to hold more than they show; form
 * controls, pictures and the visually hidden are left out. Each finding names the element and says
 * by how many pixels.
 */
export const FIND_OVERFLOW = `(() => {
  const SLACK = 1;
  const findings = [];
  const root = document.documentElement;
  const viewport = root.clientWidth;
  const describe = (element) => {
    const id = element.id ? \`#\${element.id}\` : '';
    const classes = typeof element.className === 'string' && element.className.trim() !== '' ? \`.\${element.className.trim().split(/\\s+/).join('.')}\` : '';
    const text = (element.textContent ?? '').replace(/\\s+/g, ' ').trim().slice(0, 60);
    return \`<\${element.tagName.toLowerCase()}\${id}\${classes}> "\${text}"\`;
  };
  if (root.scrollWidth > viewport + SLACK) findings.push(\`the page scrolls sideways: \${root.scrollWidth} px of content in \${viewport} px\`);

  const skipped = (element) =>
    element.closest('.visually-hidden, svg, [aria-hidden="true"]') !== null ||
    ['INPUT', 'SELECT', 'TEXTAREA', 'IMG', 'OPTION', 'PROGRESS', 'BR'].includes(element.tagName);

  for (const element of document.body.querySelectorAll('*')) {
    if (skipped(element) || !element.checkVisibility()) continue;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (style.position !== 'fixed' && (box.right > viewport + SLACK || box.left < -SLACK)) {
      findings.push(\`\${describe(element)} sticks out of the window (\${Math.round(box.left)} to \${Math.round(box.right)} px of \${viewport})\`);
      continue;
    }
    if (style.display === 'inline' || style.display === 'contents') continue;
    const spill = element.scrollWidth - element.clientWidth;
    if (spill <= SLACK || element.clientWidth === 0) continue;
    const overflowX = style.overflowX;
    if (overflowX === 'auto' || overflowX === 'scroll') continue;
    if (overflowX === 'visible') {
      // Name the descendant that reaches furthest out, which is what to fix.
      let widest = null;
      for (const inner of element.querySelectorAll('*')) {
        if (skipped(inner) || !inner.checkVisibility()) continue;
        const right = inner.getBoundingClientRect().right;
        if (right > box.right + SLACK && (widest === null || right > widest.right)) widest = { inner, right };
      }
      findings.push(\`\${describe(element)} spills \${spill} px out of its box\${widest === null ? '' : \`: \${describe(widest.inner)}\`}\`);
      continue;
    }
    if (style.textOverflow !== 'ellipsis') {
      findings.push(\`\${describe(element)} cuts \${spill} px off without an ellipsis\`);
      continue;
    }
    const text = (element.textContent ?? '').replace(/\\s+/g, ' ').trim();
    const carriers = [element.closest('[title]')?.getAttribute('title'), element.closest('[aria-label]')?.getAttribute('aria-label')];
    if (!carriers.some((carrier) => carrier !== null && carrier !== undefined && carrier.replace(/\\s+/g, ' ').includes(text))) {
      findings.push(\`\${describe(element)} ends in an ellipsis with its full text nowhere (no title or aria-label holds it)\`);
    }
  }
  return findings;
})()`;
