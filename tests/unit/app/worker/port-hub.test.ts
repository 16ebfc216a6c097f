import { NO_ALERTS } from '../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../src/features/tracking/model/tracking';
import { describe, expect, it, vi } from 'vitest';
import { createPortHub, type PagePort } from '../../../../src/app/worker/port-hub';
import { createStateStore } from '../../../../src/app/worker/store';
import { STATE_PORT_NAME } from '../../../../src/platform/messaging/ports';
import type { AppState } from '../../../../src/app/state';
import type { ListItem } from '../../../../src/features/lists/model/items';
import type { BackgroundToPage } from '../../../../src/app/protocol';
import { itemIndexOf } from '../../../../src/features/lists/model/item-index';
import { EMPTY_SHARING } from '../../../../src/features/sharing/model/sharing';

const self = { id: 'cartwatch-id', origin: 'chrome-extension://cartwatch-id/' };
const initial: AppState = { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS , sharing: EMPTY_SHARING};

function fakePort(name: string, url: string, tab?: { id: number }) {
  const disconnectListeners: (() => void)[] = [];
  const messageListeners: ((message: unknown) => void)[] = [];
  const port = {
    name,
    sender: { id: self.id, url, ...(tab ? { tab } : {}) },
    postMessage: vi.fn(),
    disconnect: vi.fn(),
    onMessage: { addListener: (callback: (message: unknown) => void) => messageListeners.push(callback) },
    onDisconnect: { addListener: (callback: () => void) => disconnectListeners.push(callback) },
    closeFromPage: () => disconnectListeners.forEach((callback) => callback()),
    sendFromPage: (message: unknown) => messageListeners.forEach((callback) => callback(message)),
  } satisfies PagePort & { closeFromPage(): void; sendFromPage(message: unknown): void };
  return port;
}

const item = (id: string, productKey: string) => ({ id, productKey }) as unknown as ListItem;
const withItems: AppState = { ...initial, items: { a: [item('1', 'shop/one'), item('2', 'shop/two')], b: [item('3', 'shop/one')] } };
const lastPost = (port: ReturnType<typeof fakePort>) => port.postMessage.mock.lastCall?.[0] as BackgroundToPage;
const flush = () => new Promise((resolveFlush) => setTimeout(resolveFlush, 0));

function setup() {
  const store = createStateStore(initial, { get: () => Promise.resolve({}), set: () => Promise.resolve(), remove: () => Promise.resolve() });
  return { store, hub: createPortHub(store, self) };
}

describe('port hub', () => {
  it('sends a page the current state with its revision as soon as it connects', async () => {
    const { store, hub } = setup();
    const port = fakePort(STATE_PORT_NAME, `${self.origin}src/pages/popup/index.html`);
    hub.accept(port);
    await store.ready;
    expect(port.postMessage).toHaveBeenCalledWith({ kind: 'background:state', snapshot: { revision: 1, state: initial }, index: itemIndexOf({}) });
  });

  it('sends a page that connected before the state was restored that revision once', async () => {
    const store = createStateStore(initial, {
      get: () => Promise.resolve({}),
      set: () => Promise.resolve(),
      remove: () => Promise.resolve(),
    });
    const hub = createPortHub(store, self);
    const port = fakePort(STATE_PORT_NAME, `${self.origin}src/pages/popup/index.html`);
    hub.accept(port);
    await store.ready;
    await flush();
    expect(port.postMessage.mock.calls.map(([message]) => (message as BackgroundToPage).snapshot.revision)).toEqual([1]);
  });

  it('then sends every later revision', async () => {
    const { store, hub } = setup();
    const port = fakePort(STATE_PORT_NAME, `${self.origin}src/pages/popup/index.html`);
    hub.accept(port);
    await store.ready;
    store.update((state) => ({ ...state, network: 'offline' }));
    expect(port.postMessage).toHaveBeenLastCalledWith({
      kind: 'background:state',
      snapshot: { revision: 2, state: { ...initial, network: 'offline' } },
      index: itemIndexOf({}),
    });
  });

  it("sends no list's items until the page watches it, and the index of every list", async () => {
    const { store, hub } = setup();
    const port = fakePort(STATE_PORT_NAME, `${self.origin}src/pages/popup/index.html`);
    hub.accept(port);
    await store.ready;
    store.update(() => withItems);
    expect(lastPost(port).snapshot.state.items).toEqual({});
    expect(lastPost(port).index).toEqual(itemIndexOf(withItems.items));
  });

  it("answers a watch at once with the watched lists' items, and follows them in later revisions", async () => {
    const { store, hub } = setup();
    const port = fakePort(STATE_PORT_NAME, `${self.origin}src/pages/popup/index.html`);
    hub.accept(port);
    await store.ready;
    store.update(() => withItems);
    port.sendFromPage({ kind: 'page:watch-lists', lists: ['b'] });
    await flush();
    expect(lastPost(port).snapshot).toEqual({ revision: 2, state: { ...withItems, items: { b: withItems.items.b } } });
    store.update((state) => ({ ...state, items: { ...state.items, b: [] } }));
    expect(lastPost(port).snapshot.state.items).toEqual({ b: [] });
    expect(lastPost(port).index.counts).toEqual([2, 0]);
  });

  it("sends every list's items to a page that watches all of them", async () => {
    const { store, hub } = setup();
    const port = fakePort(STATE_PORT_NAME, `${self.origin}src/pages/options/index.html`);
    hub.accept(port);
    await store.ready;
    store.update(() => withItems);
    port.sendFromPage({ kind: 'page:watch-lists', lists: 'all' });
    await flush();
    expect(lastPost(port).snapshot.state.items).toEqual(withItems.items);
  });

  it('ignores a watch message that is not one, and keeps what the page watched', async () => {
    const { store, hub } = setup();
    const port = fakePort(STATE_PORT_NAME, `${self.origin}src/pages/popup/index.html`);
    hub.accept(port);
    await store.ready;
    store.update(() => withItems);
    port.sendFromPage({ kind: 'page:watch-lists', lists: ['a'] });
    await flush();
    const posts = port.postMessage.mock.calls.length;
    for (const bad of [{ kind: 'page:watch-lists', lists: ['../a'] }, { kind: 'page:watch-lists', lists: 'some' }, { kind: 'other' }, 'a', null]) port.sendFromPage(bad);
    await flush();
    expect(port.postMessage.mock.calls.length).toBe(posts);
    store.update((state) => ({ ...state, network: 'offline' }));
    expect(Object.keys(lastPost(port).snapshot.state.items)).toEqual(['a']);
  });

  it('stops sending to a page that went away', async () => {
    const { store, hub } = setup();
    const port = fakePort(STATE_PORT_NAME, `${self.origin}src/pages/popup/index.html`);
    hub.accept(port);
    await store.ready;
    port.closeFromPage();
    port.postMessage.mockClear();
    store.update((state) => ({ ...state, network: 'offline' }));
    expect(port.postMessage).not.toHaveBeenCalled();
    expect(hub.connectedCount()).toBe(0);
  });

  it('rejects a content-script port and never sends it state', async () => {
    const { store, hub } = setup();
    const port = fakePort(STATE_PORT_NAME, 'https://shop.example/p/1', { id: 9 });
    hub.accept(port);
    await store.ready;
    expect(port.disconnect).toHaveBeenCalled();
    expect(port.postMessage).not.toHaveBeenCalled();
  });

  it('rejects a port with an unexpected name', () => {
    const { hub } = setup();
    const port = fakePort('something-else', `${self.origin}src/pages/popup/index.html`);
    hub.accept(port);
    expect(port.disconnect).toHaveBeenCalled();
  });
});
