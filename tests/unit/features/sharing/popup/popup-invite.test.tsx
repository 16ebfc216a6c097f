// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberList } from '../../../../../src/features/lists/popup/chosen-list';
import { ListsTab } from '../../../../../src/features/lists/popup/lists-tab';
import { ok, type Result } from '../../../../../src/platform/messaging/errors';
import { itemIndexOf } from '../../../../../src/features/lists/model/item-index';
import type { PageKind } from '../../../../../src/app/protocol';
import type { AppState } from '../../../../../src/app/state';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { listItem } from '../../../support/list-item';
import { asBen, DAY, familyGifts, sharingState } from '../support-sharing';

type Answer = (kind: PageKind, payload: unknown) => Result<unknown> | Promise<Result<unknown>>;

const items = { fam: [listItem('lego', 'fam', { name: 'Lego 42115' })] };

function renderTab(state: AppState, answer: Answer = () => ok(null)) {
  const connector = new MockConnector(null, answer);
  render(
    <ConnectorProvider connector={connector}>
      <ListsTab state={state} index={itemIndexOf(state.items)} showList={() => undefined} openUrl={() => undefined} />
    </ConnectorProvider>,
  );
  return connector;
}

const inviteLink = () => screen.queryByRole('button', { name: 'Invite people to “Family gifts”' });

describe('inviting from the popup', () => {
  beforeEach(() => rememberList(null));
  afterEach(cleanup);

  it('offers "Invite people" on a list the shopper owns, and not on one they only joined', () => {
    renderTab(sharingState({ items }));
    expect(inviteLink()).toBeTruthy();
    cleanup();
    renderTab(asBen(sharingState({ items })));
    expect(inviteLink()).toBeNull();
    cleanup();
    renderTab(asBen(sharingState({ items }), { ...familyGifts, role: 'viewer' }));
    expect(inviteLink()).toBeNull();
  });

  it("opens the options page's invite form (loaded on demand), creates a code and shows it large with its expiry", async () => {
    const expiresAt = Date.UTC(2026, 11, 4, 12);
    const state = sharingState(
      { items },
      { invites: { fam: [{ code: 'ABCDE23456', listId: 'fam', role: 'editor', email: null, maxUses: 3, uses: 0, revoked: false, createdAt: expiresAt - 7 * DAY, expiresAt }] } },
    );
    const connector = renderTab(state, (kind) => (kind === 'page:create-invite' ? ok({ code: 'ABCDE23456' }) : ok(null)));
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    fireEvent.click(inviteLink() as HTMLElement);
    const form = within(await screen.findByRole('form', { name: 'Invite people' }));
    expect(screen.getByRole('heading', { name: 'Invite to “Family gifts”' })).toBeTruthy();
    // The owner's name as members see it, as in options.
    expect(form.getByLabelText<HTMLInputElement>('Your name as members will see it').value).toBe('Ana');
    // The items make way for the form.
    expect(screen.queryByText('Lego 42115')).toBeNull();
    fireEvent.change(form.getByLabelText('Role'), { target: { value: 'editor' } });
    fireEvent.input(form.getByLabelText('How many people may use the code'), { target: { value: '3' } });
    fireEvent.click(form.getByRole('button', { name: 'Create invite code' }));
    await waitFor(() =>
      expect(connector.requests).toEqual([
        { kind: 'page:create-invite', payload: { listId: 'fam', role: 'editor', maxUses: 3, email: null, ownerName: 'Ana' } },
      ]),
    );
    expect((await form.findByText('ABCDE-23456')).className).toBe('invite-code');
    // The expiry the worker's state holds for the new code.
    expect(form.getByText(`Expires ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(expiresAt)}`)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('ABCDE-23456');
  });

  it('checks the number of uses before sending anything, like options', async () => {
    const connector = renderTab(sharingState({ items }));
    fireEvent.click(inviteLink() as HTMLElement);
    const form = within(await screen.findByRole('form', { name: 'Invite people' }));
    fireEvent.input(form.getByLabelText('How many people may use the code'), { target: { value: '50' } });
    fireEvent.click(form.getByRole('button', { name: 'Create invite code' }));
    expect(await form.findByText(/from 1 to 49/)).toBeTruthy();
    expect(connector.requests).toEqual([]);
  });

  it('goes back to the list', async () => {
    renderTab(sharingState({ items }));
    fireEvent.click(inviteLink() as HTMLElement);
    await screen.findByRole('form', { name: 'Invite people' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Lego 42115')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Invite people' })).toBeNull();
  });
});
