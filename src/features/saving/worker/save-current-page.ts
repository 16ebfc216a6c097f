import type { ListItem } from '../../lists';
import { defaultList, type ListSummary } from '../../lists';
import { productKeyOf } from '../../detection';
import { pageToSave, productToSave } from '../model/product-to-save';
import type { PageDetection } from '../../detection';
import type { AppState } from '../../../app/state';
import type { ItemWriter } from '../../lists/worker';
import type { TabInfo } from '../../detection/worker';

/** What happened when the shopper saved a page from the context menu or the keyboard shortcut. */
export type QuickSaveOutcome =
  | { result: 'saved'; name: string; list: ListSummary; waitingToSync: boolean }
  | { result: 'already-saved'; name: string; list: ListSummary }
  | { result: 'not-signed-in' }
  | { result: 'no-list' }
  | { result: 'unsupported' }
  | { result: 'failed'; message: string };

export interface QuickSaveDeps {
  state: () => AppState;
  detect: (tab: TabInfo) => Promise<PageDetection>;
  writer: ItemWriter;
}

/** Saves the page in `tab` to the shopper's default list: the detected product, or the page itself. */
export async function saveCurrentPage(deps: QuickSaveDeps, tab: TabInfo | undefined): Promise<QuickSaveOutcome> {
  const state = deps.state();
  if (state.account.status !== 'signed-in') return { result: 'not-signed-in' };
  const list = defaultList(state.lists ?? [], state.profile?.listOrder ?? []);
  if (list === null) return { result: 'no-list' };
  if (tab === undefined) return { result: 'unsupported' };

  const detection = await deps.detect(tab);
  if (detection.status === 'unsupported') return { result: 'unsupported' };
  const product =
    detection.status === 'found' ? productToSave(detection, detection.product) : pageToSave(detection);

  const key = productKeyOf(product.url);
  const existing = deps.state().items[list.id]?.find((item: ListItem) => item.productKey === key);
  if (existing !== undefined) return { result: 'already-saved', name: existing.name, list };
  try {
    deps.writer.save(list.id, product, { readAt: detection.status === 'found' ? detection.pageTime : null });
  } catch (error) {
    return { result: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  return { result: 'saved', name: product.name, list, waitingToSync: deps.state().network === 'offline' };
}
