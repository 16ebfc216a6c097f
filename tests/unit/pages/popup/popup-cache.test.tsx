// @vitest-environment jsdom
import { DEFAULT_ALERT_PREFERENCES } from '../../../../src/features/alerts/model/alerts';
import { NO_ALERTS } from '../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../src/features/tracking/model/tracking';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Popup } from '../../../../src/pages/popup/popup';
import { ok } from '../../../../src/platform/messaging/errors';
import type { StateSnapshot } from '../../../../src/app/state';
import { cachedStateOf } from '../../../../src/app/state-cache';
import { ConnectorProvider } from '../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../src/app/connector/testing/mock-connector';
import { settle } from '../../support/settle';
import { rememberList } from '../../../../src/features/lists/popup/chosen-list';
import { listItem } from '../../support/list-item';
// The popup loads its lazy chunks once it has state. Loaded here first, a test that ends before they
// arrive leaves no import running after its environment is torn down.
import '../../../../src/features/alerts/popup/alerts-chunk';
import '../../../../src/features/lists/popup/lists-tab';
import { EMPTY_SHARING } from '../../../../src/features/sharing/model/sharing';

const saved: StateSnapshot = {
  revision: 12,
  state: {
    account: { status: 'signed-in', uid: 'u1', email: 'ana@example.com', emailVerified: true, anonymous: false },
    profile: { preferences: { recheckHours: 6, alerts: DEFAULT_ALERT_PREFERENCES }, listOrder: ['a', 'b'], pendingWrites: false },
    sharing: EMPTY_SHARING,
    lists: [
      { id: 'a', name: 'Wishlist', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
      { id: 'b', name: 'Gifts', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
      { id: 'c', name: 'Later', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
    ],
    items: {
      a: [listItem('i1', 'a', { name: 'Trail backpack' }), listItem('i2', 'a', { name: 'Desk lamp' })],
      b: [listItem('i3', 'b', { name: 'Kite', url: 'https://shop.example/p/kite', productKey: 'shop.example/p/kite' })],
      c: [listItem('i4', 'c', { name: 'Hammock' })],
    },
    browsingDetection: false,
    failedWrites: [],
    network: 'online',
    extensionVersion: '0.1.0',
    cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS,
  },
};

function renderPopup(connector: MockConnector) {
  render(
    <ConnectorProvider connector={connector}>
      <Popup cached={cachedStateOf(saved)} openOptions={vi.fn()} />
    </ConnectorProvider>,
  );
}

describe('popup painted from the state cache', () => {
  beforeEach(() => {
    // The list chosen in one test would otherwise be where the next one's Lists tab opens.
    rememberList(null);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 0));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says where the page is already saved from the item index, then loads the lists holding it (for "Set a target") and the Lists tab\'s', async () => {
    const connector = new MockConnector(saved, () => ok({ status: 'none', url: 'https://www.shop.example/p/kite?utm_source=mail', title: 'Kite' }));
    const readItems = vi.spyOn(connector, 'readCachedItems');
    const rendered = vi.fn();
    readItems.mockImplementation((listId) => {
      rendered(screen.queryByTestId('saved-in')?.textContent);
      return Promise.resolve(saved.state.items[listId] ?? null);
    });
    renderPopup(connector);
    expect((await screen.findByTestId('saved-in')).textContent).toBe('Already saved in Gifts');
    expect(await screen.findByRole('form', { name: 'Set a target' })).toBeTruthy();
    expect(readItems.mock.calls.flat().sort()).toEqual(['a', 'b']);
    expect(rendered.mock.calls.flat()).toEqual(['Already saved in Gifts', 'Already saved in Gifts']);
  });

  it('loads the cached items of the list the Lists tab shows, and of no other list', async () => {
    const connector = new MockConnector(saved, () => ok({ status: 'unsupported', url: 'chrome://extensions' }));
    const readItems = vi.spyOn(connector, 'readCachedItems');
    renderPopup(connector);
    fireEvent.click(screen.getByRole('tab', { name: 'Lists' }));
    expect(await screen.findByText('Trail backpack')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Gifts (1)' })).toBeTruthy();
    expect(readItems.mock.calls).toEqual([['a']]);
    expect(screen.queryByText('Kite')).toBeNull();
  });

  it('shows the live items once the worker answers, and reads no more from the cache', async () => {
    const connector = new MockConnector(saved, () => ok({ status: 'unsupported', url: 'chrome://extensions' }));
    const readItems = vi.spyOn(connector, 'readCachedItems');
    renderPopup(connector);
    await settle(() => connector.pushSnapshot({ revision: 13, state: { ...saved.state, items: { a: [listItem('i9', 'a', { name: 'Tent' })] } } }));
    fireEvent.click(screen.getByRole('tab', { name: 'Lists' }));
    expect(await screen.findByText('Tent')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Wishlist (1)' })).toBeTruthy();
    expect(readItems).not.toHaveBeenCalled();
  });

  it('has the worker send no items but those of the lists it shows, the Lists tab\'s first list from the start', async () => {
    const connector = new MockConnector(saved, () => ok({ status: 'unsupported', url: 'chrome://extensions' }));
    renderPopup(connector);
    await settle(() => connector.pushSnapshot(saved));
    await vi.waitFor(() => expect(connector.watched).toEqual([new Set(['a'])]));
    fireEvent.click(screen.getByRole('tab', { name: 'Lists' }));
    expect(await screen.findByText('Trail backpack')).toBeTruthy();
    expect(connector.watched).toEqual([new Set(['a'])]);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'b' } });
    expect(await screen.findByText('Kite')).toBeTruthy();
    expect(connector.watched).toEqual([new Set(['a', 'b'])]);
  });

  it('renders the Lists tab ahead, hidden, so that the click only shows it', async () => {
    const connector = new MockConnector(saved, () => ok({ status: 'unsupported', url: 'chrome://extensions' }));
    renderPopup(connector);
    const row = await screen.findByText('Trail backpack');
    const panel = row.closest('[role="tabpanel"]') as HTMLElement;
    expect(panel.id).toBe('panel-lists');
    expect(panel.hidden).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Lists' }));
    expect(panel.hidden).toBe(false);
    expect(screen.getByText('Trail backpack')).toBe(row);
  });

  it('says so when the worker could not write the state cache', async () => {
    const connector = new MockConnector(saved, () => ok({ status: 'unsupported', url: 'chrome://extensions' }));
    renderPopup(connector);
    expect(screen.queryByText(/Could not keep a copy on this computer/)).toBeNull();
    await settle(() => connector.pushSnapshot({ revision: 13, state: { ...saved.state, cacheWriteFailed: true } }));
    expect(screen.getByRole('status').textContent).toContain('Could not keep a copy on this computer');
  });
});
