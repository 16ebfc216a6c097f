import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { FakeGoogleUser } from '../../dev/auth-emulator/fake-google-id-token';
import { launchExtension, type LoadedExtension } from './support/extension';
import { startFakeGoogle, type FakeGoogle } from './support/fake-google';
import { OPTIONS_PAGE, showSection } from './support/options-page';
import { describeInChromium } from './support/browsers';

function googleUser(label: string): FakeGoogleUser {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return { sub: id, email: `${label}-${id}@gmail.com` };
}

/**
 * The built extension's real identity.launchWebAuthFlow, with accounts.google.com answered by a
 * local stand-in that redirects to the extension's chromiumapp.org URL with an unsigned ID token;
 * the worker signs in with it against the Auth emulator.
 */
describeInChromium('Google sign-in in the options page, against the Auth emulator', () => {
  let google: FakeGoogle;
  let extension: LoadedExtension;

  beforeAll(async () => {
    google = await startFakeGoogle();
    extension = await launchExtension(undefined, google.chromiumArgs);
  });
  afterAll(async () => {
    await extension?.close();
    await google?.close();
  });

  async function continueWithGoogle(options: Page, user: FakeGoogleUser | null) {
    google.answerAs(user);
    await options.getByRole('button', { name: 'Continue with Google' }).click();
  }

  async function signOut(options: Page) {
    await options.getByRole('button', { name: 'Sign out' }).click();
    await options.getByRole('button', { name: 'Sign in' }).waitFor();
  }

  it('signs in with Google through the browser’s auth window', async () => {
    const ana = googleUser('ana');
    const options = await extension.openPage(OPTIONS_PAGE);
    await continueWithGoogle(options, ana);
    await options.getByText(`Signed in as ${ana.email}`).waitFor();

    const authorize = new URL(google.requests.at(-1) ?? '');
    expect(authorize.searchParams.get('client_id')).toBe(inject('googleClientId'));
    expect(authorize.searchParams.get('redirect_uri')).toBe(`https://${extension.extensionId}.chromiumapp.org/`);
    expect(authorize.searchParams.get('response_type')).toBe('id_token');
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    await signOut(options);
    await options.close();
  });

  it('gives a guest a Google account, keeping what the guest saved', async () => {
    const ben = googleUser('ben');
    const options = await extension.openPage(OPTIONS_PAGE);
    await options.getByRole('button', { name: 'Start without an account' }).click();
    await options.getByText('You are using Cartwatch without an account', { exact: false }).waitFor();
    await showSection(options, 'tracking');
    await options.getByLabel('Check saved products again every (hours)').fill('7');
    await options.keyboard.press('Enter');
    await options.getByText('Saved.', { exact: true }).waitFor();
    await showSection(options, 'account');

    await continueWithGoogle(options, ben);
    await options.getByText(`Signed in as ${ben.email}`).waitFor();
    await signOut(options);

    await continueWithGoogle(options, ben);
    await options.getByText(`Signed in as ${ben.email}`).waitFor();
    await showSection(options, 'tracking');
    await options.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="recheckHours"]')?.value === '7');
    await showSection(options, 'account');
    await signOut(options);
    await options.close();
  });

  it('tells a guest that the Google account already has its own account, and keeps the guest', async () => {
    const cai = googleUser('cai');
    const options = await extension.openPage(OPTIONS_PAGE);
    await continueWithGoogle(options, cai);
    await options.getByText(`Signed in as ${cai.email}`).waitFor();
    await signOut(options);

    await options.getByRole('button', { name: 'Start without an account' }).click();
    await continueWithGoogle(options, cai);
    await options.getByText('That Google account already has its own Cartwatch account', { exact: false }).waitFor();
    await options.getByText('You are using Cartwatch without an account', { exact: false }).waitFor();
    await signOut(options);
    await options.close();
  });

  it('deletes a Google account after Google confirms it, with its data', async () => {
    const dan = googleUser('dan');
    const options = await extension.openPage(OPTIONS_PAGE);
    await continueWithGoogle(options, dan);
    await options.getByText(`Signed in as ${dan.email}`).waitFor();
    const answer = await options.evaluate(() =>
      chrome.runtime.sendMessage<unknown, { data: { state: { account: { uid?: string } } } }>({ kind: 'page:get-state', payload: {} }),
    );
    const uid = answer.data.state.account.uid ?? '';
    expect(uid).not.toBe('');
    // The emulators' admin token reads past the security rules.
    const asAdmin = { headers: { Authorization: 'Bearer owner' } };
    const profileUrl = `${inject('firestoreUrl')}/v1/projects/demo-cartwatch/databases/(default)/documents/users/${uid}`;
    await expect.poll(async () => (await fetch(profileUrl, asAdmin)).status, { timeout: 30_000 }).toBe(200);

    await options.getByRole('button', { name: 'Delete my account…' }).click();
    expect(await options.getByLabel('Your password, to confirm').count()).toBe(0);
    const asked = google.requests.length;
    await options.getByRole('button', { name: 'Delete permanently' }).click();
    await options.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(google.requests.length).toBe(asked + 1);
    expect((await fetch(profileUrl, asAdmin)).status).toBe(404);
    await options.close();
  });

  it('says that nothing changed when the user closes Google’s window', async () => {
    const options = await extension.openPage(OPTIONS_PAGE);
    const authWindow = extension.context.waitForEvent('page', (page) => page.url().startsWith('https://accounts.google.com/'));
    await continueWithGoogle(options, null);
    await options.getByText('Finish signing in in the Google window…').waitFor();
    await (await authWindow).close();
    await options.getByText('Finish signing in in the Google window…').waitFor({ state: 'detached' });
    await options.getByText('The Google window was closed before you finished, so nothing changed.').waitFor();
    expect(await options.getByRole('button', { name: 'Continue with Google' }).isEnabled()).toBe(true);
    await options.getByRole('button', { name: 'Sign in' }).waitFor();
    await options.close();
  });
});
