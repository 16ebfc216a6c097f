// @vitest-environment jsdom
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListsSection } from '../../../../../src/features/lists/options/lists-section';
import { fail, ok } from '../../../../../src/platform/messaging/errors';
import { DEFAULT_PREFERENCES } from '../../../../../src/features/account/model/preferences';
import type { AppState } from '../../../../../src/app/state';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';

const signedIn: AppState = {
  account: { status: 'signed-in', uid: 'u1', email: 'ana@example.com', emailVerified: true, anonymous: false },
  profile: null,
  items: {},
  lists: [
    { id: 'a1', name: 'Wishlist', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
    { id: 'b2', name: 'Family gifts', role: 'editor', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
    { id: 'c3', name: 'Garden', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: true },
  ],
  browsingDetection: false,
  failedWrites: [],
  network: 'online',
  extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS,
  sharing: EMPTY_SHARING,
};

function renderLists(state: AppState, connector = new MockConnector(null, () => ok({ id: 'n1' }))) {
  render(
    <ConnectorProvider connector={connector}>
      <ListsSection state={state} />
    </ConnectorProvider>,
  );
  return connector;
}

describe('lists section', () => {
  afterEach(cleanup);

  it('shows each list, which ones wait to sync, and offers changes only on owned lists', () => {
    renderLists(signedIn);
    expect(screen.getByText('Wishlist')).toBeTruthy();
    expect(screen.getByText(/waiting to sync/)).toBeTruthy();
    expect(screen.getByText(/shared with you/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Rename' })).toHaveLength(2);
  });

  it('says when lists are loading, and when there are none', () => {
    renderLists({ ...signedIn, lists: null });
    expect(screen.getByText('Loading your lists…')).toBeTruthy();
    cleanup();
    renderLists({ ...signedIn, lists: [] });
    expect(screen.getByText('No lists yet. Create one below.')).toBeTruthy();
  });

  it('checks a new name at the field before sending, then sends it trimmed and clears the field', async () => {
    const connector = renderLists(signedIn);
    fireEvent.click(screen.getByRole('button', { name: 'Create list' }));
    expect(screen.getByText('Enter a name for the list.')).toBeTruthy();
    expect(connector.requests).toEqual([]);
    fireEvent.input(screen.getByLabelText('New list name'), { target: { value: '  Camping  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(connector.requests).toEqual([{ kind: 'page:create-list', payload: { name: 'Camping' } }]));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('New list name').value).toBe(''));
  });

  it('asks before deleting', () => {
    const connector = renderLists(signedIn);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement);
    expect(screen.getByText('Delete “Wishlist” and everything in it?')).toBeTruthy();
    expect(connector.requests).toEqual([]);
  });
});

describe('list order', () => {
  afterEach(cleanup);

  const ordered: AppState = {
    ...signedIn,
    lists: [
      { id: 'a1', name: 'Wishlist', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
      { id: 'b2', name: 'Family gifts', role: 'viewer', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
      { id: 'c3', name: 'Garden', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
    ],
    profile: { preferences: DEFAULT_PREFERENCES, listOrder: ['b2', 'c3', 'a1'], pendingWrites: false },
  };

  const names = () => [...document.querySelectorAll('.list-name')].map((element) => element.textContent);

  it("shows the lists in the shopper's order and marks the first one they can add to as the default", () => {
    renderLists(ordered);
    expect(names()).toEqual(['Family gifts', 'Garden', 'Wishlist']);
    const gardenRow = screen.getByText('Garden').closest('li') as HTMLElement;
    expect(gardenRow.textContent).toContain('default');
    expect((screen.getByText('Family gifts').closest('li') as HTMLElement).textContent).not.toContain('default');
  });

  it('moves a list one place and sends the whole new order; the ends cannot move further', async () => {
    const connector = renderLists(ordered, new MockConnector(null, () => ok(null)));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move Family gifts up' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move Wishlist down' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Wishlist up' }));
    await waitFor(() =>
      expect(connector.requests).toEqual([{ kind: 'page:reorder-lists', payload: { listIds: ['b2', 'a1', 'c3'] } }]),
    );
  });

  it('says why a move failed', async () => {
    renderLists(ordered, new MockConnector(null, () => fail('not-signed-in', 'Signed out elsewhere.')));
    fireEvent.click(screen.getByRole('button', { name: 'Move Garden down' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/sign/i);
  });
});
