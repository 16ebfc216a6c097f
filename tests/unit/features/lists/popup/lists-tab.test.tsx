// @vitest-environment jsdom
import { DEFAULT_ALERT_PREFERENCES } from '../../../../../src/features/alerts/model/alerts';
import { chooseRowAction, rowActions } from '../../../support/row-menu';
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberList } from '../../../../../src/features/lists/popup/chosen-list';
import { ITEM_ROW_HEIGHT } from '../../../../../src/features/lists/popup/item-row';
import { ListsTab } from '../../../../../src/features/lists/popup/lists-tab';
import { fail, ok, type Result } from '../../../../../src/platform/messaging/errors';
import { itemIndexOf } from '../../../../../src/features/lists/model/item-index';
import type { ListItem } from '../../../../../src/features/lists/model/items';
import type { PageKind } from '../../../../../src/app/protocol';
import type { AppState } from '../../../../../src/app/state';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { listItem } from '../../../support/list-item';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';

const DAY = 24 * 3600 * 1000;

const item = (id: string, listId: string, overrides: Partial<ListItem> = {}): ListItem =>
  listItem(id, listId, { addedAt: Date.now() - DAY, ...overrides });

const backpack = item('i1', 'a1', {
  name: 'Trail backpack',
  image: 'https://shop.example/backpack.jpg',
  price: 88,
  savedPrice: 100,
  store: 'Harbor & Pine',
  addedAt: Date.now() - 3 * DAY,
  quantity: 2,
  status: 'claimed',
  note: 'The green one',
  pendingWrites: true,
});
const lamp = item('i2', 'a1', { name: 'Desk lamp', price: 20.6, savedPrice: 20, store: 'lamps.example', image: null });

const state: AppState = {
  account: { status: 'signed-in', uid: 'u1', email: 'ana@example.com', emailVerified: true, anonymous: false },
  profile: { preferences: { recheckHours: 6, alerts: DEFAULT_ALERT_PREFERENCES }, listOrder: ['a1', 'b2', 'c3', 'd4'], pendingWrites: false },
  sharing: EMPTY_SHARING,
  lists: [
    { id: 'd4', name: 'Kitchen', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
    { id: 'c3', name: 'Friends', role: 'viewer', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
    { id: 'b2', name: 'Family gifts', role: 'editor', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
    { id: 'a1', name: 'Wishlist', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
  ],
  items: {
    a1: [backpack, lamp],
    b2: [],
    c3: [item('v1', 'c3', { name: 'Board game' })],
  },
  browsingDetection: false,
  failedWrites: [],
  network: 'online',
  extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS,
};

type Answer = (kind: PageKind, payload: unknown) => Result<unknown> | Promise<Result<unknown>>;

function renderTab(tabState: AppState = state, answer: Answer = () => ok(null)) {
  const connector = new MockConnector(null, answer);
  const openUrl = vi.fn();
  const showList = vi.fn();
  const view = render(
    <ConnectorProvider connector={connector}>
      <ListsTab state={tabState} index={itemIndexOf(tabState.items)} showList={showList} openUrl={openUrl} />
    </ConnectorProvider>,
  );
  const rerender = (next: AppState) =>
    view.rerender(
      <ConnectorProvider connector={connector}>
        <ListsTab state={next} index={itemIndexOf(next.items)} showList={showList} openUrl={openUrl} />
      </ConnectorProvider>,
    );
  return { connector, openUrl, showList, rerender };
}

const picker = () => screen.getByLabelText<HTMLSelectElement>('List');
function select(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}
const choose = (listId: string) => select(picker(), listId);
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const openEditor = (name: string) => chooseRowAction(name, `Edit ${name}`);

describe('lists tab', () => {
  beforeEach(() => rememberList(null));
  afterEach(cleanup);

  it('offers the lists in the shopper order, with their item counts once loaded, and whose a shared one is', () => {
    const members = { b2: [{ uid: 'owner', name: 'Ana', role: 'owner' as const }, { uid: 'u1', name: 'Ben', role: 'editor' as const }] };
    renderTab({ ...state, sharing: { ...EMPTY_SHARING, members }, items: { a1: state.items.a1 as ListItem[], b2: [] } });
    const options = within(picker()).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Wishlist (2)', 'Family gifts – Ana’s (0)', 'Friends – shared', 'Kitchen']);
    expect(picker().value).toBe('a1');
  });

  it("tells two lists named alike apart: one's own, and the one shared by Ana, a gift list", () => {
    const joined = { id: 'j1', name: 'Wishlist', role: 'editor' as const, ownerId: 'ana', memberCount: 2, gift: true, pendingWrites: false };
    const members = { j1: [{ uid: 'ana', name: 'Ana', role: 'owner' as const }, { uid: 'u1', name: 'Ben', role: 'editor' as const }] };
    renderTab({ ...state, lists: [...(state.lists ?? []), joined], sharing: { ...EMPTY_SHARING, members }, items: { a1: [], j1: [] } });
    const options = within(picker()).getAllByRole('option').map((option) => option.textContent);
    expect(options.filter((option) => option?.startsWith('Wishlist'))).toEqual(['Wishlist (0)', 'Wishlist – Ana’s · gift list (0)']);
  });

  it('shows each item with its price, change since saved, store, when added, and what is special about it', () => {
    const { openUrl } = renderTab();
    const row = screen.getByText('Trail backpack').closest('.item-row') as HTMLElement;
    const inRow = within(row);
    expect(inRow.getByText('$88.00')).toBeTruthy();
    expect(inRow.getByText('▼ 12%')).toBeTruthy();
    expect(inRow.getByText('down 12% since saved')).toBeTruthy();
    expect(inRow.getByText('Harbor & Pine')).toBeTruthy();
    expect(inRow.getByText('added 3 days ago')).toBeTruthy();
    expect(inRow.getByText('Qty 2')).toBeTruthy();
    expect(inRow.getByText('Claimed')).toBeTruthy();
    expect(inRow.getByText('The green one')).toBeTruthy();
    expect(inRow.getByText('waiting to sync')).toBeTruthy();
    const image = row.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('48');

    const lampRow = screen.getByText('Desk lamp').closest('.item-row') as HTMLElement;
    expect(within(lampRow).getByText('▲ 3%')).toBeTruthy();
    expect(within(lampRow).getByText('added yesterday')).toBeTruthy();
    expect(within(lampRow).queryByText(/Qty/)).toBeNull();
    expect(within(lampRow).queryByText('Wanted')).toBeNull();
    expect(lampRow.querySelector('img')).toBeNull();
    expect(lampRow.querySelector('.image-placeholder')).toBeTruthy();

    fireEvent.error(image);
    expect(row.querySelector('img')).toBeNull();
    expect(row.querySelector('.image-placeholder')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Trail backpack' }));
    expect(openUrl).toHaveBeenCalledWith('https://shop.example/p/i1');
  });

  it('shows no change when the price is as saved or unknown', () => {
    renderTab({ ...state, items: { ...state.items, a1: [item('x1', 'a1', { price: 10, savedPrice: 10 }), item('x2', 'a1', { price: null })] } });
    expect(screen.queryByText(/[▼▲]/)).toBeNull();
    expect(screen.getByText('No price shown')).toBeTruthy();
  });

  it('renders only a window of a 1,000-item list, and follows the scroll', () => {
    const many = Array.from({ length: 1000 }, (_, n) => item(`m${n}`, 'a1', { name: `Item ${n}` }));
    renderTab({ ...state, items: { ...state.items, a1: many } });
    const scroller = screen.getByRole('region', { name: 'Items in Wishlist' });
    const shown = () => screen.getAllByRole('link').map((link) => link.textContent);
    expect(shown().length).toBeLessThan(20);
    expect(shown()).toContain('Item 0');
    scroller.scrollTop = 600 * ITEM_ROW_HEIGHT;
    fireEvent.scroll(scroller);
    expect(shown()).toContain('Item 600');
    expect(shown()).not.toContain('Item 0');
    expect(shown().length).toBeLessThan(20);
  });

  it('asks for the items of each list it shows', () => {
    const { showList } = renderTab();
    expect(showList.mock.calls).toEqual([['a1']]);
    choose('b2');
    expect(showList.mock.calls).toEqual([['a1'], ['b2']]);
  });

  it('remembers the chosen list while the popup stays open', () => {
    renderTab();
    choose('b2');
    expect(screen.getByText('Nothing saved in Family gifts yet')).toBeTruthy();
    cleanup();
    renderTab();
    expect(picker().value).toBe('b2');
  });

  it('says when a list is empty, and while its items load', () => {
    renderTab();
    choose('b2');
    expect(screen.getByText('Nothing saved in Family gifts yet')).toBeTruthy();
    expect(screen.getByText('Open a product page and save it from the This page tab.')).toBeTruthy();
    choose('d4');
    expect(screen.getByText('Loading the items in Kitchen…').closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('says when lists are loading, and what to do when signed out', () => {
    renderTab({ ...state, lists: null, items: {} });
    expect(screen.getByText('Loading your lists…')).toBeTruthy();
    cleanup();
    renderTab({ ...state, account: { status: 'signed-out' }, profile: null, lists: null, items: {} });
    expect(screen.getByText('Your lists show here once you sign in or start as a guest.')).toBeTruthy();
    expect(screen.queryByLabelText('List')).toBeNull();
  });

  it('sends the typed note, quantity and status, then goes back to the list', async () => {
    const { connector } = renderTab();
    openEditor('Desk lamp');
    expect(screen.queryByLabelText('List')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Edit item' }));
    type('Note', '  For the study  ');
    expect(screen.getByText('13 of 1,000 characters')).toBeTruthy();
    type('Quantity', '3');
    select(screen.getByLabelText('Status'), 'bought');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(connector.requests).toEqual([
        { kind: 'page:update-item', payload: { listId: 'a1', itemId: 'i2', note: 'For the study', quantity: 3, status: 'bought' } },
      ]),
    );
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More for “Desk lamp”' }));
  });

  it('sends only what changed', async () => {
    const { connector } = renderTab();
    openEditor('Trail backpack');
    type('Quantity', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(connector.requests).toEqual([{ kind: 'page:update-item', payload: { listId: 'a1', itemId: 'i1', quantity: 5 } }]));
  });

  it('shows an invalid quantity at the field and sends nothing', () => {
    const { connector } = renderTab();
    openEditor('Desk lamp');
    for (const typed of ['0', '100', '2.5', 'two', '']) {
      type('Quantity', typed);
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByText('Enter a whole number from 1 to 99.')).toBeTruthy();
      expect(screen.getByLabelText('Quantity').getAttribute('aria-invalid')).toBe('true');
    }
    expect(connector.requests).toEqual([]);
  });

  it('counts the note and refuses one over 1,000 characters', () => {
    const { connector } = renderTab();
    openEditor('Desk lamp');
    type('Note', 'x'.repeat(1001));
    expect(screen.getByText('1,001 of 1,000 characters')).toBeTruthy();
    expect(screen.getByText('A note has at most 1,000 characters. Shorten it to save.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(connector.requests).toEqual([]);
  });

  it('keeps what was typed when saving fails, and says why', async () => {
    renderTab(state, () => fail('permission-denied', 'no'));
    openEditor('Desk lamp');
    type('Note', 'Keep me');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain("You don't have permission");
    expect(screen.getByLabelText<HTMLTextAreaElement>('Note').value).toBe('Keep me');
  });

  it('shows the request as pending while the worker works', async () => {
    let answer: (result: Result<unknown>) => void = () => undefined;
    renderTab(state, () => new Promise((resolve) => (answer = resolve)));
    openEditor('Desk lamp');
    type('Quantity', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const working = await screen.findByRole('button', { name: 'Working…' });
    expect((working as HTMLButtonElement).disabled).toBe(true);
    answer(ok(null));
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
  });

  it('moves an item to another list the shopper may write to', async () => {
    const { connector } = renderTab();
    openEditor('Trail backpack');
    const targets = within(screen.getByLabelText('Move to')).getAllByRole('option').map((option) => option.textContent);
    expect(targets).toEqual(['Family gifts', 'Kitchen']);
    select(screen.getByLabelText('Move to'), 'd4');
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(connector.requests).toEqual([{ kind: 'page:move-item', payload: { listId: 'a1', itemId: 'i1', toListId: 'd4' } }]),
    );
    expect(await screen.findByText('Moved to Kitchen.')).toBeTruthy();
  });

  it('removes an item only after a confirmation', async () => {
    const { connector } = renderTab();
    openEditor('Trail backpack');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(connector.requests).toEqual([]);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove “Trail backpack” from Wishlist?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(connector.requests).toEqual([{ kind: 'page:remove-item', payload: { listId: 'a1', itemId: 'i1' } }]));
    expect(await screen.findByText('Removed “Trail backpack”.')).toBeTruthy();
  });

  it('goes back without sending anything when nothing changed', () => {
    const { connector } = renderTab();
    openEditor('Desk lamp');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('List')).toBeTruthy();
    openEditor('Desk lamp');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('List')).toBeTruthy();
    expect(connector.requests).toEqual([]);
  });

  it('lets viewers see items but not change them', () => {
    renderTab();
    choose('c3');
    expect(screen.getByText('Board game')).toBeTruthy();
    expect(rowActions('Board game')).toEqual(['Price history of Board game', 'Price alerts for “Board game”']);
    expect(screen.getByText('You can view this list; only its owner and editors change it.')).toBeTruthy();
  });

  it('keeps edits working offline, with the change shown as waiting to sync', async () => {
    const offline: AppState = { ...state, network: 'offline' };
    const { connector, rerender } = renderTab(offline);
    expect(screen.getByText(/You're offline/)).toBeTruthy();
    openEditor('Desk lamp');
    type('Quantity', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(connector.requests).toHaveLength(1));
    rerender({ ...offline, items: { ...offline.items, a1: [backpack, { ...lamp, quantity: 2, pendingWrites: true }] } });
    const lampRow = screen.getByText('Desk lamp').closest('.item-row') as HTMLElement;
    expect(within(lampRow).getByText('waiting to sync')).toBeTruthy();
  });

  it('says so when the item being edited goes away, or the list is deleted', () => {
    const { rerender } = renderTab();
    openEditor('Desk lamp');
    rerender({ ...state, items: { ...state.items, a1: [backpack] } });
    expect(screen.getByRole('alert').textContent).toContain('This item is no longer in Wishlist.');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    choose('b2');
    rerender({ ...state, lists: (state.lists ?? []).filter((list) => list.id !== 'b2') });
    expect(screen.getByRole('alert').textContent).toContain('That list no longer exists.');
    expect(picker().value).toBe('a1');
  });
});
