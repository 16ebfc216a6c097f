import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useTwoBrowsers } from './support/two-browsers';
import { OPTIONS_PAGE, showSection, signInThroughOptions, uniqueEmail } from './support/options-page';
import { describeInChromium } from './support/browsers';
import { waitForAppState } from './support/requests';

const email = uniqueEmail('pref');

async function intervalShows(page: Page, hours: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector<HTMLInputElement>('input[name="recheckHours"]')?.value === expected,
    hours,
  );
}

describeInChromium('synced preferences, written and read through the worker', () => {
  const browsers = useTwoBrowsers();

  it('creates the profile at sign-up, saves a change, and another browser reads it', async () => {
    const options = await browsers.first.openPage(OPTIONS_PAGE);
    await signInThroughOptions(options, email, 'Create account');
    await showSection(options, 'tracking');
    const hours = options.getByLabel('Check saved products again every (hours)');
    await hours.waitFor();
    await intervalShows(options, '6');

    // Applied when chosen (Enter here, or leaving the field): no Save button.
    await hours.fill('12');
    await hours.press('Enter');
    await options.getByText('Saved.', { exact: true }).waitFor();

    const elsewhere = await browsers.second.openPage(OPTIONS_PAGE);
    await signInThroughOptions(elsewhere, email, 'Sign in');
    await showSection(elsewhere, 'tracking');
    await intervalShows(elsewhere, '12');
  });

  it('keeps the saved value after the worker is stopped', async () => {
    await browsers.first.stopWorkers();
    const options = await browsers.first.openPage(`${OPTIONS_PAGE}#tracking`);
    await options.getByText('Live', { exact: true }).waitFor();
    await intervalShows(options, '12');
  });

  it('refuses an interval outside 1-24 hours at the field, sending nothing', async () => {
    const options = await browsers.first.openPage(`${OPTIONS_PAGE}#tracking`);
    const hours = options.getByLabel('Check saved products again every (hours)');
    await hours.fill('25');
    await hours.press('Tab');
    await options.getByText('Enter a whole number of hours from 1 to 24.').waitFor();
    // What was typed stays for the shopper to fix; the stored value is still 12.
    await intervalShows(options, '25');
    const reopened = await browsers.first.openPage(`${OPTIONS_PAGE}#tracking`);
    await reopened.getByText('Live', { exact: true }).waitFor();
    await intervalShows(reopened, '12');
  });

  it('applies alert settings as they change, each confirmed beside it, and another browser reads them', async () => {
    const options = await browsers.first.openPage(`${OPTIONS_PAGE}#alerts`);
    const cap = options.getByLabel('Notifications a day, at most');
    await cap.fill('4');
    await cap.press('Tab');
    await options.locator('.setting', { has: cap }).getByText('Saved.', { exact: true }).waitFor();
    const activity = options.getByLabel('Activity on shared lists');
    await activity.uncheck();
    await options.getByRole('group', { name: 'Show notifications for' }).getByText('Saved.', { exact: true }).waitFor();

    const elsewhere = await browsers.second.openPage(`${OPTIONS_PAGE}#alerts`);
    const synced = await waitForAppState(elsewhere, 'the alert settings from the first browser', (state) => {
      const alerts = state.profile?.preferences.alerts;
      return alerts?.dailyCap === 4 && !alerts.notify.activity;
    });
    expect(synced.profile?.preferences.alerts.notify).toEqual({ price: true, stock: true, activity: false });
  });
});
