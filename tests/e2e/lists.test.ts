import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useTwoBrowsers } from './support/two-browsers';
import { OPTIONS_PAGE, showSection, signInThroughOptions, uniqueEmail } from './support/options-page';
import { describeInChromium } from './support/browsers';

const email = uniqueEmail('lists');

const listNamed = (page: Page, name: string) => page.locator('.list-name', { hasText: new RegExp(`^${name}$`) });

describeInChromium('lists in the options page, live across browsers', () => {
  const browsers = useTwoBrowsers();

  it('starts every account with a Wishlist, and creates, renames and deletes lists live', async () => {
    const options = await browsers.first.openPage(OPTIONS_PAGE);
    await signInThroughOptions(options, email, 'Create account');
    await showSection(options, 'lists');
    await listNamed(options, 'Wishlist').waitFor();

    const elsewhere = await browsers.second.openPage(OPTIONS_PAGE);
    await signInThroughOptions(elsewhere, email, 'Sign in');
    await showSection(elsewhere, 'lists');
    await listNamed(elsewhere, 'Wishlist').waitFor();

    await options.getByLabel('New list name').fill('  Birthday  ');
    await options.getByRole('button', { name: 'Create list' }).click();
    await listNamed(options, 'Birthday').waitFor();
    await listNamed(elsewhere, 'Birthday').waitFor();

    const birthdayId = await options.locator('.list-row', { has: listNamed(options, 'Birthday') }).getAttribute('data-list-id');
    const birthday = options.locator(`.list-row[data-list-id="${birthdayId}"]`);
    await birthday.getByRole('button', { name: 'Rename' }).click();
    await birthday.getByLabel('List name').fill('Birthday 2027');
    await birthday.getByRole('button', { name: 'Save', exact: true }).click();
    await listNamed(elsewhere, 'Birthday 2027').waitFor();

    await listNamed(options, 'Birthday 2027').waitFor();
    await birthday.getByRole('button', { name: 'Delete' }).click();
    await options.getByText('Delete “Birthday 2027” and everything in it?').waitFor();
    await birthday.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await listNamed(elsewhere, 'Birthday 2027').waitFor({ state: 'detached' });
    await listNamed(options, 'Birthday 2027').waitFor({ state: 'detached' });
  });

  it('keeps a list created offline, shows it waiting to sync, and syncs it on reconnect', async () => {
    const options = await browsers.first.openPage(`${OPTIONS_PAGE}#lists`);
    const elsewhere = await browsers.second.openPage(`${OPTIONS_PAGE}#lists`);
    await listNamed(options, 'Wishlist').waitFor();
    await listNamed(elsewhere, 'Wishlist').waitFor();
    await browsers.first.context.setOffline(true);
    try {
      await options.getByLabel('New list name').fill('Made offline');
      await options.getByRole('button', { name: 'Create list' }).click();
      await listNamed(options, 'Made offline').waitFor();
      // An event, not a pause: the page shows the change held. Offline, nothing reaches the server, so
      // the other browser cannot have it; after going online, the change going through is awaited.
      await options.getByText('1 change waiting to sync').waitFor();
      await expect(listNamed(elsewhere, 'Made offline').count()).resolves.toBe(0);
    } finally {
      await browsers.first.context.setOffline(false);
    }
    await options.getByText('1 change waiting to sync').waitFor({ state: 'detached', timeout: 30_000 });
    await listNamed(elsewhere, 'Made offline').waitFor();
  });

  it('refuses an empty or over-long name at the field, sending nothing', async () => {
    const options = await browsers.first.openPage(`${OPTIONS_PAGE}#lists`);
    await options.getByLabel('New list name').waitFor();
    await options.getByRole('button', { name: 'Create list' }).click();
    await options.getByText('Enter a name for the list.').waitFor();
    await options.getByLabel('New list name').fill('x'.repeat(81));
    await options.getByRole('button', { name: 'Create list' }).click();
    await options.getByText('A list name can have at most 80 characters.').waitFor();
  });
});
