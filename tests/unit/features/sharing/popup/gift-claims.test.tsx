// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { chooseRowAction } from '../../../support/row-menu';
import { settle } from '../../../support/settle';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberList } from '../../../../../src/features/lists/popup/chosen-list';
import { ListsTab } from '../../../../../src/features/lists/popup/lists-tab';
import { fail, ok, type Result } from '../../../../../src/platform/messaging/errors';
import { itemIndexOf } from '../../../../../src/features/lists/model/item-index';
import type { ListSummary } from '../../../../../src/features/lists/model/lists';
import type { PageKind } from '../../../../../src/app/protocol';
import type { GiftClaim } from '../../../../../src/features/sharing/model/sharing';
import type { AppState } from '../../../../../src/app/state';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { listItem } from '../../../support/list-item';
import { asBen, familyGifts, sharingState } from '../support-sharing';

type Answer = (kind: PageKind, payload: unknown) => Result<unknown> | Promise<Result<unknown>>;

const claim = (itemId: string, claimedBy: string, claimerName: string | null, status: GiftClaim['status']): GiftClaim => ({
  listId: 'fam', itemId, claimedBy, claimerName, status, updatedAt: 1_700_000_000_000,
});

const items = {
  fam: [
    listItem('lego', 'fam', { name: 'Lego 42115', status: 'claimed' }),
    listItem('book', 'fam', { name: 'Atlas' }),
    listItem('pen', 'fam', { name: 'Fountain pen' }),
    listItem('mug', 'fam', { name: 'Mug' }),
    listItem('cap', 'fam', { name: 'Cap' }),
  ],
};

// Claims as the worker would hold them for a member; the test for the owner puts them in its state too.
const claims = {
  fam: {
    lego: claim('lego', 'cy', 'Ana', 'claimed'),
    book: claim('book', 'cy', 'Ana', 'bought'),
    pen: claim('pen', 'ben', 'Ben', 'claimed'),
    mug: claim('mug', 'ben', 'Ben', 'bought'),
  },
};

const ownerState = sharingState({ items }, { claims });

function renderTab(state: AppState, answer: Answer = () => ok(null)) {
  const connector = new MockConnector(null, answer);
  render(
    <ConnectorProvider connector={connector}>
      <ListsTab state={state} index={itemIndexOf(state.items)} showList={() => undefined} openUrl={() => undefined} />
    </ConnectorProvider>,
  );
  return connector;
}

const rowOf = (name: string) => within(screen.getByText(name).closest('.item-row') as HTMLElement);

describe('gift list claims in the popup', () => {
  beforeEach(() => rememberList(null));
  afterEach(cleanup);

  it("shows a member every claim: someone else's without buttons, their own with Mark bought and Release", () => {
    renderTab(asBen(ownerState));
    expect(rowOf('Lego 42115').getByText('Claimed by Ana')).toBeTruthy();
    expect(rowOf('Lego 42115').queryByRole('button', { name: /get|bought|Release/ })).toBeNull();
    expect(rowOf('Atlas').getByText('Bought by Ana')).toBeTruthy();
    expect(rowOf('Atlas').queryByRole('button', { name: /get|bought|Release/ })).toBeNull();
    expect(rowOf('Fountain pen').getByText('You claimed this')).toBeTruthy();
    expect(rowOf('Fountain pen').getByRole('button', { name: 'Mark bought: Fountain pen' })).toBeTruthy();
    expect(rowOf('Fountain pen').getByRole('button', { name: 'Release Fountain pen' })).toBeTruthy();
    expect(rowOf('Mug').getByText('You bought this')).toBeTruthy();
    expect(rowOf('Mug').queryByRole('button', { name: 'Mark bought: Mug' })).toBeNull();
    expect(rowOf('Cap').getByRole('button', { name: "I'll get this: Cap" })).toBeTruthy();
    // The item's own status is not shown on a gift list: the claims replace it.
    expect(rowOf('Lego 42115').queryByText('Claimed')).toBeNull();
  });

  it('sends a claim, a purchase and a release', async () => {
    const connector = renderTab(asBen(ownerState));
    fireEvent.click(screen.getByRole('button', { name: "I'll get this: Cap" }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark bought: Fountain pen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Release Mug' }));
    await waitFor(() =>
      expect(connector.requests).toEqual([
        { kind: 'page:set-claim', payload: { listId: 'fam', itemId: 'cap', status: 'claimed' } },
        { kind: 'page:set-claim', payload: { listId: 'fam', itemId: 'pen', status: 'bought' } },
        { kind: 'page:set-claim', payload: { listId: 'fam', itemId: 'mug', status: null } },
      ]),
    );
  });

  it('names a claim a member gave no name for, and says why a claim failed', async () => {
    renderTab(asBen(sharingState({ items }, { claims: { fam: { lego: claim('lego', 'cy', null, 'claimed') } } })), () =>
      fail('permission-denied', 'taken'),
    );
    expect(rowOf('Lego 42115').getByText('Claimed by a member')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "I'll get this: Cap" }));
    expect((await rowOf('Cap').findByRole('alert')).textContent).toBeTruthy();
  });

  it("shows the owner of a gift list nothing about claims, even with claims in the state", () => {
    renderTab(ownerState);
    const tab = document.querySelector('.lists-tab') as HTMLElement;
    expect(screen.getByText('Gift list: what others claim stays hidden from you')).toBeTruthy();
    expect(tab.textContent).not.toMatch(/Claimed|Bought|claimed this|bought this|I'll get|Release|Mark bought/);
    expect(tab.querySelector('.item-claim')).toBeNull();
    expect(rowOf('Lego 42115').queryByText('Claimed')).toBeNull();
  });

  it("hides the status control in a gift list's item editor, for the owner and for members", () => {
    renderTab(ownerState);
    chooseRowAction('Lego 42115', 'Edit Lego 42115');
    expect(screen.getByLabelText('Quantity')).toBeTruthy();
    expect(screen.queryByLabelText('Status')).toBeNull();
    cleanup();
    renderTab(asBen(ownerState));
    chooseRowAction('Lego 42115', 'Edit Lego 42115');
    expect(screen.queryByLabelText('Status')).toBeNull();
  });

  it('keeps the status on lists that are not gift lists, with no claim line', () => {
    const plain: ListSummary = { ...familyGifts, gift: false };
    renderTab(asBen(sharingState({ items }, { claims }), plain));
    expect(rowOf('Lego 42115').getByText('Claimed')).toBeTruthy();
    expect(document.querySelector('.item-claim')).toBeNull();
    chooseRowAction('Lego 42115', 'Edit Lego 42115');
    expect(screen.getByLabelText('Status')).toBeTruthy();
  });

  it('shows how many members a shared list has in the picker', () => {
    renderTab(ownerState);
    expect(within(screen.getByLabelText('List')).getByRole('option').textContent).toBe('Family gifts · gift list (5) · 3 members');
  });

  it('lets the owner turn gift mode off and on from the popup, under "Share this list"; a member has no such switch', async () => {
    const connector = renderTab(ownerState);
    fireEvent.click(screen.getByText('Share this list'));
    const gift = screen.getByRole<HTMLInputElement>('switch', { name: 'Gift list' });
    expect(gift.checked).toBe(true);
    await settle(() => fireEvent.click(gift));
    expect(connector.requests).toEqual([{ kind: 'page:set-gift-mode', payload: { listId: 'fam', gift: false } }]);
    cleanup();
    renderTab(asBen(ownerState));
    expect(screen.queryByText('Share this list')).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Gift list' })).toBeNull();
  });

  it('offers Join a list under the items', async () => {
    const connector = renderTab(ownerState, () => fail('invite-expired', 'old'));
    fireEvent.click(screen.getByText('Join a list'));
    fireEvent.input(screen.getByLabelText('Invite code'), { target: { value: 'abcde 23456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/expired/);
    expect(connector.requests).toEqual([{ kind: 'page:preview-invite', payload: { code: 'ABCDE23456' } }]);
  });
});
