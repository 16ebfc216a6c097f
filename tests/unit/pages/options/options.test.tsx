// @vitest-environment jsdom
import { NO_ALERTS } from '../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../src/features/tracking/model/tracking';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
import '../../../../src/features/account/options/account-section';
import '../../../../src/features/lists/options/lists-section';
import '../../../../src/features/detection/options/detection-section';
import '../../../../src/pages/options/about-section';

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

/** The Account section's form, once its chunk has loaded. */
const accountForm = () => screen.findByRole('button', { name: 'Sign in' });

function answering(code: ErrorCode | null) {
  return new MockConnector(signedOut, () => (code === null ? ok(signedIn) : fail(code, code)));
}

describe('options page', () => {
  afterEach(() => {
    cleanup();
    location.hash = '';
  });

  it('shows loading, then the navigation of sections and the Account section from the worker', async () => {
    const connector = new MockConnector();
    renderOptions(connector);
    expect(screen.getByText('Loading Cartwatch…')).toBeTruthy();
    await settle(() => {
      connector.pushSnapshot(signedOut);
    });
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Account', '#account'],
      ['Lists & sharing', '#lists'],
      ['Alerts & notifications', '#alerts'],
      ['Tracking', '#tracking'],
      ['Product detection', '#detection'],
      ['Data', '#data'],
      ['About', '#about'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Account');
    expect(screen.getByRole('main').querySelectorAll('h2')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
  });

  it('shows the section its address names, its heading in place while its code loads, and follows the navigation there, focus and all', async () => {
    location.hash = '#tracking';
    const connector = new MockConnector();
    renderOptions(connector);
    act(() => {
      connector.pushSnapshot(signedOut);
    });
    // Rendered with the state, before the section's chunk has answered.
    expect(screen.getByText('Loading tracking settings…').closest('section')?.querySelector('h2')?.textContent).toBe('Tracking');
    await waitFor(() => expect(screen.getByText('Sign in, or start without an account, to choose how often products are checked.')).toBeTruthy());
    expect(screen.queryByText('Loading tracking settings…')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Account' })).toBeNull();

    await settle(() => {
      location.hash = '#about';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const about = await screen.findByRole('heading', { name: 'About' });
    await waitFor(() => expect(document.activeElement).toBe(about));
    expect(within(screen.getByRole('navigation')).getByRole('link', { current: 'page' }).textContent).toBe('About');
    expect(screen.queryByRole('heading', { name: 'Tracking' })).toBeNull();
  });

  it("says in About that background re-checks are ordinary visits to the saved products' stores, with the shopper's cookies", async () => {
    location.hash = '#about';
    const connector = new MockConnector();
    renderOptions(connector);
    await settle(() => {
      connector.pushSnapshot(signedOut);
    });
    const about = (await screen.findByRole('heading', { name: 'About' })).closest('section') as HTMLElement;
    await waitFor(() => expect(about.textContent).toMatch(/Version 0\.1\.0/));
    const text = about.textContent ?? '';
    expect(text).toMatch(/price checks are ordinary visits from your browser to the stores whose products you saved/);
    expect(text).toMatch(/with your cookies for those stores/);
    expect(text).toMatch(/Cartwatch never reads or sends your cookies/);
  });

  it('checks the fields before sending anything', async () => {
    const connector = answering(null);
    renderOptions(connector, signedOut);
    await accountForm();
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
    await accountForm();
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
    await accountForm();
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
    await accountForm();
    type('Email address', 'ana@example.com');
    type('Password', 'typed-password');
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Wait a few minutes, or reset your password.');
  });

  it('asks for access before turning on detection while browsing, says when it is refused, and confirms when it is on', async () => {
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
    // Applied at once, confirmed beside the switch, and the switch stays on while the state catches up.
    expect((await screen.findByText('Saved.')).getAttribute('role')).toBe('status');
    expect(screen.getByLabelText<HTMLInputElement>('Detect products as I browse').checked).toBe(true);
  });

  it('shows who is signed in, with the verification reminder', async () => {
    renderOptions(new MockConnector(), { ...signedOut, state: { ...signedOut.state, account: signedIn } });
    expect(await screen.findByText('Signed in as ana@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the verification email again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});
