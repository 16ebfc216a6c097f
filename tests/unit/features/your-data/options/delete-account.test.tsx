// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccount } from '../../../../../src/features/your-data/options/delete-account';
import { AccountCard } from '../../../../../src/features/account/popup/account-card';
import { ok, type Result } from '../../../../../src/platform/messaging/errors';
import type { ExportHead } from '../../../../../src/features/your-data/model/export-format';
import type { PageKind } from '../../../../../src/app/protocol';
import type { AccountDeletionProgress } from '../../../../../src/app/state';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { signedInState } from '../fixtures';
import { sampleExport } from '../sample-export';
// The offer to export comes from the data chunk: loaded first, so no import outlives a test.
import '../../../../../src/features/your-data/options/data-section';
import { catchDownloads } from '../../../support/downloads';

const file = sampleExport(2);
const head: ExportHead = { ...file, lists: file.lists.map(({ items, ...list }) => ({ ...list, itemCount: items.length })) };

function exportAnswers(release: Promise<void>) {
  return async (kind: PageKind, payload: unknown): Promise<Result<unknown>> => {
    if (kind === 'page:export-begin') return ok(head);
    if (kind === 'page:export-items') {
      await release;
      const { listId } = payload as { listId: string };
      return ok({ items: file.lists.find((list) => list.id === listId)?.items ?? [], nextOffset: null });
    }
    return ok(null);
  };
}

function renderDeleteAccount(props: Parameters<typeof DeleteAccount>[0], answer: (kind: PageKind, payload: unknown) => Result<unknown> | Promise<Result<unknown>> = () => ok(null)) {
  const connector = new MockConnector(null, answer);
  render(
    <ConnectorProvider connector={connector}>
      <DeleteAccount {...props} />
    </ConnectorProvider>,
  );
  return connector;
}

const downloads = catchDownloads();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('deleting an account', () => {
  it('offers the export first, and deletes nothing while it downloads', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const connector = renderDeleteAccount({ needsPassword: true }, exportAnswers(released));
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Export all data (JSON)' }));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete permanently' }).disabled).toBe(true));
    release();
    await screen.findByText('Your export is downloaded.');
    expect(downloads).toHaveLength(1);
    const exported = JSON.parse(await downloads[0]!.text()) as { format: string; lists: { items: unknown[] }[] };
    expect(exported.format).toBe('cartwatch-export');
    expect(exported.lists.flatMap((list) => list.items)).toHaveLength(file.lists.flatMap((list) => list.items).length);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete permanently' }).disabled).toBe(false);
    expect(connector.requests.map((request) => request.kind)).not.toContain('page:delete-account');
  });

  it('cannot export offline', async () => {
    renderDeleteAccount({ needsPassword: false, offline: true });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Export all data (JSON)' })).disabled).toBe(true);
  });

  it('shows a deletion under way with how far it got', async () => {
    renderDeleteAccount({ needsPassword: true, deletion: { done: 3, of: 7, running: true, error: null } });
    expect((await screen.findByRole('status')).textContent).toContain('Deleting your account: 3 of 7 steps done');
    expect(screen.queryByRole('button', { name: 'Delete my account…' })).toBeNull();
  });

  it('shows a deletion that stopped, why, and finishes it with the password', async () => {
    const stopped: AccountDeletionProgress = { done: 4, of: 7, running: false, error: 'unavailable' };
    const connector = renderDeleteAccount({ needsPassword: true, deletion: stopped });
    expect(await screen.findByText(/stopped after 4 of 7 steps/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finish deleting' }));
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your password, to confirm'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish deleting' }));
    await waitFor(() => expect(connector.requests).toContainEqual({ kind: 'page:delete-account', payload: { password: 'secret-pass' } }));
  });
});

describe('the popup while the account is being deleted', () => {
  it('says so and points to the options', () => {
    const state = signedInState({ items: {}, lists: [] });
    const account = state.account.status === 'signed-in' ? state.account : null;
    const openOptions = vi.fn();
    render(<AccountCard state={{ ...state, account: { ...account!, deletion: { done: 2, of: 7, running: false, error: null } } }} openOptions={openOptions} />);
    const card = within(screen.getByTestId('account-card'));
    expect(card.getByRole('status').textContent).toBe('Your account is being deleted. Finish or follow it in the options.');
    fireEvent.click(card.getByRole('button'));
    expect(openOptions).toHaveBeenCalled();
  });
});
