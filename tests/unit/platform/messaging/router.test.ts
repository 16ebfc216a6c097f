import { NO_ALERTS } from '../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../src/features/tracking/model/tracking';
import { describe, expect, it, vi } from 'vitest';
import { CartwatchError } from '../../../../src/platform/messaging/errors';
import { createAppRouter } from '../../../../src/app/worker/router';
import type { Handlers } from '../../../../src/app/protocol';
import { accessFor, accessToEveryList } from '../../support/routed';
import type { MessageSenderInfo } from '../../../../src/platform/messaging/sender';
import type { DetectedProduct } from '../../../../src/features/detection/model/product';
import { incomingMessages } from '../../../../src/app/protocol';
import type { StateSnapshot } from '../../../../src/app/state';
import { EMPTY_SHARING } from '../../../../src/features/sharing/model/sharing';

const self = { id: 'cartwatch-id', origin: 'chrome-extension://cartwatch-id/' };
const popup: MessageSenderInfo = { id: self.id, url: `${self.origin}src/pages/popup/index.html` };
const optionsInTab: MessageSenderInfo = { id: self.id, url: `${self.origin}src/pages/options/index.html`, tab: { id: 3 } };
const contentScript: MessageSenderInfo = { id: self.id, url: 'https://shop.example/p/1', tab: { id: 7 }, frameId: 0 };
const otherExtension: MessageSenderInfo = { id: 'someone-else', url: 'chrome-extension://someone-else/x.html' };

const snapshot: StateSnapshot = {
  revision: 4,
  state: { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS, sharing: EMPTY_SHARING },
};
const product: DetectedProduct = {
  name: 'Lego 42115',
  brand: 'LEGO',
  image: 'https://shop.example/img/42115.jpg',
  canonicalUrl: 'https://shop.example/p/1',
  price: 379.99,
  currency: 'EUR',
  listPrice: null,
  availability: 'in-stock',
  sku: '42115',
  gtin: '5702016616354',
  method: 'json-ld',
  confidence: 0.95,
  priceIsFrom: false,
  isRange: false,
  currencyGuessed: false,
};

function setup(overrides: Partial<Handlers> = {}) {
  const unused = Object.fromEntries(Object.keys(incomingMessages).map((kind) => [kind, vi.fn()]));
  const handlers = {
    ...unused,
    'page:get-state': vi.fn(() => snapshot),
    'content:product-detected': vi.fn(() => null),
    ...overrides,
  } as Handlers;
  const reportError = vi.fn();
  return { handlers, reportError, router: createAppRouter(handlers, self, accessToEveryList('ana'), reportError) };
}

describe('router', () => {
  it('answers a page request with the handler result', async () => {
    const { router } = setup();
    await expect(router.handle({ kind: 'page:get-state', payload: {} }, popup)).resolves.toEqual({ ok: true, data: snapshot });
  });

  it('treats the options page open in a tab as a page, not a content script', async () => {
    const { router } = setup();
    await expect(router.handle({ kind: 'page:get-state', payload: {} }, optionsInTab)).resolves.toMatchObject({ ok: true });
  });

  it('rejects a content-script sender for a message only pages may send', async () => {
    const { router, handlers } = setup();
    const answer = await router.handle({ kind: 'page:get-state', payload: {} }, contentScript);
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    expect(handlers['page:get-state']).not.toHaveBeenCalled();
  });

  it('rejects a content script dismissing the shopper’s refused writes', async () => {
    const { router, handlers } = setup();
    const answer = await router.handle({ kind: 'page:dismiss-failed-write', payload: { id: 'f1' } }, contentScript);
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    expect(handlers['page:dismiss-failed-write']).not.toHaveBeenCalled();
  });

  it('refuses a refused-write dismissal whose id is not a short string', async () => {
    const { router, handlers } = setup();
    for (const payload of [{}, { id: 7 }, { id: 'f'.repeat(65) }, { id: 'f1', extra: true }]) {
      const answer = await router.handle({ kind: 'page:dismiss-failed-write', payload }, popup);
      expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    }
    expect(handlers['page:dismiss-failed-write']).not.toHaveBeenCalled();
  });

  it('accepts a valid detection report from a content script', async () => {
    const { router, handlers } = setup();
    const answer = await router.handle({ kind: 'content:product-detected', payload: { product, pageTime: null } }, contentScript);
    expect(answer).toEqual({ ok: true, data: null });
    expect(handlers['content:product-detected']).toHaveBeenCalledWith({ product, pageTime: null }, { role: 'content', sender: contentScript });
  });

  it('rejects a page sender for a message only content scripts may send', async () => {
    const { router } = setup();
    const answer = await router.handle({ kind: 'content:product-detected', payload: { product, pageTime: null } }, popup);
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });

  it('rejects messages from another extension before looking at them', async () => {
    const { router } = setup();
    const answer = await router.handle({ kind: 'page:get-state', payload: {} }, otherExtension);
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });

  it('rejects a sender with no tab and no extension URL', async () => {
    const { router } = setup();
    const answer = await router.handle({ kind: 'page:get-state', payload: {} }, { id: self.id });
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });

  it('refuses an unknown message kind', async () => {
    const { router } = setup();
    const answer = await router.handle({ kind: 'page:delete-everything', payload: {} }, popup);
    expect(answer).toMatchObject({ ok: false, error: { code: 'unknown-kind' } });
  });

  it('refuses inherited property names as message kinds', async () => {
    const { router } = setup();
    for (const kind of ['__proto__', 'constructor', 'toString']) {
      const answer = await router.handle({ kind, payload: {} }, popup);
      expect(answer).toMatchObject({ ok: false, error: { code: 'unknown-kind' } });
    }
  });

  it('refuses a message that is not an envelope', async () => {
    const { router } = setup();
    for (const message of [null, 'page:get-state', 42, { payload: {} }, { kind: 7, payload: {} }]) {
      const answer = await router.handle(message, popup);
      expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    }
  });

  it('refuses a malformed payload with a clear code and says which field', async () => {
    const { router, handlers } = setup();
    const answer = await router.handle(
      { kind: 'content:product-detected', payload: { product: { ...product, price: -5 } } },
      contentScript,
    );
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(answer.ok === false && answer.error.message).toMatch(/price/);
    expect(handlers['content:product-detected']).not.toHaveBeenCalled();
  });

  it.each([
    ['a javascript: URL', { ...product, canonicalUrl: 'javascript:alert(1)' }],
    ['a data: image URL', { ...product, image: 'data:text/html,<script>x</script>' }],
    ['a GTIN that is not digits', { ...product, gtin: '57020166x6354' }],
    ['an unknown method', { ...product, method: 'magic' }],
    ['a confidence above 1', { ...product, confidence: 1.5 }],
    ['a missing field', { ...product, availability: undefined }],
    ['a price of 10^9 or more', { ...product, price: 1e9 }],
    ['a non-finite price', { ...product, price: Number.POSITIVE_INFINITY }],
    ['a lower-case currency', { ...product, currency: 'eur' }],
    ['an empty name', { ...product, name: '   ' }],
    ['a name of 301 characters', { ...product, name: 'x'.repeat(301) }],
    ['an extra field', { ...product, isAdmin: true }],
  ])('refuses a product with %s', async (_title, bad) => {
    const { router } = setup();
    const answer = await router.handle({ kind: 'content:product-detected', payload: { product: bad } }, contentScript);
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  });

  it('turns a handler error into an error answer, never a rejection', async () => {
    const { router, reportError } = setup({
      'page:get-state': () => {
        throw new Error('disk on fire');
      },
    });
    const answer = await router.handle({ kind: 'page:get-state', payload: {} }, popup);
    expect(answer).toEqual({ ok: false, error: { code: 'internal', message: expect.any(String) as string } });
    expect(answer.ok === false && answer.error.message).not.toMatch(/disk on fire/);
    expect(reportError).toHaveBeenCalledOnce();
  });

  it('turns a rejected handler promise into an error answer', async () => {
    const { router } = setup({ 'page:get-state': () => Promise.reject(new Error('late failure')) });
    await expect(router.handle({ kind: 'page:get-state', payload: {} }, popup)).resolves.toMatchObject({
      ok: false,
      error: { code: 'internal' },
    });
  });

  it('keeps the code of a CartwatchError thrown by a handler', async () => {
    const { router } = setup({
      'page:get-state': () => {
        throw new CartwatchError('unavailable', 'Not ready yet.');
      },
    });
    await expect(router.handle({ kind: 'page:get-state', payload: {} }, popup)).resolves.toEqual({
      ok: false,
      error: { code: 'unavailable', message: 'Not ready yet.' },
    });
  });
});

describe('what a message requires of the user', () => {
  const routerFor = (access: ReturnType<typeof accessFor>) => {
    const handled = vi.fn((_payload: unknown, _context: unknown) => null);
    const unused = Object.fromEntries(Object.keys(incomingMessages).map((kind) => [kind, handled]));
    return { handled, router: createAppRouter(unused as unknown as Handlers, self, access, vi.fn()) };
  };
  const rename = { kind: 'page:rename-list', payload: { listId: 'L1', name: 'Gifts' } };
  const update = { kind: 'page:update-item', payload: { listId: 'L1', itemId: 'I1', note: 'blue' } };
  const history = { kind: 'page:get-history', payload: { listId: 'L1', itemId: 'I1', days: 30 } };
  const reorder = { kind: 'page:reorder-lists', payload: { listIds: ['L1'] } };

  it('refuses a signed-out sender every message that needs an account, before its handler runs', async () => {
    const { router, handled } = routerFor(accessFor(null, { L1: 'owner' }));
    for (const request of [rename, update, history, reorder]) {
      expect(await router.handle(request, popup)).toMatchObject({ ok: false, error: { code: 'not-signed-in' } });
    }
    expect(handled).not.toHaveBeenCalled();
  });

  it('answers a list the user is not a member of as not found', async () => {
    const { router, handled } = routerFor(accessFor('ana', { other: 'owner' }));
    expect(await router.handle(history, popup)).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(handled).not.toHaveBeenCalled();
  });

  it('lets a viewer read but not change, and only the owner rename', async () => {
    const viewer = routerFor(accessFor('ana', { L1: 'viewer' }));
    expect(await viewer.router.handle(history, popup)).toEqual({ ok: true, data: null });
    expect(await viewer.router.handle(update, popup)).toMatchObject({ ok: false, error: { code: 'permission-denied' } });
    const editor = routerFor(accessFor('ana', { L1: 'editor' }));
    expect(await editor.router.handle(update, popup)).toEqual({ ok: true, data: null });
    expect(await editor.router.handle(rename, popup)).toMatchObject({ ok: false, error: { code: 'permission-denied' } });
    const owner = routerFor(accessFor('ana', { L1: 'owner' }));
    expect(await owner.router.handle(rename, popup)).toEqual({ ok: true, data: null });
  });

  it('gives the handler the signed-in uid, and the list for a list requirement', async () => {
    const { router, handled } = routerFor(accessFor('ana', { L1: 'editor' }));
    await router.handle(update, popup);
    expect(handled).toHaveBeenCalledWith(update.payload, expect.objectContaining({ uid: 'ana', list: expect.objectContaining({ id: 'L1', role: 'editor' }) as unknown }));
    await router.handle(reorder, popup);
    expect(handled.mock.calls[1]?.[1]).toMatchObject({ uid: 'ana' });
    expect(handled.mock.calls[1]?.[1]).not.toHaveProperty('list');
  });

  it('asks nothing of the sender of a message without a requirement', async () => {
    const { router } = routerFor(accessFor(null));
    expect(await router.handle({ kind: 'page:get-state', payload: {} }, popup)).toEqual({ ok: true, data: null });
  });
});
