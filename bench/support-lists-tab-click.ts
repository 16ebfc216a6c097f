// The popup benches' click on the Lists tab, timed from the click event to the frame after the one
// that first shows visible rows.
import type { ActionPopup } from '../tests/e2e/support/action-popup';

export interface ListsTabPaint {
  /** From the click event's time stamp to the frame after the one that first showed rows (visible ones). */
  clickToPaintMs: number;
  rows: number;
}

export const CENTRE_OF = (selector: string) => `(() => {
  const element = document.querySelector(${JSON.stringify(selector)});
  if (!element) return null;
  const box = element.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
})()`;

/** Waits for the next click, then for the frame that shows rows; the message after it runs once that frame is painted. */
const ARM_LISTS_TAB_PAINT = `(() => {
  globalThis.benchListsTabPaint = new Promise((resolve) => {
    document.addEventListener('click', (event) => {
      const clickedAt = event.timeStamp;
      const frame = () => {
        // Rows rendered ahead in the hidden tab do not count: only rows the shopper can see.
        const rows = [...document.querySelectorAll('.virtual-row')].filter((row) => row.checkVisibility()).length;
        if (rows === 0) return requestAnimationFrame(frame);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ clickToPaintMs: performance.now() - clickedAt, rows });
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(frame);
    }, { capture: true, once: true });
  });
  return true;
})()`;

async function click(popup: ActionPopup, at: { x: number; y: number }): Promise<void> {
  const mouse = { x: at.x, y: at.y, button: 'left', clickCount: 1 };
  await popup.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...mouse });
  await popup.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...mouse });
}

/** Clicks the popup's Lists tab as a shopper does (CDP Input) and times it to the frame that shows visible rows. */
export async function openListsTab(popup: ActionPopup): Promise<ListsTabPaint> {
  const tab = (await popup.evaluate(CENTRE_OF('#tab-lists'))) as { x: number; y: number } | null;
  if (tab === null) throw new Error('The popup shows no Lists tab.');
  await popup.evaluate(ARM_LISTS_TAB_PAINT);
  await click(popup, tab);
  return (await popup.evaluate('globalThis.benchListsTabPaint')) as ListsTabPaint;
}
