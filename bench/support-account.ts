import type { Page } from 'playwright-core';
import type { Result } from '../src/platform/messaging/errors';
import type { Envelope, PageKind, PayloadOf, ResponseOf } from '../src/app/protocol';
import type { StateSnapshot } from '../src/app/state';
import { TEST_PASSWORD, uniqueEmail } from '../tests/e2e/support/options-page';
import type { StoreId } from '../dev/demo-store';
import { benchProducts } from './support-products';
import { waitUntil } from './support';
import { ALERT_RULE_STATE_PREFIX } from '../src/platform/state/storage-keys';

/** Sends a page-to-background request from an extension page, as the popup does; throws on an error answer. */
export async function request<K extends PageKind>(page: Page, kind: K, payload: PayloadOf<K>): Promise<ResponseOf<K>> {
  const envelope: Envelope = { kind, payload };
  const answer = await page.evaluate((message) => chrome.runtime.sendMessage<Envelope, Result<ResponseOf<K>>>(message), envelope);
  if (!answer.ok) throw new Error(`${kind} failed: ${answer.error.code} ${answer.error.message}`);
  return answer.data;
}

export const stateOf = (page: Page) => request(page, 'page:get-state', {});

function synced({ state }: StateSnapshot, listCount: number, itemsPerList: number): boolean {
  const lists = state.lists ?? [];
  return (
    state.profile?.pendingWrites === false &&
    lists.length === listCount &&
    lists.every((list) => !list.pendingWrites) &&
    lists.every((list) => {
      const items = state.items[list.id];
      return items?.length === itemsPerList && items.every((item) => !item.pendingWrites);
    })
  );
}

export interface FilledAccount {
  listIds: string[];
  /** Each list's item ids, in the order they were saved. */
  itemIds: Map<string, string[]>;
  setupMs: number;
}

/**
 * Signs up a new account from `page` (an extension page), then fills `lists` lists (the default
 * one and the rest created) with `itemsPerList` demo-store products each, through the worker's own
 * messages, and waits until all of it is synced with the server. `originOf` puts each product on
 * its own store (see benchProducts).
 */
export async function fillAccount(
  page: Page,
  storeOrigins: readonly string[],
  { lists, itemsPerList, originOf }: { lists: number; itemsPerList: number; originOf?: (store: StoreId) => string },
): Promise<FilledAccount> {
  const started = performance.now();
  // The Auth emulator on a busy machine now and then drops a request: try the sign-up again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await request(page, 'page:sign-up', { email: uniqueEmail('bench'), password: TEST_PASSWORD });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`sign-up attempt ${attempt} failed (${String(error)}), trying again`);
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 1_000));
    }
  }
  await waitUntil('the default list', async () => ((await stateOf(page)).state.lists?.length ?? 0) === 1, 30_000);
  for (let list = 2; list <= lists; list += 1) await request(page, 'page:create-list', { name: `Wish list ${list}` });
  await waitUntil(`${lists} lists`, async () => ((await stateOf(page)).state.lists?.length ?? 0) === lists, 30_000);
  const listIds = ((await stateOf(page)).state.lists ?? []).map((list) => list.id);

  const products = benchProducts(storeOrigins, lists * itemsPerList, originOf);
  const itemIds = new Map<string, string[]>();
  for (const [index, listId] of listIds.entries()) {
    const saves = products.slice(index * itemsPerList, (index + 1) * itemsPerList).map((product) => ({ listId, product }));
    const ids = await page.evaluate(async (payloads) => {
      const saved: string[] = [];
      for (const payload of payloads) {
        const answer = await chrome.runtime.sendMessage<Envelope<'page:save-item'>, Result<{ id: string }>>({
          kind: 'page:save-item',
          payload,
        });
        if (!answer.ok) throw new Error(answer.error.message);
        saved.push(answer.data.id);
      }
      return saved;
    }, saves);
    itemIds.set(listId, ids);
    // One list at a time: the worker falls far behind with all 1,000 writes waiting at once.
    await waitUntil(
      `the items of list ${index + 1} synced`,
      async () => (await stateOf(page)).state.items[listId]?.filter((item) => !item.pendingWrites).length === itemsPerList,
      300_000,
    );
    console.log(`list ${index + 1} of ${lists} synced at ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  let last: StateSnapshot | undefined;
  await waitUntil('every list and item synced', async () => synced((last = await stateOf(page)), lists, itemsPerList), 60_000).catch(
    (error: unknown) => {
      const state = last?.state;
      const items = Object.values(state?.items ?? {}).flat();
      console.error({
        profilePending: state?.profile?.pendingWrites,
        lists: state?.lists?.length,
        listsPending: state?.lists?.filter((list) => list.pendingWrites).length,
        itemsPerList: Object.values(state?.items ?? {}).map((list) => list.length),
        itemsPending: items.filter((item) => item.pendingWrites).length,
      });
      throw error;
    },
  );
  await waitForFirstSightEvaluations(page, lists * itemsPerList);
  console.log(`every item's alert rules evaluated once at ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { listIds, itemIds, setupMs: performance.now() - started };
}

/**
 * Waits until the worker has evaluated each saved item's alert rules once. It does so as items
 * arrive, one item at a time with a history read each, and stores a rule state per item: for
 * 1,000 items it ended 32-34 s after the last list synced (bench:popup, 27 November 2026). Until
 * then its thread, in the pages' process, is busy with work a shopper meets only after saving many
 * items at once, and a bench measuring a page would measure that too.
 */
async function waitForFirstSightEvaluations(page: Page, items: number): Promise<void> {
  await waitUntil(
    `the first alert evaluation of ${items} items`,
    () =>
      page.evaluate(
        async ({ prefix, expected }) => (await chrome.storage.local.getKeys()).filter((key) => key.startsWith(prefix)).length >= expected,
        { prefix: ALERT_RULE_STATE_PREFIX, expected: items },
      ),
    300_000,
  );
}
