// @vitest-environment jsdom
import { NO_ALERTS } from '../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../src/features/tracking/model/tracking';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetectionSection } from '../../../../src/features/detection/options/detection-section';
import { Options } from '../../../../src/pages/options/options';
import { fail, ok, type ErrorCode } from '../../../../src/platform/messaging/errors';
import type { AccountState, StateSnapshot } from '../../../../src/app/state';
import { cachedStateOf } from '../../../../src/app/state-cache';
import { ConnectorProvider } from '../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../src/app/connector/testing/mock-connector';
import { settle } from '../../support/settle';
import { EMPTY_SHARING } from '../../../../src/features/sharing/model/sharing';
// Options loads its lazy sections once it has state. Loaded here first, a test that ends before they
// arrive leaves no import running after its environment is torn down.
import '../../../../src/features/alerts/options/alerts-section';
import '../../../../src/features/your-data/options/data-section';
import '../../../../src/features/sharing/options/sharing-chunk';
import '../../../../src/features/tracking/options/tracking-section';

const signedOut: StateSnapshot = {
  revision: 1,
  state: { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS, sharing: EMPTY_SHARING },
};
const signedIn: AccountState = { status: 'signed-in', uid: 'u1', email: 'ana@example.com', emailVerified: false, anonymous: false };

function renderOptions(connector: MockConnector, cached: StateSnapshot | null = null) {
  render(
    <ConnectorProvider connector={connector}>
      <Options cached={cached && cachedStateOf(cached)} />
    </ConnectorProvider>,
  );
}

function type(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function answering(code: ErrorCode | null) {
  return new MockConnector(signedOut, () => (code === null ? ok(signedIn) : fail(code, code)));
}

describe('options page', () => {
  afterEach(cleanup);

  it('shows loading, then the account and about sections from the worker', async () => {
    const connector = new MockConnector();
    renderOptions(connector);
    expect(screen.getByText('Loading Cartwatch…')).toBeTruthy();
    await settle(() => {
      connector.pushSnapshot(signedOut);
    });
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Version 0.1.0')).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
  });

  it('keeps the headings of the sections whose code loads later in place, saying they load, then shows them', async () => {
    const connector = new MockConnector();
    renderOptions(connector);
    act(() => {
      connector.pushSnapshot(signedOut);
    });
    // Rendered with the state, before the sections' chunks have answered.
    const loadingSectionHeadings = screen.getAllByText(/^Loading/).map((line) => line.closest('section')?.querySelector('h2')?.textContent);
    expect(loadingSectionHeadings).toEqual(['Alerts & notifications', 'Tracking', 'Product detection', 'Data']);
    await waitFor(() => expect(screen.getByText('Sign in, or start without an account, to choose how often products are checked.')).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'Tracking' })).toBeTruthy();
    expect(screen.queryByText('Loading tracking settings…')).toBeNull();
  });

  it("says in About that background re-checks are ordinary visits to the saved products' stores, with the shopper's cookies", async () => {
    const connector = new MockConnector();
    renderOptions(connector);
    await settle(() => {
      connector.pushSnapshot(signedOut);
    });
    const about = screen.getByRole('heading', { name: 'About' }).closest('section') as HTMLElement;
    const text = about.textContent ?? '';
    expect(text).toMatch(/price checks are ordinary visits from your browser to the stores whose products you saved/);
    expect(text).toMatch(/with your cookies for those stores/);
    expect(text).toMatch(/Cartwatch never reads or sends your cookies/);
  });

  it('checks the fields before sending anything', () => {
    const connector = answering(null);
    renderOptions(connector, signedOut);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    type('Email address', 'ana@');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter a valid email address, like ana@example.com.')).toBeTruthy();
    expect(connector.requests).toEqual([]);
  });

  it('sends the trimmed email with the password', async () => {
    const connector = answering(null);
    renderOptions(connector, signedOut);
    type('Email address', '  ana@example.com ');
    type('Password', ' secret ');
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    });
    expect(connector.requests).toEqual([{ kind: 'page:sign-up', payload: { email: 'ana@example.com', password: ' secret ' } }]);
  });

  it.each([
    ['wrong-password', 'Password', 'That password is not right. Try again or reset it.'],
    ['weak-password', 'Password', 'Choose a stronger password: at least 6 characters.'],
    ['email-in-use', 'Email address', 'An account with that email address already exists. Sign in instead.'],
    ['unknown-email', 'Email address', 'No account uses that email address. Check it, or create an account.'],
  ] as const)('shows %s at the %s field and keeps what was typed', async (code, field, message) => {
    renderOptions(answering(code), signedOut);
    type('Email address', 'ana@example.com');
    type('Password', 'typed-password');
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    const input = screen.getByLabelText(field);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('ana@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('typed-password');
  });

  it('shows other failures above the form', async () => {
    renderOptions(answering('too-many-attempts'), signedOut);
    type('Email address', 'ana@example.com');
    type('Password', 'typed-password');
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Wait a few minutes, or reset your password.');
  });

  it('asks for access before turning on detection while browsing, and says when it is refused', async () => {
    const connector = new MockConnector(signedOut, () => ok(true));
    const requestAccess = vi.fn(() => Promise.resolve(false));
    render(
      <ConnectorProvider connector={connector}>
        <DetectionSection enabled={false} requestAccess={requestAccess} />
      </ConnectorProvider>,
    );
    fireEvent.click(screen.getByLabelText('Detect products as I browse'));
    expect(await screen.findByText('Access was not granted, so detection while browsing stays off.')).toBeTruthy();
    expect(connector.requests).toEqual([]);

    requestAccess.mockResolvedValue(true);
    fireEvent.click(screen.getByLabelText('Detect products as I browse'));
    await waitFor(() => expect(connector.requests).toEqual([{ kind: 'page:set-browsing-detection', payload: { enabled: true } }]));
  });

  it('shows who is signed in, with the verification reminder', () => {
    renderOptions(new MockConnector(), { ...signedOut, state: { ...signedOut.state, account: signedIn } });
    expect(screen.getByText('Signed in as ana@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the verification email again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});
