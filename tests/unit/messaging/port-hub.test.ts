import { NO_ALERTS } from '../../../src/shared/alerts';
import { NO_TRACKING } from '../../../src/shared/tracking';
import { describe, expect, it, vi } from 'vitest';
import { createPortHub, type PagePort } from '../../../src/background/messaging/port-hub';
import { createStateStore } from '../../../src/background/state/store';
import { STATE_PORT_NAME } from '../../../src/shared/ports';
import type { AppState } from '../../../src/shared/state';
import { EMPTY_SHARING } from '../../../src/shared/sharing';

const self = { id: 'cartwatch-id', origin: 'chrome-extension://cartwatch-id/' };
const initial: AppState = { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS , sharing: EMPTY_SHARING};

function fakePort(name: string, url: string, tab?: { id: number }) {
  const disconnectListeners: (() => void)[] = [];
  const port = {
    name,
    sender: { id: self.id, url, ...(tab ? { tab } : {}) },
    postMessage: vi.fn(),
    disconnect: vi.fn(),
    onDisconnect: { addListener: (callback: () => void) => disconnectListeners.push(callback) },
    closeFromPage: () => disconnectListeners.forEach((callback) => callback()),
  } satisfies PagePort & { closeFromPage(): void };
  return port;
}

function setup() {
  const store = createStateStore(initial, { get: () => Promise.resolve({}), set: () => Promise.resolve(), remove: () => Promise.resolve() });
  return { store, hub: createPortHub(store, self) };
}

describe('port hub', () => {
  it('sends a page the current state with its revision as soon as it connects', async () => {
    const { store, hub } = setup();
    const port = fakePort(STATE_PORT_NAME, `${self.origin}src/popup/index.html`);
    hub.accept(port);
    await store.ready;
    expect(port.postMessage).toHaveBeenCalledWith({ kind: 'background:state', snapshot: { revision: 1, state: initial } });
  });

  it('then sends every later revision', async () => {
    const { store, hub } = setup();
    const port = fakePort(STATE_PORT_NAME, `${self.origin}src/popup/index.html`);
    hub.accept(port);
    await store.ready;
    store.update((state) => ({ ...state, network: 'offline' }));
    expect(port.postMessage).toHaveBeenLastCalledWith({
      kind: 'background:state',
      snapshot: { revision: 2, state: { ...initial, network: 'offline' } },
    });
  });

  it('stops sending to a page that went away', async () => {
    const { store, hub } = setup();
    const port = fakePort(STATE_PORT_NAME, `${self.origin}src/popup/index.html`);
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
    const port = fakePort('something-else', `${self.origin}src/popup/index.html`);
    hub.accept(port);
    expect(port.disconnect).toHaveBeenCalled();
  });
});
