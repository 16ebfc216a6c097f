import { describe, expect, it, vi } from 'vitest';
import { trackingHandlers } from '../../../../../src/features/tracking/worker/tracking-handlers';
import { createAppRouter } from '../../../../../src/app/worker/router';
import type { Handlers } from '../../../../../src/app/protocol';
import { accessToEveryList } from '../../../support/routed';
import type { MessageSenderInfo } from '../../../../../src/platform/messaging/sender';
import { CartwatchError } from '../../../../../src/platform/messaging/errors';
import { incomingMessages } from '../../../../../src/app/protocol';

const self = { id: 'cartwatch-id', origin: 'chrome-extension://cartwatch-id/' };
const popup: MessageSenderInfo = { id: self.id, url: `${self.origin}src/pages/popup/index.html` };
const contentScript: MessageSenderInfo = { id: self.id, url: 'https://shop.example/p/1', tab: { id: 7 }, frameId: 0 };
const otherExtension: MessageSenderInfo = { id: 'someone-else', url: 'chrome-extension://someone-else/page.html' };

function setup() {
  const engine = { checkNow: vi.fn(() => Promise.resolve()), checkAll: vi.fn(() => Promise.resolve(12)) };
  const others = Object.fromEntries(Object.keys(incomingMessages).map((kind) => [kind, vi.fn()])) as unknown as Handlers;
  const router = createAppRouter({ ...others, ...trackingHandlers(engine) }, self, accessToEveryList('ana'), vi.fn());
  return { engine, router };
}

describe('check now', () => {
  it('queues the item and answers null', async () => {
    const { router, engine } = setup();
    expect(await router.handle({ kind: 'page:check-now', payload: { listId: 'L1', itemId: 'I1' } }, popup)).toEqual({ ok: true, data: null });
    expect(engine.checkNow).toHaveBeenCalledWith('L1', 'I1');
  });

  it("passes the engine's refusal on: no access to the store", async () => {
    const { router, engine } = setup();
    engine.checkNow.mockRejectedValueOnce(new CartwatchError('no-store-access', 'Cartwatch may not visit shop.example.'));
    expect(await router.handle({ kind: 'page:check-now', payload: { listId: 'L1', itemId: 'I1' } }, popup)).toMatchObject({
      ok: false,
      error: { code: 'no-store-access' },
    });
  });

  it.each([
    ['a content script', contentScript],
    ['another extension', otherExtension],
  ])('rejects %s as the sender', async (_who, sender) => {
    const { router, engine } = setup();
    expect(await router.handle({ kind: 'page:check-now', payload: { listId: 'L1', itemId: 'I1' } }, sender)).toMatchObject({
      error: { code: 'forbidden-sender' },
    });
    expect(engine.checkNow).not.toHaveBeenCalled();
  });

  it.each([
    ['a missing item id', { listId: 'L1' }],
    ['a path in the list id', { listId: 'lists/L1', itemId: 'I1' }],
    ['a non-string item id', { listId: 'L1', itemId: 7 }],
    ['an over-long item id', { listId: 'L1', itemId: 'x'.repeat(41) }],
    ['an extra field', { listId: 'L1', itemId: 'I1', url: 'https://evil.example/' }],
  ])('refuses a payload with %s', async (_what, payload) => {
    const { router, engine } = setup();
    expect(await router.handle({ kind: 'page:check-now', payload }, popup)).toMatchObject({ error: { code: 'invalid-payload' } });
    expect(engine.checkNow).not.toHaveBeenCalled();
  });
});

describe('check all', () => {
  it('answers how many items were queued', async () => {
    const { router } = setup();
    expect(await router.handle({ kind: 'page:check-all', payload: {} }, popup)).toEqual({ ok: true, data: { queued: 12 } });
  });

  it('rejects a content-script sender and any payload field', async () => {
    const { router, engine } = setup();
    expect(await router.handle({ kind: 'page:check-all', payload: {} }, contentScript)).toMatchObject({ error: { code: 'forbidden-sender' } });
    expect(await router.handle({ kind: 'page:check-all', payload: { store: 'x' } }, popup)).toMatchObject({ error: { code: 'invalid-payload' } });
    expect(engine.checkAll).not.toHaveBeenCalled();
  });
});
