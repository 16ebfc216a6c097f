// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ListsSection } from '../../../src/options/lists-section';
import { ok } from '../../../src/shared/errors';
import type { AppState } from '../../../src/shared/state';
import { ConnectorProvider } from '../../../src/ui/connector-context';
import { MockConnector } from '../../../src/ui/testing/mock-connector';

const signedIn: AppState = {
  account: { status: 'signed-in', uid: 'u1', email: 'ana@example.com', emailVerified: true, anonymous: false },
  profile: null,
  items: {},
  lists: [
    { id: 'a1', name: 'Wishlist', role: 'owner', pendingWrites: false },
    { id: 'b2', name: 'Family gifts', role: 'editor', pendingWrites: false },
    { id: 'c3', name: 'Garden', role: 'owner', pendingWrites: true },
  ],
  browsingDetection: false,
  network: 'online',
  extensionVersion: '0.1.0',
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
