import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension, type LoadedExtension } from './support/extension';

const OPTIONS = 'src/options/index.html';
const email = `pref-${Date.now()}@example.com`;
const password = 'correct-horse-battery';

async function intervalShows(page: Page, hours: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector<HTMLInputElement>('input[name="recheckHours"]')?.value === expected,
    hours,
  );
}

async function signIn(options: Page, action: 'Create account' | 'Sign in'): Promise<void> {
  await options.getByLabel('Email address').fill(email);
  await options.getByLabel('Password').fill(password);
  await options.getByRole('button', { name: action }).click();
  await options.getByText(`Signed in as ${email}`).waitFor();
}

describe('synced preferences, written and read through the worker', () => {
  let first: LoadedExtension;
  let second: LoadedExtension;

  beforeAll(async () => {
    [first, second] = await Promise.all([launchExtension(), launchExtension()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('creates the profile at sign-up, saves a change, and another browser reads it', async () => {
    const options = await first.openPage(OPTIONS);
    await signIn(options, 'Create account');
    const hours = options.getByLabel('Check saved products again every (hours)');
    await hours.waitFor();
    await intervalShows(options, '6');

    await hours.fill('12');
    await options.getByRole('button', { name: 'Save' }).click();
    await options.getByText('Saved.', { exact: true }).waitFor();

    const elsewhere = await second.openPage(OPTIONS);
    await signIn(elsewhere, 'Sign in');
    await intervalShows(elsewhere, '12');
  });

  it('keeps the saved value after the worker is stopped', async () => {
    await first.stopWorkers();
    const options = await first.openPage(OPTIONS);
    await options.getByText('Live', { exact: true }).waitFor();
    await intervalShows(options, '12');
  });

  it('refuses an interval outside 1-24 hours at the field, sending nothing', async () => {
    const options = await first.openPage(OPTIONS);
    const hours = options.getByLabel('Check saved products again every (hours)');
    await hours.fill('25');
    await options.getByRole('button', { name: 'Save' }).click();
    await options.getByText('Enter a whole number of hours from 1 to 24.').waitFor();
  });
});
