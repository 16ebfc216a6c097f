import { describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../../../../src/app/worker/router';
import type { Handlers } from '../../../../../src/app/protocol';
import { accessToEveryList } from '../../../support/routed';
import type { MessageSenderInfo } from '../../../../../src/platform/messaging/sender';
import type { ProductToSave } from '../../../../../src/features/saving/model/product-to-save';
import { incomingMessages } from '../../../../../src/app/protocol';

const self = { id: 'cartwatch-id', origin: 'chrome-extension://cartwatch-id/' };
const popup: MessageSenderInfo = { id: self.id, url: `${self.origin}src/pages/popup/index.html` };
const contentScript: MessageSenderInfo = { id: self.id, url: 'https://shop.example/p/1', tab: { id: 7 }, frameId: 0 };

const product: ProductToSave = {
  url: 'https://shop.example/p/1',
  name: 'Lego 42115',
  brand: null,
  image: null,
  price: 379.99,
  currency: 'EUR',
  listPrice: null,
  availability: 'in-stock',
  sku: null,
  gtin: null,
  method: 'manual',
  confidence: 1,
};

function setup() {
  const handlers = Object.fromEntries(Object.keys(incomingMessages).map((kind) => [kind, vi.fn(() => ({ id: 'x' }))])) as unknown as Handlers;
  return { handlers, router: createAppRouter(handlers, self, accessToEveryList('ana'), vi.fn()) };
}

async function refusal(kind: string, payload: unknown, sender = popup) {
  const { router, handlers } = setup();
  const answer = await router.handle({ kind, payload }, sender);
  expect(handlers[kind as keyof Handlers]).not.toHaveBeenCalled();
  return answer;
}

describe('item messages', () => {
  it('accepts a product to save and trims its name', async () => {
    const { router, handlers } = setup();
    const answer = await router.handle({ kind: 'page:save-item', payload: { listId: 'abc', product: { ...product, name: '  Lego  ' } } }, popup);
    expect(answer).toEqual({ ok: true, data: { id: 'x' } });
    expect(handlers['page:save-item']).toHaveBeenCalledWith({ listId: 'abc', product: { ...product, name: 'Lego' } }, expect.anything());
  });

  it('rejects a content-script sender saving items', async () => {
    expect(await refusal('page:save-item', { listId: 'abc', product }, contentScript)).toMatchObject({ error: { code: 'forbidden-sender' } });
  });

  it.each([
    ['a javascript: address', { ...product, url: 'javascript:alert(1)' }],
    ['an image on data:', { ...product, image: 'data:image/png;base64,AAAA' }],
    ['a price without its currency', { ...product, currency: null }],
    ['a negative price', { ...product, price: -1 }],
    ['a price of 10^9', { ...product, price: 1e9 }],
    ['an empty name', { ...product, name: '   ' }],
    ['a name over 300 characters', { ...product, name: 'x'.repeat(301) }],
    ['a made-up method', { ...product, method: 'guess' }],
    ['an extra field', { ...product, owner: 'me' }],
  ])('refuses a product with %s', async (_what, bad) => {
    expect(await refusal('page:save-item', { listId: 'abc', product: bad })).toMatchObject({ error: { code: 'invalid-payload' } });
  });

  it('refuses a path where a list id belongs', async () => {
    expect(await refusal('page:remove-item', { listId: '../users/ana', itemId: 'a' })).toMatchObject({ error: { code: 'invalid-payload' } });
  });

  it.each([
    ['a quantity of 0', { quantity: 0 }],
    ['a quantity of 100', { quantity: 100 }],
    ['half a quantity', { quantity: 1.5 }],
    ['a note over 1,000 characters', { note: 'n'.repeat(1001) }],
    ['an unknown status', { status: 'lost' }],
    ['nothing to change', {}],
  ])('refuses an item change with %s', async (_what, change) => {
    expect(await refusal('page:update-item', { listId: 'abc', itemId: 'i1', ...change })).toMatchObject({ error: { code: 'invalid-payload' } });
  });

  it('refuses more list ids than an account may have lists', async () => {
    const listIds = Array.from({ length: 101 }, (_, index) => `l${index}`);
    expect(await refusal('page:reorder-lists', { listIds })).toMatchObject({ error: { code: 'invalid-payload' } });
  });
});
