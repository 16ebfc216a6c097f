// The popup benches' static control for the Lists tab: a list's rows as plain HTML in a popup of
// the same geometry, shown by a click on a tab (one line of script), then scrolled. What clicking
// to rows and scrolling them cost in this browser with no framework, no state and no virtualising.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductToSave } from '../src/features/saving/model/product-to-save';

export const STATIC_LIST_POPUP = 'bench-static-list-popup.html';
/** Extension pages run no inline script (MV3's content security policy): the tab's click handler is a file. */
const STATIC_LIST_SCRIPT = 'bench-static-list-popup.js';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The Lists tab's row height (ITEM_ROW_HEIGHT in src/features/lists/popup/item-row.tsx). */
const ROW_HEIGHT = 98;

/**
 * The same geometry as the Lists tab (320 px scroller, 98 px rows, a 48 px image and lines of text),
 * with the products of the list the popup shows: their own images, loaded lazily as in the tab, and
 * the tab's scroller styles. Every row is in the document from the start, hidden with the list until
 * the tab (`#tab-lists`, as ours) is clicked: a click only shows them, as ours only shows the tab
 * rendered ahead.
 */
function staticListPopup(products: readonly ProductToSave[]): string {
  const rows = products.map(
    (product, index) =>
      `<div class="virtual-row" style="top:${index * ROW_HEIGHT}px;height:${ROW_HEIGHT}px"><img src="${escapeHtml(product.image ?? '')}" width="48" height="48" alt="" loading="lazy" referrerpolicy="no-referrer">` +
      `<div><b>${escapeHtml(product.name)}</b><br><span>$${product.price?.toFixed(2) ?? ''} · 127.0.0.1 · added 2 minutes ago</span></div></div>`,
  );
  return `<!doctype html><html><head><style>
body { width: 380px; font: 14px system-ui; margin: 0; }
#tab-lists { display: block; height: 40px; margin: 50px 0 50px; }
.virtual-list { position: relative; height: 320px; overflow-y: auto; will-change: scroll-position; overscroll-behavior: contain; }
.virtual-spacer { position: relative; height: ${products.length * ROW_HEIGHT}px; }
.virtual-row { position: absolute; left: 0; right: 0; contain: strict; display: flex; gap: 0.6rem; align-items: center; border-bottom: 1px solid #ddd; }
</style><script src="${STATIC_LIST_SCRIPT}" defer></script></head><body><button id="tab-lists" type="button">Lists</button>` +
    `<div class="virtual-list" hidden><div class="virtual-spacer">${rows.join('')}</div></div></body></html>`;
}

/** Writes the control popup (STATIC_LIST_POPUP) and its script into the extension's directory. */
export function writeStaticListPopup(extensionDir: string, products: readonly ProductToSave[]): void {
  writeFileSync(join(extensionDir, STATIC_LIST_POPUP), staticListPopup(products));
  writeFileSync(
    join(extensionDir, STATIC_LIST_SCRIPT),
    `document.getElementById('tab-lists').addEventListener('click', () => { document.querySelector('.virtual-list').hidden = false; });\n`,
  );
}
