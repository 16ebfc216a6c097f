// @vitest-environment jsdom
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountSettings } from '../../../../../src/features/account/options/account-section';
import { fail, ok, type Result } from '../../../../../src/platform/messaging/errors';
import type { AccountState, StateSnapshot } from '../../../../../src/app/state';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { settle } from '../../../support/settle';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';
// Options loads its lazy sections once it has state. Loaded here first, a test that ends before they
// arrive leaves no import running after its environment is torn down.
import '../../../../../src/features/alerts/options/alerts-section';
import '../../../../../src/features/your-data/options/data-section';
import '../../../../../src/features/sharing/options/sharing-chunk';

const CLIENT_ID = '1234-abc.apps.googleusercontent.com';
const GOOGLE_BUTTON = 'Continue with Google';

function snapshotWith(account: AccountState): StateSnapshot {
  return {
    revision: 1,
    state: { account, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS, sharing: EMPTY_SHARING },
  };
}
const signedOut = snapshotWith({ status: 'signed-out' });
const guest = snapshotWith({ status: 'signed-in', uid: 'g1', email: null, emailVerified: false, anonymous: true });
const googleAccount: AccountState = { status: 'signed-in', uid: 'g1', email: 'ana@gmail.com', emailVerified: true, anonymous: false };

function renderOptions(snapshot: StateSnapshot, answer: () => Result<unknown> | Promise<Result<unknown>> = () => ok(googleAccount)) {
  const connector = new MockConnector(snapshot, answer);
  render(
    <ConnectorProvider connector={connector}>
      <AccountSettings state={snapshot.state} />
    </ConnectorProvider>,
  );
  return connector;
}

describe('Continue with Google', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  it('is absent, signed out and as a guest, when the build has no Google OAuth client', () => {
    vi.stubEnv('VITE_GOOGLE_OAUTH_CLIENT_ID', '');
    // The About section names Google Firebase as where data is kept: look in the Account section.
    const account = () => within(screen.getByRole('region', { name: 'Account' }));
    renderOptions(signedOut);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(account().queryByText(/google/i)).toBeNull();
    cleanup();
    renderOptions(guest);
    expect(screen.getByRole('button', { name: 'Add email and password' })).toBeTruthy();
    expect(account().queryByText(/google/i)).toBeNull();
  });

  it('is offered signed out and to a guest when the build is configured', () => {
    vi.stubEnv('VITE_GOOGLE_OAUTH_CLIENT_ID', CLIENT_ID);
    renderOptions(signedOut);
    expect(screen.getByRole('button', { name: GOOGLE_BUTTON })).toBeTruthy();
    cleanup();
    renderOptions(guest);
    expect(screen.getByRole('button', { name: GOOGLE_BUTTON })).toBeTruthy();
  });

  it('sends page:sign-in-google with no payload and shows the wait while Google’s window is open', async () => {
    vi.stubEnv('VITE_GOOGLE_OAUTH_CLIENT_ID', CLIENT_ID);
    let answer!: (result: Result<unknown>) => void;
    const connector = renderOptions(signedOut, () => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByRole('button', { name: GOOGLE_BUTTON }));
    expect(connector.requests).toEqual([{ kind: 'page:sign-in-google', payload: {} }]);
    expect(screen.getByText('Finish signing in in the Google window…')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: GOOGLE_BUTTON }).disabled).toBe(true);
    await settle(() => answer(ok(googleAccount)));
    await waitFor(() => expect(screen.queryByText('Finish signing in in the Google window…')).toBeNull());
  });

  it('says that nothing changed when the user closed Google’s window, and can try again', async () => {
    vi.stubEnv('VITE_GOOGLE_OAUTH_CLIENT_ID', CLIENT_ID);
    let answer!: (result: Result<unknown>) => void;
    renderOptions(signedOut, () => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByRole('button', { name: GOOGLE_BUTTON }));
    expect(screen.getByText('Finish signing in in the Google window…')).toBeTruthy();
    await settle(() => answer(fail('google-window-closed', 'closed')));
    await waitFor(() => expect(screen.queryByText('Finish signing in in the Google window…')).toBeNull());
    expect(screen.getByRole('alert').textContent).toContain('The Google window was closed before you finished, so nothing changed.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: GOOGLE_BUTTON }).disabled).toBe(false);
  });

  it.each([
    ['google-account-in-use', 'That Google account already has its own Cartwatch account', guest],
    ['account-exists-other-method', 'already exists with another sign-in method', signedOut],
    ['offline', 'You are offline.', signedOut],
    ['google-sign-in-failed', 'Google sign-in could not be completed.', signedOut],
    ['google-not-configured', 'Google sign-in is not set up in this version of Cartwatch.', signedOut],
  ] as const)('explains %s', async (code, message, snapshot) => {
    vi.stubEnv('VITE_GOOGLE_OAUTH_CLIENT_ID', CLIENT_ID);
    renderOptions(snapshot, () => fail(code, code));
    fireEvent.click(screen.getByRole('button', { name: GOOGLE_BUTTON }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
  });
});

describe('deleting a Google account', () => {
  afterEach(cleanup);

  it('confirms with Google instead of asking for a password it does not have', async () => {
    const connector = renderOptions(snapshotWith({ ...googleAccount, google: true }), () => ok(null));
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await screen.findByRole('button', { name: 'Delete permanently' });
    expect(screen.queryByLabelText('Your password, to confirm')).toBeNull();
    expect(screen.getByText('Google will ask you to confirm that it is you.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(connector.requests).toEqual([{ kind: 'page:delete-account', payload: {} }]));
  });

  it.each([
    ['google-window-closed', 'The Google window was closed before you finished, so nothing changed.'],
    ['google-account-mismatch', 'That is a different Google account.'],
    ['offline', 'You are offline.'],
  ] as const)('keeps the account and explains %s', async (code, message) => {
    renderOptions(snapshotWith({ ...googleAccount, google: true }), () => fail(code, code));
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    expect(screen.getByRole('button', { name: 'Delete permanently' })).toBeTruthy();
  });

  it('still asks an email account for its password', async () => {
    renderOptions(snapshotWith({ ...googleAccount, email: 'ana@example.com' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect(await screen.findByLabelText('Your password, to confirm')).toBeTruthy();
    expect(screen.queryByText('Google will ask you to confirm that it is you.')).toBeNull();
  });
});
