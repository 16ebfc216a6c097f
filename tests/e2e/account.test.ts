import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchExtension, type LoadedExtension } from './support/extension';
import { accountSection, fillCredentials, OPTIONS_PAGE, showSection, uniqueEmail } from './support/options-page';
import { describeInChromium } from './support/browsers';

describeInChromium('account in the options page, against the Auth emulator', () => {
  let extension: LoadedExtension;

  beforeAll(async () => {
    expect(inject('authEmulatorUrl')).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    extension = await launchExtension();
  });
  afterAll(async () => {
    await extension.close();
  });

  it('signs up, shows the account in options and popup, signs out and back in', async () => {
    const email = uniqueEmail('ana');
    const options = await extension.openPage(OPTIONS_PAGE);
    await fillCredentials(options, email, 'correct-horse-battery');
    await options.getByRole('button', { name: 'Create account' }).click();
    await options.getByText(`Signed in as ${email}`).waitFor();
    await options.getByText('Your email address is not verified yet.', { exact: false }).waitFor();

    const popup = await extension.openPage('src/pages/popup/index.html');
    await popup.getByText(`Signed in as ${email}`).waitFor();
    await popup.close();

    await options.getByRole('button', { name: 'Sign out' }).click();
    await options.getByRole('button', { name: 'Sign in' }).waitFor();
    await fillCredentials(options, email, 'correct-horse-battery');
    await options.getByRole('button', { name: 'Sign in' }).click();
    await options.getByText(`Signed in as ${email}`).waitFor();
    await options.getByRole('button', { name: 'Sign out' }).click();
    await options.close();
  });

  it('shows a wrong password at the password field and keeps what was typed', async () => {
    const email = uniqueEmail('ben');
    const options = await extension.openPage(OPTIONS_PAGE);
    await fillCredentials(options, email, 'first-password');
    await options.getByRole('button', { name: 'Create account' }).click();
    await options.getByRole('button', { name: 'Sign out' }).click();

    await fillCredentials(options, email, 'not-the-password');
    await options.getByRole('button', { name: 'Sign in' }).click();
    await options.getByText(/password is not right|Wrong email address or password/).waitFor();
    await expect(accountSection(options).getByLabel('Email address').inputValue()).resolves.toBe(email);
    await expect(accountSection(options).getByLabel('Password').inputValue()).resolves.toBe('not-the-password');
    await options.close();
  });

  it('says an email address is taken, at the email field', async () => {
    const email = uniqueEmail('cai');
    const options = await extension.openPage(OPTIONS_PAGE);
    await fillCredentials(options, email, 'first-password');
    await options.getByRole('button', { name: 'Create account' }).click();
    await options.getByRole('button', { name: 'Sign out' }).click();
    await fillCredentials(options, email, 'second-password');
    await options.getByRole('button', { name: 'Create account' }).click();
    await options.getByText('An account with that email address already exists.', { exact: false }).waitFor();
    await options.close();
  });

  it('refuses an invalid email before sending it, and explains a weak password', async () => {
    const options = await extension.openPage(OPTIONS_PAGE);
    await fillCredentials(options, 'not-an-email', 'x');
    await options.getByRole('button', { name: 'Create account' }).click();
    await options.getByText('Enter a valid email address, like ana@example.com.').waitFor();
    await fillCredentials(options, uniqueEmail('dee'), '123');
    await options.getByRole('button', { name: 'Create account' }).click();
    await options.getByText('Choose a stronger password', { exact: false }).waitFor();
    await options.close();
  });

  it('turns an anonymous start into an email account, keeping what it had', async () => {
    const email = uniqueEmail('eve');
    const options = await extension.openPage(OPTIONS_PAGE);
    await options.getByRole('button', { name: 'Start without an account' }).click();
    await options.getByText('You are using Cartwatch without an account', { exact: false }).waitFor();
    await showSection(options, 'tracking');
    const hours = options.getByLabel('Check saved products again every (hours)');
    await hours.fill('9');
    await hours.press('Enter');
    await options.getByText('Saved.', { exact: true }).waitFor();

    await showSection(options, 'account');
    await fillCredentials(options, email, 'correct-horse-battery');
    await options.getByRole('button', { name: 'Add email and password' }).click();
    await options.getByText(`Signed in as ${email}`).waitFor();
    await options.getByRole('button', { name: 'Sign out' }).click();

    await fillCredentials(options, email, 'correct-horse-battery');
    await options.getByRole('button', { name: 'Sign in' }).click();
    await options.getByText(`Signed in as ${email}`).waitFor();
    await showSection(options, 'tracking');
    await options.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="recheckHours"]')?.value === '9');
    await showSection(options, 'account');
    await options.getByRole('button', { name: 'Sign out' }).click();
    await options.close();
  });

  // The emulators' admin token reads past the security rules.
  const asAdmin = { headers: { Authorization: 'Bearer owner' } };
  const DOCUMENTS = `${inject('firestoreUrl')}/v1/projects/demo-cartwatch/databases/(default)/documents`;

  /** Creates an account in the options page and waits until its profile is on the server. */
  async function signUpWithProfile(email: string) {
    const options = await extension.openPage(OPTIONS_PAGE);
    await fillCredentials(options, email, 'correct-horse-battery');
    await options.getByRole('button', { name: 'Create account' }).click();
    await options.getByText(`Signed in as ${email}`).waitFor();
    const answer = await options.evaluate(() =>
      chrome.runtime.sendMessage<unknown, { data: { state: { account: { uid?: string } } } }>({ kind: 'page:get-state', payload: {} }),
    );
    const uid = answer.data.state.account.uid ?? '';
    // The profile is written after the sign-up answers; on a busy machine that takes seconds.
    await expect.poll(async () => (await fetch(`${DOCUMENTS}/users/${uid}`, asAdmin)).status, { timeout: 30_000 }).toBe(200);
    return { options, uid };
  }

  it('deletes an account only with its password, and then it is gone', async () => {
    const email = uniqueEmail('fay');
    const { options, uid } = await signUpWithProfile(email);
    const profileUrl = `${DOCUMENTS}/users/${uid}`;
    if (inject('firestoreBackend') === 'official') expect((await fetch(profileUrl)).status).toBe(403);

    await options.getByRole('button', { name: 'Delete my account…' }).click();
    await accountSection(options).getByRole('button', { name: 'Export all data (JSON)' }).waitFor();
    await options.getByLabel('Your password, to confirm').fill('not-my-password');
    await options.getByRole('button', { name: 'Delete permanently' }).click();
    await options.getByText(/password is not right|Wrong email address or password/).waitFor();
    await options.getByLabel('Your password, to confirm').fill('correct-horse-battery');
    await options.getByRole('button', { name: 'Delete permanently' }).click();
    await options.getByRole('button', { name: 'Sign in' }).waitFor();
    expect((await fetch(profileUrl, asAdmin)).status).toBe(404);

    await fillCredentials(options, email, 'correct-horse-battery');
    await options.getByRole('button', { name: 'Sign in' }).click();
    await options.getByText(/No account uses that email address|Wrong email address or password/).waitFor();
    await options.close();
  });

  it('goes on with a deletion the browser interrupted when the worker starts again, and leaves nothing behind', async () => {
    const email = uniqueEmail('gil');
    const { options, uid } = await signUpWithProfile(email);
    const firstList = async () =>
      ((await (await fetch(`${DOCUMENTS}:runQuery`, {
        method: 'POST',
        ...asAdmin,
        body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'lists' }], where: { fieldFilter: { field: { fieldPath: 'ownerId' }, op: 'EQUAL', value: { stringValue: uid } } } } }),
      })).json()) as { document?: unknown }[]).filter((row) => row.document !== undefined).length;
    await expect.poll(firstList, { timeout: 30_000 }).toBe(1);

    // What a deletion stopped after its first three steps leaves in storage (the browser closed).
    const worker = await extension.worker();
    await worker.evaluate(
      (journal) => chrome.storage.local.set({ 'account-deletion': journal }),
      { uid, startedAt: Date.now(), memberships: { leave: [], claims: [] }, done: ['claims', 'memberships', 'invites'] },
    );
    await options.close();
    await extension.stopWorkers();

    const reopened = await extension.openPage(OPTIONS_PAGE);
    await reopened.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 60_000 });
    expect((await fetch(`${DOCUMENTS}/users/${uid}`, asAdmin)).status).toBe(404);
    expect(await firstList()).toBe(0);
    expect(await (await extension.worker()).evaluate(() => chrome.storage.local.get('account-deletion'))).toEqual({});

    await fillCredentials(reopened, email, 'correct-horse-battery');
    await reopened.getByRole('button', { name: 'Sign in' }).click();
    await reopened.getByText(/No account uses that email address|Wrong email address or password/).waitFor();
    await reopened.close();
  });

  it('sends a password reset email without saying whether the address has an account', async () => {
    const options = await extension.openPage(OPTIONS_PAGE);
    await accountSection(options).getByLabel('Email address').fill(uniqueEmail('gus'));
    await options.getByRole('button', { name: 'Forgot password?' }).click();
    await options.getByText('If an account uses that address, a password reset email is on its way.').waitFor();
    await options.close();
  });

  it('starts without an account', async () => {
    const options = await extension.openPage(OPTIONS_PAGE);
    await options.getByRole('button', { name: 'Start without an account' }).click();
    await options.getByText('You are using Cartwatch without an account', { exact: false }).waitFor();
    await options.getByRole('button', { name: 'Sign out' }).click();
    await options.close();
  });
});
