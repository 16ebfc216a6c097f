import type { Firestore } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { historyHandlers } from '../../../../../src/features/tracking/worker/history-handlers';
import { createAppRouter } from '../../../../../src/app/worker/router';
import { accessFor, routed, storeWith } from '../../../support/routed';
import type { MessageSenderInfo } from '../../../../../src/platform/messaging/sender';
import { incomingMessages, type Handlers } from '../../../../../src/app/protocol';
import type { AppState } from '../../../../../src/app/state';

const self = { id: 'cartwatch-id', origin: 'chrome-extension://cartwatch-id/' };
const popup: MessageSenderInfo = { id: self.id, url: `${self.origin}src/pages/popup/index.html` };
const contentScript: MessageSenderInfo = { id: self.id, url: 'https://shop.example/p/1', tab: { id: 7 }, frameId: 0 };
const valid = { listId: 'family', itemId: 'lego', days: 30 };

function setup() {
  const handlers = Object.fromEntries(Object.keys(incomingMessages).map((kind) => [kind, vi.fn(() => [])])) as unknown as Handlers;
  return { handlers, router: createAppRouter(handlers, self, accessFor('ana', { family: 'viewer' }), vi.fn()) };
}

async function refusal(payload: unknown, sender = popup) {
  const { router, handlers } = setup();
  const answer = await router.handle({ kind: 'page:get-history', payload }, sender);
  expect(handlers['page:get-history']).not.toHaveBeenCalled();
  return answer;
}

describe('page:get-history', () => {
  it.each([30, 90, 730])('passes a request for %i days to its handler', async (days) => {
    const { router, handlers } = setup();
    expect(await router.handle({ kind: 'page:get-history', payload: { ...valid, days } }, popup)).toEqual({ ok: true, data: [] });
    expect(handlers['page:get-history']).toHaveBeenCalledWith({ ...valid, days }, expect.anything());
  });

  it('rejects a content-script sender', async () => {
    expect(await refusal(valid, contentScript)).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });

  it.each([
    ['a missing payload', undefined],
    ['a missing item id', { listId: 'family', days: 30 }],
    ['a list id with a slash', { ...valid, listId: 'a/b' }],
    ['an item id of 41 characters', { ...valid, itemId: 'x'.repeat(41) }],
    ['7 days', { ...valid, days: 7 }],
    ['days as text', { ...valid, days: '30' }],
    ['an extra field', { ...valid, all: true }],
  ])('refuses %s', async (_what, payload) => {
    expect(await refusal(payload)).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  });
});

describe('the history handler', () => {
  const state = (listIds: string[]) => () => ({ lists: listIds.map((id) => ({ id, name: id, role: 'viewer', pendingWrites: false })) }) as unknown as AppState;
  const handlerFor = (uid: string | null, listIds: string[]) => routed(historyHandlers({} as Firestore), storeWith(state(listIds)), () => uid)['page:get-history'];

  it('refuses when signed out', async () => {
    await expect(handlerFor(null, ['family'])(valid as never)).rejects.toMatchObject({ code: 'not-signed-in' });
  });

  it('refuses a list the shopper is not a member of', async () => {
    await expect(handlerFor('ana', ['mine'])(valid as never)).rejects.toMatchObject({ code: 'not-found' });
  });
});
