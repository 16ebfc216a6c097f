// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListsSection } from '../../../../../src/features/lists/options/lists-section';
import { ListSharing } from '../../../../../src/features/sharing/options/list-sharing';
import { fail, ok, type Result } from '../../../../../src/platform/messaging/errors';
import type { PageKind } from '../../../../../src/app/protocol';
import type { AppState } from '../../../../../src/app/state';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { asBen, DAY, familyGifts, sharingState } from '../support-sharing';

type Answer = (kind: PageKind, payload: unknown) => Result<unknown> | Promise<Result<unknown>>;

const NOW = 1_800_000_000_000;

function renderSharing(state: AppState, answer: Answer = () => ok(null)) {
  const connector = new MockConnector(null, answer);
  const list = state.lists?.[0] ?? familyGifts;
  render(
    <ConnectorProvider connector={connector}>
      <ListSharing list={list} state={state} now={NOW} />
    </ConnectorProvider>,
  );
  return connector;
}

const inviteForm = () => screen.getByRole('form', { name: 'Invite people' });
const emailForm = () => screen.getByRole('form', { name: 'Invite by email' });

describe('list sharing: members', () => {
  afterEach(cleanup);

  it('lists the members, the owner first, with "A member" for a nameless one and "(you)"', () => {
    renderSharing(sharingState());
    const rows = [...document.querySelectorAll('.member-row')].map((row) => row.textContent);
    expect(rows[0]).toBe('Ana (you) · owner');
    expect(rows[1]).toContain('Ben');
    expect(rows[2]).toContain('A member');
  });

  it("lets the owner change another member's role", async () => {
    const connector = renderSharing(sharingState());
    const role = screen.getByLabelText<HTMLSelectElement>('Role of Ben');
    expect(role.value).toBe('editor');
    fireEvent.change(role, { target: { value: 'viewer' } });
    await waitFor(() =>
      expect(connector.requests).toEqual([{ kind: 'page:set-member-role', payload: { listId: 'fam', uid: 'ben', role: 'viewer' } }]),
    );
  });

  it('removes a member only after a confirmation, and says why a removal failed', async () => {
    const connector = renderSharing(sharingState(), () => fail('permission-denied', 'no'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ben from the list' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Remove Ben from “Family gifts”?');
    expect(connector.requests).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(connector.requests).toEqual([{ kind: 'page:remove-member', payload: { listId: 'fam', uid: 'ben' } }]));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });

  it('shows a member roles and no owner controls, and lets them leave after a confirmation', async () => {
    const connector = renderSharing(asBen(sharingState()));
    expect(screen.queryByLabelText('Role of Ana')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite people' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Gift list' })).toBeNull();
    expect((document.querySelector('[data-uid="ben"]') as HTMLElement).textContent).toBe('Ben (you) · editor');
    fireEvent.click(screen.getByRole('button', { name: 'Leave list' }));
    expect(connector.requests).toEqual([]);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave list' }));
    await waitFor(() => expect(connector.requests).toEqual([{ kind: 'page:leave-list', payload: { listId: 'fam' } }]));
  });
});

describe('list sharing: switches', () => {
  afterEach(cleanup);

  it('switches gift mode with one line on what it does', async () => {
    const connector = renderSharing(sharingState());
    const gift = screen.getByRole<HTMLInputElement>('switch', { name: 'Gift list' });
    expect(gift.checked).toBe(true);
    expect(screen.getByText(/stays hidden from you/)).toBeTruthy();
    fireEvent.click(gift);
    await waitFor(() => expect(connector.requests).toEqual([{ kind: 'page:set-gift-mode', payload: { listId: 'fam', gift: false } }]));
  });

  it('shows the activity switch as the state has it and sends the change; a failure is named', async () => {
    const connector = renderSharing(sharingState({}, { activityOff: ['fam'] }), () => fail('unavailable', 'later'));
    const activity = screen.getByRole<HTMLInputElement>('switch', { name: 'Activity notifications' });
    expect(activity.checked).toBe(false);
    fireEvent.click(activity);
    await waitFor(() => expect(connector.requests).toEqual([{ kind: 'page:set-list-activity', payload: { listId: 'fam', enabled: true } }]));
    expect((await screen.findByRole('alert')).textContent).toMatch(/try again/i);
  });
});

describe('list sharing: invites', () => {
  afterEach(cleanup);

  it('prefills the owner name from the list, or from the email before the @', () => {
    renderSharing(sharingState());
    expect(within(inviteForm()).getByLabelText<HTMLInputElement>('Your name as members will see it').value).toBe('Ana');
    cleanup();
    renderSharing(sharingState({}, { members: {} }));
    expect(within(inviteForm()).getByLabelText<HTMLInputElement>('Your name as members will see it').value).toBe('ana.lopez');
  });

  it('checks uses and name at the field and sends nothing while they are wrong', () => {
    const connector = renderSharing(sharingState());
    const form = within(inviteForm());
    for (const typed of ['0', '50', '2.5', 'many', '']) {
      fireEvent.input(form.getByLabelText('How many people may use the code'), { target: { value: typed } });
      fireEvent.click(form.getByRole('button', { name: 'Create invite code' }));
      expect(form.getByText('Enter a whole number from 1 to 49.')).toBeTruthy();
    }
    fireEvent.input(form.getByLabelText('How many people may use the code'), { target: { value: '3' } });
    fireEvent.input(form.getByLabelText('Your name as members will see it'), { target: { value: '   ' } });
    fireEvent.click(form.getByRole('button', { name: 'Create invite code' }));
    expect(form.getByText('Enter a name.')).toBeTruthy();
    fireEvent.input(form.getByLabelText('Your name as members will see it'), { target: { value: 'x'.repeat(51) } });
    fireEvent.click(form.getByRole('button', { name: 'Create invite code' }));
    expect(form.getByText('A name has at most 50 characters.')).toBeTruthy();
    expect(connector.requests).toEqual([]);
  });

  it('creates a code and shows it large, formatted, with Copy and its expiry', async () => {
    let finish: (result: Result<unknown>) => void = () => undefined;
    const connector = renderSharing(sharingState(), () => new Promise((resolve) => (finish = resolve)));
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    const form = within(inviteForm());
    fireEvent.change(form.getByLabelText('Role'), { target: { value: 'editor' } });
    fireEvent.input(form.getByLabelText('How many people may use the code'), { target: { value: ' 5 ' } });
    fireEvent.click(form.getByRole('button', { name: 'Create invite code' }));
    await waitFor(() => expect(form.getByRole<HTMLButtonElement>('button', { name: 'Working…' }).disabled).toBe(true));
    expect(connector.requests).toEqual([
      { kind: 'page:create-invite', payload: { listId: 'fam', role: 'editor', maxUses: 5, email: null, ownerName: 'Ana' } },
    ]);
    finish(ok({ code: 'ABCDE23456' }));
    expect((await form.findByText('ABCDE-23456')).className).toBe('invite-code');
    expect(form.getByText(/^Expires /)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('ABCDE-23456');
    expect(await form.findByText('Copied.')).toBeTruthy();
  });

  it("shows the worker's error when a code cannot be made", async () => {
    renderSharing(sharingState(), () => fail('limit-reached', 'too many'));
    fireEvent.click(within(inviteForm()).getByRole('button', { name: 'Create invite code' }));
    expect((await within(inviteForm()).findByRole('alert')).textContent).toBeTruthy();
    expect(document.querySelector('.invite-code')).toBeNull();
  });

  it('checks an email invite address and sends it lower-cased for one person', async () => {
    const connector = renderSharing(sharingState(), () => ok({ code: 'x' }));
    const form = within(emailForm());
    fireEvent.input(form.getByLabelText('Email address'), { target: { value: 'not an address' } });
    fireEvent.click(form.getByRole('button', { name: 'Create email invite' }));
    expect(form.getByText('Enter a valid email address.')).toBeTruthy();
    expect(connector.requests).toEqual([]);
    fireEvent.input(form.getByLabelText('Email address'), { target: { value: ' Ben@Example.com ' } });
    fireEvent.click(form.getByRole('button', { name: 'Create email invite' }));
    await waitFor(() =>
      expect(connector.requests).toEqual([
        { kind: 'page:create-invite', payload: { listId: 'fam', role: 'viewer', maxUses: 1, email: 'ben@example.com', ownerName: 'Ana' } },
      ]),
    );
    expect((await form.findByRole('status')).textContent).toContain('ben@example.com');
  });

  it('lists the open invites with uses and expiry, and revokes one', async () => {
    const invite = (code: string, overrides = {}) => ({
      code, listId: 'fam', role: 'viewer' as const, email: null, maxUses: 5, uses: 2, revoked: false, createdAt: NOW - DAY, expiresAt: NOW + 6 * DAY, ...overrides,
    });
    const connector = renderSharing(
      sharingState({}, {
        invites: {
          fam: [
            invite('ABCDE23456'),
            invite('REVOKED000', { revoked: true }),
            invite('EXPIRED000', { expiresAt: NOW - 1 }),
            invite('USEDUP0000', { uses: 5 }),
            invite('e'.repeat(20), { email: 'cy@example.com', maxUses: 1, uses: 0 }),
          ],
        },
      }),
    );
    const open = [...document.querySelectorAll('.open-invite')].map((row) => row.textContent);
    expect(open).toHaveLength(2);
    expect(open[0]).toContain('ABCDE-23456');
    expect(open[0]).toContain('used 2 of 5');
    expect(open[0]).toContain('Expires');
    expect(open[1]).toContain('cy@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke invite ABCDE-23456' }));
    await waitFor(() => expect(connector.requests).toEqual([{ kind: 'page:revoke-invite', payload: { code: 'ABCDE23456' } }]));
  });
});

describe('lists section with sharing', () => {
  afterEach(cleanup);

  it('shows a member-count badge on a shared list, its sharing panel and the notices once loaded', async () => {
    render(
      <ConnectorProvider connector={new MockConnector(null, () => ok(null))}>
        <ListsSection
          state={sharingState({}, { notices: [{ id: 'n1', listId: 'old', listName: 'Camping', kind: 'removed', role: null, at: NOW }] })}
        />
      </ConnectorProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Lists & sharing' })).toBeTruthy();
    expect(screen.getByText('3 members')).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Invite people' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Join a list' })).toBeTruthy();
    expect(screen.getByText('You were removed from “Camping”.')).toBeTruthy();
  });
});
