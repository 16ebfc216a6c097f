import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension, type LoadedExtension } from './support/extension';

const OPTIONS = 'src/options/index.html';
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
}

describe('account in the options page, against the Auth emulator', () => {
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
    const options = await extension.openPage(OPTIONS);
    await fillCredentials(options, email, 'correct-horse-battery');
    await options.getByRole('button', { name: 'Create account' }).click();
    await options.getByText(`Signed in as ${email}`).waitFor();
    await options.getByText('Your email address is not verified yet.', { exact: false }).waitFor();

    const popup = await extension.openPage('src/popup/index.html');
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
    const options = await extension.openPage(OPTIONS);
    await fillCredentials(options, email, 'first-password');
    await options.getByRole('button', { name: 'Create account' }).click();
    await options.getByRole('button', { name: 'Sign out' }).click();

    await fillCredentials(options, email, 'not-the-password');
    await options.getByRole('button', { name: 'Sign in' }).click();
    await options.getByText(/password is not right|Wrong email address or password/).waitFor();
    await expect(options.getByLabel('Email address').inputValue()).resolves.toBe(email);
    await expect(options.getByLabel('Password').inputValue()).resolves.toBe('not-the-password');
    await options.close();
  });

  it('says an email address is taken, at the email field', async () => {
    const email = uniqueEmail('cai');
    const options = await extension.openPage(OPTIONS);
    await fillCredentials(options, email, 'first-password');
    await options.getByRole('button', { name: 'Create account' }).click();
    await options.getByRole('button', { name: 'Sign out' }).click();
    await fillCredentials(options, email, 'second-password');
    await options.getByRole('button', { name: 'Create account' }).click();
    await options.getByText('An account with that email address already exists.', { exact: false }).waitFor();
    await options.close();
  });

  it('refuses an invalid email before sending it, and explains a weak password', async () => {
    const options = await extension.openPage(OPTIONS);
    await fillCredentials(options, 'not-an-email', 'x');
    await options.getByRole('button', { name: 'Create account' }).click();
    await options.getByText('Enter a valid email address, like ana@example.com.').waitFor();
    await fillCredentials(options, uniqueEmail('dee'), '123');
    await options.getByRole('button', { name: 'Create account' }).click();
    await options.getByText('Choose a stronger password', { exact: false }).waitFor();
    await options.close();
  });

  it('starts without an account', async () => {
    const options = await extension.openPage(OPTIONS);
    await options.getByRole('button', { name: 'Start without an account' }).click();
    await options.getByText('You are using Cartwatch without an account', { exact: false }).waitFor();
    await options.getByRole('button', { name: 'Sign out' }).click();
    await options.close();
  });
});
