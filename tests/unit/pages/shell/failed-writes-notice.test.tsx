// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../../src/platform/messaging/errors';
import type { FailedWrite } from '../../../../src/app/failed-writes';
import type { ListSummary } from '../../../../src/features/lists/model/lists';
import { ConnectorProvider } from '../../../../src/app/connector/connector-context';
import { FailedWritesNotice } from '../../../../src/pages/shell/failed-writes-notice';
import { MockConnector } from '../../../../src/app/connector/testing/mock-connector';

const product = { url: 'https://shop.example.com/p/1', name: 'Desk lamp', brand: null, image: null, price: 39.9, currency: 'EUR', listPrice: null, availability: 'in-stock', sku: null, gtin: null, method: 'json-ld', confidence: 0.9 } as const;
const savedLamp: FailedWrite = { id: 'f1', request: { kind: 'page:save-item', payload: { listId: 'L1', product } }, subject: 'Desk lamp', error: 'permission-denied', at: 0 };
const renamed: FailedWrite = { id: 'f2', request: { kind: 'page:rename-list', payload: { listId: 'L1', name: 'Gifts' } }, subject: 'Gifts', error: 'invalid-payload', at: 0 };

function renderNotice(connector: MockConnector, failures: FailedWrite[], lists: ListSummary[] | null = null) {
  render(
    <ConnectorProvider connector={connector}>
      <FailedWritesNotice failures={failures} lists={lists} />
    </ConnectorProvider>,
  );
}

const list = (id: string, name: string, role: ListSummary['role']): ListSummary => ({ id, name, role, ownerId: role === 'owner' ? 'me' : 'ana', memberCount: 2, gift: false, pendingWrites: false });
// L1 is the shared list the refused writes were for: the shopper is a viewer there now.
const lists = [list('L1', 'Family gifts', 'viewer'), list('mine', 'Wishlist', 'owner'), list('ed', 'Flat', 'editor'), list('v2', 'Ana’s books', 'viewer')];
const noted: FailedWrite = {
  id: 'f4',
  request: { kind: 'page:update-item', payload: { listId: 'L1', itemId: 'lamp', note: 'the blue one, 60 cm', quantity: 2 } },
  subject: 'Desk lamp',
  error: 'permission-denied',
  at: 0,
  copy: product,
};
/** The failure's row, once its offer (a lazily loaded chunk) shows. */
async function offerOf(failure: FailedWrite) {
  const row = (await screen.findByText(failure.request.kind === 'page:save-item' ? /was not saved to your list/ : /Your change to/)).closest('li') as HTMLElement;
  // The offer is a chunk loaded when there is a failure: its import took over waitFor's 1 s in a CI run at load 10.
  await waitFor(() => expect(row.querySelector('.offer-back')).not.toBeNull(), { timeout: 10_000 });
  return within(row);
}

describe('changes the server refused', () => {
  afterEach(cleanup);

  it('names what was not saved and why', () => {
    renderNotice(new MockConnector(), [savedLamp, renamed]);
    expect(screen.getByRole('alert').textContent).toContain('“Desk lamp” was not saved to your list.');
    expect(screen.getByText('The list was not renamed to “Gifts”.')).toBeTruthy();
    expect(screen.getByText("You don't have permission to change that. Your role may have changed.")).toBeTruthy();
  });

  it('names a write no page asked for, says the worker retries it, and offers no "Try again"', () => {
    const setUp: FailedWrite = { id: 'f3', request: { kind: 'background:create-profile', payload: null }, subject: '', error: 'permission-denied', at: 0 };
    renderNotice(new MockConnector(), [setUp]);
    expect(screen.getByText("Your account's profile and first list were not set up.")).toBeTruthy();
    expect(screen.getByText('Cartwatch tries again the next time it starts or you sign in.')).toBeTruthy();
    expect(screen.queryByText('Try again')).toBeNull();
    expect(screen.getByText('Dismiss')).toBeTruthy();
  });

  it('names a refused price reading, says it is not sent again, and offers no "Try again"', () => {
    const checked: FailedWrite = { id: 'f4', request: { kind: 'background:record-check', payload: null }, subject: 'Desk lamp', error: 'invalid-payload', at: 0 };
    renderNotice(new MockConnector(), [checked]);
    expect(screen.getByText('The price and stock Cartwatch checked for “Desk lamp” were not saved.')).toBeTruthy();
    expect(screen.getByText('Cartwatch does not send this reading again: the next check or visit reads the page afresh.')).toBeTruthy();
    expect(screen.queryByText('Cartwatch tries again the next time it starts or you sign in.')).toBeNull();
    expect(screen.queryByText('Try again')).toBeNull();
  });

  it('shows nothing when every change was saved', () => {
    renderNotice(new MockConnector(), []);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the change back: "Try again" sends the same request, then lets the failure go', async () => {
    const connector = new MockConnector(null, () => ok(null));
    renderNotice(connector, [savedLamp]);
    fireEvent.click(screen.getByText('Try again'));
    await waitFor(() => expect(connector.requests).toHaveLength(2));
    expect(connector.requests).toEqual([
      { kind: 'page:save-item', payload: savedLamp.request.payload },
      { kind: 'page:dismiss-failed-write', payload: { id: 'f1' } },
    ]);
  });

  it('keeps a failure whose retry is refused again', async () => {
    const connector = new MockConnector(null, (kind) => (kind === 'page:save-item' ? fail('permission-denied', 'no') : ok(null)));
    renderNotice(connector, [savedLamp]);
    fireEvent.click(screen.getByText('Try again'));
    await waitFor(() => expect(connector.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(connector.requests.map((request) => request.kind)).toEqual(['page:save-item']);
  });

  it('"Dismiss" lets it go without sending it', () => {
    const connector = new MockConnector(null, () => ok(null));
    renderNotice(connector, [savedLamp]);
    fireEvent.click(screen.getByText('Dismiss'));
    expect(connector.requests).toEqual([{ kind: 'page:dismiss-failed-write', payload: { id: 'f1' } }]);
  });
});

describe('a refused save or item change, offered back', () => {
  afterEach(cleanup);

  it('offers a refused save to one of the lists the shopper owns or edits, not the refused one nor one they view', async () => {
    const connector = new MockConnector(null, () => ok({ id: 'new' }));
    renderNotice(connector, [savedLamp], lists);
    const offer = await offerOf(savedLamp);
    const choice = offer.getByLabelText<HTMLSelectElement>('Your list');
    expect([...choice.options].map((option) => option.textContent)).toEqual(['Wishlist', 'Flat']);
    fireEvent.change(choice, { target: { value: 'ed' } });
    fireEvent.click(offer.getByRole('button', { name: 'Save to “Flat”' }));
    expect(await offer.findByText('Saved to “Flat”.')).toBeTruthy();
    // The same product, resent with the chosen list; the failure stays until dismissed.
    expect(connector.requests).toEqual([{ kind: 'page:save-item', payload: { ...savedLamp.request.payload, listId: 'ed' } }]);
    expect(offer.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('with one list of their own, offers it by name; with none, says so and keeps the failure', async () => {
    renderNotice(new MockConnector(), [savedLamp], [lists[0]!, lists[1]!]);
    const offer = await offerOf(savedLamp);
    expect(offer.queryByLabelText('Your list')).toBeNull();
    expect(offer.getByRole('button', { name: 'Save to “Wishlist”' })).toBeTruthy();
    cleanup();
    const connector = new MockConnector();
    renderNotice(connector, [savedLamp], [lists[0]!, lists[3]!]);
    expect(await screen.findByText(/no list of your own/)).toBeTruthy();
    expect(screen.getByText('Dismiss')).toBeTruthy();
    expect(connector.requests).toEqual([]);
  });

  it('says why the save elsewhere failed, and offers it again', async () => {
    renderNotice(new MockConnector(null, () => fail('limit-reached', 'full')), [savedLamp], lists);
    const offer = await offerOf(savedLamp);
    fireEvent.click(offer.getByRole('button', { name: 'Save to “Wishlist”' }));
    expect((await offer.findAllByRole('alert')).length).toBeGreaterThan(0);
    expect(offer.queryByText(/Saved to/)).toBeNull();
    expect(offer.getByRole('button', { name: 'Save to “Wishlist”' })).toBeTruthy();
  });

  it('shows the note and quantity of a refused item change, to copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderNotice(new MockConnector(), [noted], lists);
    const offer = await offerOf(noted);
    expect(offer.getByLabelText<HTMLTextAreaElement>('The note you typed').value).toBe('the blue one, 60 cm');
    expect(offer.getByText('The quantity you set: 2')).toBeTruthy();
    fireEvent.click(offer.getByRole('button', { name: 'Copy the note' }));
    expect(writeText).toHaveBeenCalledWith('the blue one, 60 cm');
    expect(await offer.findByText('Copied.')).toBeTruthy();
  });

  it('keeps a refused item change as a copy of the item in their own list, with what they typed', async () => {
    const connector = new MockConnector(null, () => ok({ id: 'copy' }));
    renderNotice(connector, [noted], lists);
    const offer = await offerOf(noted);
    fireEvent.click(offer.getByRole('button', { name: 'Keep a copy in “Wishlist”' }));
    expect(await offer.findByText('A copy is in “Wishlist”.')).toBeTruthy();
    expect(connector.requests).toEqual([
      { kind: 'page:save-item', payload: { listId: 'mine', product, note: 'the blue one, 60 cm', quantity: 2 } },
    ]);
  });

  it('offers no copy when the failure kept no product, nor anything for a change of status alone', async () => {
    const { copy: _copy, ...withoutProduct } = noted;
    const statusOnly: FailedWrite = { ...noted, id: 'f5', request: { kind: 'page:update-item', payload: { listId: 'L1', itemId: 'lamp', status: 'bought' } } };
    renderNotice(new MockConnector(), [withoutProduct, statusOnly], lists);
    expect(await screen.findByLabelText('The note you typed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Keep a copy/ })).toBeNull();
    expect(screen.getAllByText('Dismiss')).toHaveLength(2);
  });

  it('drops "Try again" once the list is no longer one the shopper may write to, keeps it while it is', async () => {
    renderNotice(new MockConnector(), [savedLamp, noted], lists);
    await offerOf(savedLamp);
    expect(screen.queryByText('Try again')).toBeNull();
    expect(screen.getAllByText('Dismiss')).toHaveLength(2);
    cleanup();
    // Removed from the list: it is not among theirs at all.
    renderNotice(new MockConnector(), [savedLamp], lists.slice(1));
    await offerOf(savedLamp);
    expect(screen.queryByText('Try again')).toBeNull();
    cleanup();
    renderNotice(new MockConnector(), [savedLamp], [list('L1', 'Family gifts', 'editor'), ...lists.slice(1)]);
    await offerOf(savedLamp);
    expect(screen.getByText('Try again')).toBeTruthy();
  });

  it('offers nothing back for other refused writes', async () => {
    renderNotice(new MockConnector(), [renamed, savedLamp], lists);
    await screen.findByRole('button', { name: /Save to/ });
    const renameRow = within(screen.getByText('The list was not renamed to “Gifts”.').closest('li') as HTMLElement);
    expect(renameRow.queryByRole('button', { name: /Save to|Keep a copy/ })).toBeNull();
  });
});
