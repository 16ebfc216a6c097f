import { inject, it } from 'vitest';
import { demoProductPath } from './support/demo-products';
import { popupOn } from './support/popup-on';
import { OPTIONS_PAGE, fillCredentials, signInThroughOptions, uniqueEmail } from './support/options-page';
import { useTwoBrowsers } from './support/two-browsers';
import { describeInChromium } from './support/browsers';

const email = uniqueEmail('items');

describeInChromium('saving products, synced live through the worker', () => {
  const browsers = useTwoBrowsers();
  const [harborPine] = inject('storeOrigins');
  const backpack = `${harborPine}${demoProductPath('trail-backpack')}`;
  const headlamp = `${harborPine}${demoProductPath('summit-headlamp')}`;

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
    await second.chooseRowAction('Ridgeline 28L Trail Backpack', 'Edit Ridgeline 28L Trail Backpack');
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
});

describeInChromium('starting as a guest', () => {
  const browsers = useTwoBrowsers();
  const [harborPine] = inject('storeOrigins');

  it('saves as a guest from the popup, then keeps the saved product when the guest signs up', async () => {
    const backpack = `${harborPine}${demoProductPath('trail-backpack')}`;
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
