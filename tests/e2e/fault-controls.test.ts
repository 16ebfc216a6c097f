import { beforeAll, inject, it } from 'vitest';
import { demoProductPath } from './support/demo-products';
import { popupOn } from './support/popup-on';
import { OPTIONS_PAGE, signInThroughOptions, uniqueEmail } from './support/options-page';
import { useTwoBrowsers } from './support/two-browsers';
import { describeInChromium } from './support/browsers';
import { expectConsoleError } from './support/console-guard';

/**
 * Saving when the server loses or refuses writes. These need the Firestore dev server's fault
 * controls (write loss, refuse-writes), which the official emulator lacks: this file runs in the e2e
 * project on the dev server only, while the rest of saving runs under firestore.rules (items.test.ts).
 */
const email = uniqueEmail('fault-controls');

describeInChromium('saving products, synced live through the worker', () => {
  const browsers = useTwoBrowsers();
  const [harborPine] = inject('storeOrigins');
  const firestoreUrl = inject('firestoreUrl');
  const refuseWrites = async (count: number) => {
    const response = await fetch(`${firestoreUrl}/emulator/v1/refuse-writes`, { method: 'PUT', body: JSON.stringify({ count }) });
    if (!response.ok) throw new Error(`The Firestore server did not start refusing writes: ${response.status}`);
  };
  const loseWrites = async (losing: boolean) => {
    const response = await fetch(`${firestoreUrl}/emulator/v1/write-loss`, { method: 'PUT', body: JSON.stringify({ losing }) });
    if (!response.ok) throw new Error(`The Firestore server did not switch write loss: ${response.status}`);
  };

  beforeAll(async () => {
    const [options, elsewhere] = await Promise.all([browsers.first.openPage(OPTIONS_PAGE), browsers.second.openPage(OPTIONS_PAGE)]);
    await signInThroughOptions(options, email, 'Create account');
    await signInThroughOptions(elsewhere, email, 'Sign in');
    await Promise.all([options.close(), elsewhere.close()]);
  });

  it('loses nothing when the worker is stopped with a save still waiting to reach the server', async () => {
    const poles = `${harborPine}${demoProductPath('trekking-poles')}`;
    const { popup } = await popupOn(browsers.first, poles);
    await popup.waitForText('Carbon Trekking Poles');
    await popup.waitForText('Save to');
    await loseWrites(true);
    try {
      await popup.clickButton('Save');
      await popup.waitForText('1 change waiting to sync');
      await popup.close();
      await browsers.first.stopWorkers();
    } finally {
      await loseWrites(false);
    }
    // The server never got the save, so it can only come from the restarted worker's cache.
    // Opening a page wakes the worker.
    const options = await browsers.first.openPage(OPTIONS_PAGE);
    await options.getByText(`Signed in as ${email}`).waitFor();
    const second = await popupOn(browsers.second, poles);
    await second.popup.waitForText('Already saved in Wishlist', 30_000);
    await second.popup.close();
    await options.getByText('waiting to sync').waitFor({ state: 'detached' });
  });

  it('names a save the server refused, in the popup and the options page, and saves it on "Try again"', async () => {
    const stove = `${harborPine}${demoProductPath('camp-stove')}`;
    const { popup } = await popupOn(browsers.first, stove);
    await popup.waitForText('Ember Two-Burner Camp Stove');
    await popup.waitForText('Save to');
    await refuseWrites(1);
    expectConsoleError(
      /FirebaseError: Missing or insufficient permissions \(refused by \/emulator\/v1\/refuse-writes\)/,
      'the test has the server refuse the save: the worker logs the refusal it then shows as "was not saved"',
    );
    await popup.clickButton('Save');
    await popup.waitForText('“Ember Two-Burner Camp Stove” was not saved to your list.');
    await popup.close();
    // Opening another page closes the toolbar popup: the options page offers the save back too.
    const options = await browsers.first.openPage(OPTIONS_PAGE);
    await options.getByText('“Ember Two-Burner Camp Stove” was not saved to your list.').waitFor();
    await options.getByRole('button', { name: 'Try again' }).click();
    await options.getByText('was not saved to your list', { exact: false }).waitFor({ state: 'detached' });
    const second = await popupOn(browsers.second, stove);
    await second.popup.waitForText('Already saved in Wishlist');
    await second.popup.close();
  });
});
