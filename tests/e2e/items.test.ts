import { describe, inject, it } from 'vitest';
import { catalogue } from '../../dev/demo-store';
import { popupOn } from './support/popup-on';
import { OPTIONS_PAGE, fillCredentials, signInThroughOptions, uniqueEmail } from './support/options-page';
import { useTwoBrowsers } from './support/two-browsers';

const email = uniqueEmail('items');

const pathOf = (id: string) => {
  const product = catalogue.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`The demo store has no product "${id}"`);
  return product.path;
};

describe('saving products, synced live through the worker', () => {
  const browsers = useTwoBrowsers();
  const [harborPine] = inject('storeOrigins');
  const backpack = `${harborPine}${pathOf('trail-backpack')}`;
  const headlamp = `${harborPine}${pathOf('summit-headlamp')}`;
  const firestoreUrl = inject('firestoreUrl');
  const refuseWrites = async (count: number) => {
    const response = await fetch(`${firestoreUrl}/emulator/v1/refuse-writes`, { method: 'PUT', body: JSON.stringify({ count }) });
    if (!response.ok) throw new Error(`The Firestore server did not start refusing writes: ${response.status}`);
  };
  const loseWrites = async (losing: boolean) => {
    const response = await fetch(`${firestoreUrl}/emulator/v1/write-loss`, { method: 'PUT', body: JSON.stringify({ losing }) });
    if (!response.ok) throw new Error(`The Firestore server did not switch write loss: ${response.status}`);
  };

  it('saves a demo-store product from the popup; a second browser on the same account sees it live', async () => {
    const options = await browsers.first.openPage(OPTIONS_PAGE);
    await signInThroughOptions(options, email, 'Create account');
    const elsewhere = await browsers.second.openPage(OPTIONS_PAGE);
    await signInThroughOptions(elsewhere, email, 'Sign in');

    const { popup } = await popupOn(browsers.first, backpack);
    await popup.waitForText('Ridgeline 28L Trail Backpack');
    await popup.waitForText('Save to');
    await popup.clickButton('Save');
    await popup.waitForText('Saved to Wishlist.');
    await popup.close();

    const again = await popupOn(browsers.first, `${backpack}?utm_source=newsletter`);
    await again.popup.waitForText('Already saved in Wishlist');
    await again.popup.close();

    const second = await popupOn(browsers.second, backpack);
    await second.popup.waitForText('Already saved in Wishlist');
    await second.popup.close();
  });

  it("lists the saved product in the second browser's Lists tab, and a note written there shows in the first", async () => {
    const { popup: second } = await popupOn(browsers.second, backpack);
    await second.clickButton('Lists');
    await second.waitForText('Ridgeline 28L Trail Backpack');
    await second.clickButton('Edit Ridgeline 28L Trail Backpack');
    await second.fill('Note', 'For the September hike');
    await second.clickButton('Save');
    await second.waitForText('Changes saved.');
    await second.close();

    const { popup: first } = await popupOn(browsers.first, backpack);
    await first.clickButton('Lists');
    await first.waitForText('For the September hike');
    await first.close();
  });

  it('keeps a product saved offline, shows it waiting to sync, and syncs it on reconnect', async () => {
    const { popup } = await popupOn(browsers.first, headlamp);
    await popup.waitForText('Summit 400 Headlamp');
    await popup.waitForText('Save to');
    await browsers.first.context.setOffline(true);
    try {
      await popup.clickButton('Save');
      await popup.waitForText('Saved to Wishlist.');
      await popup.waitForText('1 change waiting to sync');
    } finally {
      await browsers.first.context.setOffline(false);
    }
    await popup.waitForText(/^(?![\s\S]*waiting to sync)/, 30_000);
    await popup.close();
    const second = await popupOn(browsers.second, headlamp);
    await second.popup.waitForText('Already saved in Wishlist');
    await second.popup.close();
  });

  // Write loss is a fault control of the dev server; the official emulator has none.
  it.runIf(inject('firestoreBackend') === 'dev-server')('loses nothing when the worker is stopped with a save still waiting to reach the server', async () => {
    const poles = `${harborPine}${pathOf('trekking-poles')}`;
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

  // The refusal comes from the dev server's fault control (refuse-writes), which the official emulator lacks.
  it.runIf(inject('firestoreBackend') === 'dev-server')('names a save the server refused, in the popup and the options page, and saves it on "Try again"', async () => {
    const stove = `${harborPine}${pathOf('camp-stove')}`;
    const { popup } = await popupOn(browsers.first, stove);
    await popup.waitForText('Ember Two-Burner Camp Stove');
    await popup.waitForText('Save to');
    await refuseWrites(1);
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

describe('starting as a guest', () => {
  const browsers = useTwoBrowsers();
  const [harborPine] = inject('storeOrigins');

  it('saves as a guest from the popup, then keeps the saved product when the guest signs up', async () => {
    const backpack = `${harborPine}${pathOf('trail-backpack')}`;
    const { popup } = await popupOn(browsers.first, backpack);
    await popup.waitForText('Ridgeline 28L Trail Backpack');
    await popup.clickButton('Start as a guest to save');
    await popup.waitForText('Save to');
    await popup.clickButton('Save');
    await popup.waitForText('Saved to Wishlist.');
    await popup.close();

    const guestEmail = uniqueEmail('guest-items');
    const options = await browsers.first.openPage(OPTIONS_PAGE);
    await fillCredentials(options, guestEmail);
    await options.getByRole('button', { name: 'Add email and password' }).click();
    await options.getByText(`Signed in as ${guestEmail}`).waitFor();

    const elsewhere = await browsers.second.openPage(OPTIONS_PAGE);
    await signInThroughOptions(elsewhere, guestEmail, 'Sign in');
    const second = await popupOn(browsers.second, backpack);
    await second.popup.waitForText('Already saved in Wishlist');
    await second.popup.close();
  });
});
