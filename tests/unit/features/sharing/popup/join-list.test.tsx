// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JoinSection } from '../../../../../src/features/sharing/options/join-section';
import { fail, ok, type ErrorCode, type Result } from '../../../../../src/platform/messaging/errors';
import type { PageKind } from '../../../../../src/app/protocol';
import type { InvitePreview } from '../../../../../src/features/sharing/model/sharing';
import type { AppState } from '../../../../../src/app/state';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { JoinList } from '../../../../../src/features/sharing/popup/join-list';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { DAY, sharingState } from '../support-sharing';

type Answer = (kind: PageKind, payload: unknown) => Result<unknown> | Promise<Result<unknown>>;

const preview: InvitePreview = {
  code: 'ABCDE23456',
  listId: 'fam',
  listName: 'Family gifts',
  ownerName: 'Ana',
  role: 'viewer',
  expiresAt: Date.UTC(2026, 11, 2, 12),
};

function renderJoin(answer: Answer, defaultName = 'ben') {
  const connector = new MockConnector(null, answer);
  render(
    <ConnectorProvider connector={connector}>
      <JoinList defaultName={defaultName} />
    </ConnectorProvider>,
  );
  return connector;
}

const typeCode = (code: string) => {
  fireEvent.input(screen.getByLabelText('Invite code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
};

const joinAnswer = (joinResult: Result<unknown>): Answer => (kind) => (kind === 'page:preview-invite' ? ok(preview) : joinResult);

/** The message the shopper reads for each refusal, one of a kind. */
const ERROR_TEXTS: Record<ErrorCode & `invite-${string}` | 'already-member' | 'list-full', RegExp> = {
  'invite-unknown': /No invite has this code/,
  'invite-expired': /expired \(invites last 7 days\)/,
  'invite-used-up': /used as many times as it allows/,
  'invite-revoked': /withdrew this invite/,
  'invite-not-for-you': /sent to another email address/,
  'already-member': /already a member of this list/,
  'list-full': /already has 50 members/,
};

describe('join a list', () => {
  afterEach(cleanup);

  it('refuses what cannot be a code at the field and sends nothing', () => {
    const connector = renderJoin(() => ok(preview));
    for (const typed of ['', 'ABCDE', 'ABCDE-2345U', 'ABCDE-234567']) {
      typeCode(typed);
      expect(screen.getByText('An invite code has 10 letters and digits, like ABCDE-12345.')).toBeTruthy();
    }
    expect(connector.requests).toEqual([]);
  });

  it('accepts spaces, dashes and lower case, shows the preview, then joins under the name given', async () => {
    const connector = renderJoin(joinAnswer(ok({ listId: 'fam' })));
    typeCode(' abcde-2345 6 ');
    expect(await screen.findByText('“Family gifts”, shared by Ana: you would join as viewer.')).toBeTruthy();
    expect(screen.getByText(/^Expires .*2026/)).toBeTruthy();
    expect(connector.requests).toEqual([{ kind: 'page:preview-invite', payload: { code: 'ABCDE23456' } }]);
    const name = screen.getByLabelText<HTMLInputElement>('Your name in this list');
    expect(name.value).toBe('ben');
    fireEvent.input(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join “Family gifts”' }));
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(connector.requests).toHaveLength(1);
    fireEvent.input(name, { target: { value: 'Ben\tAna claimed it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join “Family gifts”' }));
    expect(screen.getByText('A name fits on one line: no line breaks or tabs.')).toBeTruthy();
    expect(connector.requests).toHaveLength(1);
    fireEvent.input(name, { target: { value: ' Ben ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join “Family gifts”' }));
    expect((await screen.findByRole('status')).textContent).toBe('You joined “Family gifts”.');
    expect(connector.requests[1]).toEqual({ kind: 'page:join-list', payload: { code: 'ABCDE23456', name: 'Ben' } });
    expect(screen.getByLabelText<HTMLInputElement>('Invite code').value).toBe('');
  });

  it.each(Object.entries(ERROR_TEXTS))('explains %s when looking up', async (code, text) => {
    renderJoin(() => fail(code as ErrorCode, 'refused'));
    typeCode('ABCDE23456');
    expect((await screen.findByRole('alert')).textContent).toMatch(text);
    expect(screen.queryByLabelText('Your name in this list')).toBeNull();
  });

  it.each(Object.entries(ERROR_TEXTS))('explains %s when joining', async (code, text) => {
    renderJoin(joinAnswer(fail(code as ErrorCode, 'refused')));
    typeCode('ABCDE23456');
    fireEvent.click(await screen.findByRole('button', { name: 'Join “Family gifts”' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(text);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives each refusal a message of its own', () => {
    expect(new Set(Object.values(ERROR_TEXTS).map(String)).size).toBe(7);
  });
});

describe('email invites in options', () => {
  afterEach(cleanup);

  const withInvite = (state: AppState = sharingState({}, { emailInvites: [{ ...preview, code: 'e'.repeat(20), expiresAt: Date.now() + DAY }] })) => {
    const connector = new MockConnector(null, () => ok({ listId: 'fam' }));
    render(
      <ConnectorProvider connector={connector}>
        <JoinSection state={state} />
      </ConnectorProvider>,
    );
    return connector;
  };

  it('shows each as a card that joins without a code', async () => {
    const connector = withInvite();
    expect(screen.getByRole('heading', { name: 'Invites for you' })).toBeTruthy();
    expect(screen.getByText('“Family gifts”, shared by Ana: you would join as viewer.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Your name in this list').value).toBe('ana.lopez');
    fireEvent.click(screen.getByRole('button', { name: 'Join “Family gifts”' }));
    await waitFor(() => expect(connector.requests).toEqual([{ kind: 'page:join-list', payload: { code: 'e'.repeat(20), name: 'ana.lopez' } }]));
    expect((await screen.findByRole('status')).textContent).toBe('You joined “Family gifts”.');
  });

  it('puts one aside for now without sending anything', () => {
    const connector = withInvite();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss for now' }));
    expect(screen.queryByText(/shared by Ana/)).toBeNull();
    expect(connector.requests).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Join a list' })).toBeTruthy();
  });
});
