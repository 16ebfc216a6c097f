import type { Firestore } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { exportHandlers } from '../../../../../src/features/your-data/worker/export-handlers';
import { createAppRouter } from '../../../../../src/app/worker/router';
import { accessFor, routed, storeWith } from '../../../support/routed';
import type { AppState } from '../../../../../src/app/state';
import type { MessageSenderInfo } from '../../../../../src/platform/messaging/sender';
import { incomingMessages, type Handlers } from '../../../../../src/app/protocol';
import { signedInState } from '../fixtures';

const self = { id: 'cartwatch-id', origin: 'chrome-extension://cartwatch-id/' };
const options: MessageSenderInfo = { id: self.id, url: `${self.origin}src/pages/options/index.html` };
const contentScript: MessageSenderInfo = { id: self.id, url: 'https://shop.example/p/1', tab: { id: 7 }, frameId: 0 };

function setup() {
  const handlers = Object.fromEntries(Object.keys(incomingMessages).map((kind) => [kind, vi.fn(() => null)])) as unknown as Handlers;
  return { handlers, router: createAppRouter(handlers, self, accessFor('ana', { family: 'editor' }), vi.fn()) };
}

describe('page:export-begin and page:export-items', () => {
  it('pass a page’s requests to their handlers', async () => {
    const { router, handlers } = setup();
    expect(await router.handle({ kind: 'page:export-begin', payload: {} }, options)).toEqual({ ok: true, data: null });
    expect(await router.handle({ kind: 'page:export-items', payload: { listId: 'family', offset: 25 } }, options)).toEqual({ ok: true, data: null });
    expect(handlers['page:export-items']).toHaveBeenCalledWith({ listId: 'family', offset: 25 }, expect.anything());
  });

  it.each(['page:export-begin', 'page:export-items'] as const)('%s rejects a content-script sender', async (kind) => {
    const { router, handlers } = setup();
    const payload = kind === 'page:export-begin' ? {} : { listId: 'family', offset: 0 };
    expect(await router.handle({ kind, payload }, contentScript)).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    expect(handlers[kind]).not.toHaveBeenCalled();
  });

  it.each([
    ['a negative offset', { listId: 'family', offset: -1 }],
    ['a fractional offset', { listId: 'family', offset: 1.5 }],
    ['an offset past a full list', { listId: 'family', offset: 1001 }],
    ['a list id with a slash', { listId: 'a/b', offset: 0 }],
    ['an extra field', { listId: 'family', offset: 0, all: true }],
  ])('page:export-items refuses %s', async (_what, payload) => {
    const { router, handlers } = setup();
    expect(await router.handle({ kind: 'page:export-items', payload }, options)).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(handlers['page:export-items']).not.toHaveBeenCalled();
  });
});

describe('the export handlers', () => {
  const context = { sender: options };
  const handlersIn = (state: AppState) =>
    routed(exportHandlers({} as Firestore, () => state), storeWith(() => state), () => (state.account.status === 'signed-in' ? state.account.uid : null));

  it('refuse while signed out', async () => {
    const handlers = handlersIn(signedInState({ account: { status: 'signed-out' } }));
    await expect(handlers['page:export-begin']({}, context)).rejects.toMatchObject({ code: 'not-signed-in' });
  });

  it('refuse offline: the cache holds only part of the histories and the feed', async () => {
    const handlers = handlersIn(signedInState({ network: 'offline' }));
    await expect(handlers['page:export-begin']({}, context)).rejects.toMatchObject({ code: 'offline' });
    await expect(handlers['page:export-items']({ listId: 'family', offset: 0 }, context)).rejects.toMatchObject({ code: 'offline' });
  });

  it('refuse a list the shopper is not a member of', async () => {
    const handlers = handlersIn(signedInState());
    await expect(handlers['page:export-items']({ listId: 'someoneElses', offset: 0 }, context)).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('page:import-items', () => {
  const item = {
    id: 'old1', name: 'Lamp', brand: null, image: null, url: 'https://shop.example/p/1', productKey: 'shop.example/p/1', store: 'shop.example',
    price: 10, currency: 'EUR', listPrice: null, savedPrice: 12, availability: 'in-stock', sku: null, gtin: null, method: 'json-ld',
    confidence: 0.9, note: '', quantity: 1, status: 'wanted',
  };

  it('passes a page’s items to its handler', async () => {
    const { router, handlers } = setup();
    expect(await router.handle({ kind: 'page:import-items', payload: { listId: 'family', items: [item] } }, options)).toEqual({ ok: true, data: null });
    expect(handlers['page:import-items']).toHaveBeenCalledWith({ listId: 'family', items: [item] }, expect.anything());
  });

  it('rejects a content-script sender', async () => {
    const { router, handlers } = setup();
    expect(await router.handle({ kind: 'page:import-items', payload: { listId: 'family', items: [item] } }, contentScript)).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    expect(handlers['page:import-items']).not.toHaveBeenCalled();
  });

  it.each([
    ['no items', []],
    ['21 items', Array.from({ length: 21 }, () => item)],
    ['an item with a history', [{ ...item, history: [] }]],
    ['a javascript: address', [{ ...item, url: 'javascript:alert(1)' }]],
    ['a price without a currency', [{ ...item, currency: null }]],
    ['an empty store', [{ ...item, store: '' }]],
    ['a status of its own', [{ ...item, status: 'stolen' }]],
  ])('refuses %s', async (_what, items) => {
    const { router, handlers } = setup();
    expect(await router.handle({ kind: 'page:import-items', payload: { listId: 'family', items } }, options)).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(handlers['page:import-items']).not.toHaveBeenCalled();
  });
});
