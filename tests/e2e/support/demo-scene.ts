import type { Page } from 'playwright-core';
import { catalogue } from '../../../dev/demo-store';
import { LOCAL_PROJECT_ID } from '../../../dev/start/stack';
import type { ProductToSave } from '../../../src/features/saving/model/product-to-save';
import { storeOrigins } from '../../../src/features/tracking/model/store-access';
import { observationIdOf } from '../../../src/features/tracking/model/observation-id';
import type { ListItem } from '../../../src/features/lists/model/items';
import type { LoadedExtension } from './extension';
import { launchWithEarlierGrants } from './granted-hosts';
import { OPTIONS_PAGE } from './options-page';
import { popupOn } from './popup-on';
import { appStateOf, request, waitForAppState } from './requests';
import { sayIn } from '../../locale-messages';

/**
 * The demo data the screenshots and the accessibility and overflow checks look at: a shopper (the
 * owner) with a Wishlist of products from both demo stores (one with two months of price history,
 * one out of stock, one not watched for want of store access, one with a very long name), an alert
 * in the feed with its why, and a gift list shared with a second shopper (the member), who has
 * claimed one of its items.
 */
export interface DemoScene {
  owner: Shopper;
  member: Shopper;
  wishlistId: string;
  /** The owner's first list, named as the locale names it ("Wishlist"). */
  wishlistName: string;
  giftListId: string;
  giftListName: string;
  /** An item of the wishlist with a very long name. */
  longName: string;
  /** The gift list's item the member claimed. */
  claimedName: string;
  /** The product with two months of history, on its store: the popup's This page with a product. */
  productUrl: string;
  productName: string;
  /** A store page that holds no product: This page's manual save form. */
  plainPageUrl: string;
  close(): Promise<void>;
}

export interface Shopper {
  browser: LoadedExtension;
  /** The shopper's options page, kept open: requests go through it. */
  options: Page;
  uid: string;
}

export interface SceneStack {
  storeOrigins: readonly string[];
  firestoreUrl: string;
  extensionDir: string;
  /** The browsers' language (Chromium's --lang), as public/_locales names it; by default the machine's (English). */
  locale?: string;
}

/**
 * Headless Chromium's screen is 800 x 600, where a toolbar popup may be only 510 px high: the
 * popup's 560 px then do not fit, and Chromium widens it by a scrollbar's width. A desktop's screen
 * leaves it its 600 px.
 */
export const DESKTOP_SCREEN = '--screen-info={1280x1024}';

/** Signs a shopper in on their options page (a demo account, or a new one). */
export type SignIn = (options: Page) => Promise<void>;

const DAY = 24 * 3600 * 1000;
export const LONG_NAME = 'Ridgeline 28L Trail Backpack with Ventilated Back Panel, Hip Belt Pockets, Rain Cover and Hydration Sleeve, Forest Green';

const AVAILABILITY = { InStock: 'in-stock', OutOfStock: 'out-of-stock', PreOrder: 'preorder' } as const;

/** A catalogue product as the content script detects it on its store. */
export function demoProduct(id: string, origin: string, overrides: Partial<ProductToSave> = {}): ProductToSave {
  const product = catalogue.find((candidate) => candidate.id === id);
  if (product === undefined) throw new Error(`The demo store has no product "${id}".`);
  return {
    url: `${origin}${product.path}`,
    name: product.name,
    brand: product.brand,
    image: `${origin}/images/${product.id}.svg`,
    price: product.price,
    currency: product.currency,
    listPrice: product.listPrice ?? null,
    availability: AVAILABILITY[product.availability],
    sku: product.sku,
    gtin: product.gtin ?? null,
    method: 'json-ld',
    confidence: 0.95,
    ...overrides,
  };
}

/** A value in Firestore's REST form. */
function restValue(value: unknown): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  throw new Error(`No REST form for a ${typeof value}`);
}

const hourOf = (at: number) => new Date(at).toISOString().slice(0, 13).replace(/[-T]/g, '');

/**
 * Writes an item's past price observations straight into Firestore (REST commit; the emulator's
 * `owner` credential passes its rules): the history a product gathers over weeks of re-checks.
 */
async function seedHistory(firestoreUrl: string, item: ListItem, observerId: string, points: readonly { daysAgo: number; amount: number | null; availability: string }[]) {
  const base = `projects/${LOCAL_PROJECT_ID}/databases/(default)/documents`;
  const now = Date.now();
  const writes = points.map(({ daysAgo, amount, availability }) => {
    const at = now - daysAgo * DAY;
    const fields = {
      amount,
      currency: amount === null ? null : item.currency,
      availability,
      outcome: 'ok',
      method: 'json-ld',
      confidence: 0.95,
      source: 'recheck',
      observerId,
      observedAt: new Date(at),
      expiresAt: new Date(at + 730 * DAY),
    };
    return {
      update: {
        name: `${base}/lists/${item.listId}/items/${item.id}/observations/${observationIdOf(hourOf(at), observerId)}`,
        fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, restValue(value)])),
      },
    };
  });
  const response = await fetch(`${firestoreUrl}/v1/${base}:commit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`Seeding the history failed: ${response.status} ${await response.text()}`);
}

async function shopper(stack: SceneStack, signIn: SignIn): Promise<Shopper> {
  const hosts = stack.storeOrigins.flatMap((origin) => storeOrigins(new URL(origin).hostname));
  const browser = await launchWithEarlierGrants(hosts, stack.extensionDir, [DESKTOP_SCREEN, ...(stack.locale === undefined ? [] : [`--lang=${stack.locale}`])]);
  const options = await browser.openPage(OPTIONS_PAGE);
  // The catalogue the browser chose (getUILanguage() stays the system's under --lang in headless Chromium).
  const language = await options.evaluate(() => chrome.i18n.getMessage('messagesLanguage'));
  if (stack.locale !== undefined && language !== stack.locale.replace('_', '-')) {
    await browser.close();
    throw new Error(`Chromium shows the ${language} catalogue, not the ${stack.locale} asked for.`);
  }
  await signIn(options);
  const state = await waitForAppState(options, 'the default list', (candidate) => candidate.account.status === 'signed-in' && (candidate.lists?.length ?? 0) >= 1);
  if (state.account.status !== 'signed-in') throw new Error('Not signed in.');
  return { browser, options, uid: state.account.uid };
}

const itemNamed = async (page: Page, listId: string, name: string): Promise<ListItem> => {
  const state = await waitForAppState(page, `“${name}” in the list`, (candidate) => (candidate.items[listId] ?? []).some((item) => item.name === name && !item.pendingWrites));
  return (state.items[listId] ?? []).find((item) => item.name === name) as ListItem;
};

/** "Check now" for an item, and waits until the check has been recorded on it. */
async function checkNow(page: Page, item: ListItem): Promise<void> {
  const before = item.lastCheck?.at ?? 0;
  await request(page, 'page:check-now', { listId: item.listId, itemId: item.id });
  await waitForAppState(page, `a check of “${item.name}”`, (state) => ((state.items[item.listId] ?? []).find((candidate) => candidate.id === item.id)?.lastCheck?.at ?? 0) > before, 60_000);
}

async function setOffer(origin: string, productId: string, offer: { price?: number; availability?: string }): Promise<void> {
  const response = await fetch(`${origin}/__admin/products/${productId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(offer) });
  if (!response.ok) throw new Error(`The demo store refused the offer: ${response.status}`);
}

export async function buildDemoScene(stack: SceneStack, signIn: { owner: SignIn; member: SignIn }, log: (step: string) => void = () => {}): Promise<DemoScene> {
  const [harborPine, alpenblick] = stack.storeOrigins;
  if (harborPine === undefined || alpenblick === undefined) throw new Error('The demo store started fewer than two shops.');
  const say = sayIn(stack.locale ?? 'en');
  const [owner, member] = await Promise.all([shopper(stack, signIn.owner), shopper(stack, signIn.member)]);
  log('both shoppers signed in');
  try {
    const wishlist = ((await appStateOf(owner.options)).lists ?? [])[0];
    if (wishlist === undefined) throw new Error('The owner has no list.');
    const wishlistId = wishlist.id;
    const backpack = demoProduct('trail-backpack', harborPine);

    // Saved from the toolbar popup, as a shopper does: the click grants the store, so its products are watched.
    const saving = await popupOn(owner.browser, backpack.url);
    await saving.popup.waitForText(say('saveToListLabel'));
    await saving.popup.clickButtonWithGesture(say('saveToList'));
    await saving.popup.waitForText(say('savedToList', wishlist.name));
    await saving.popup.close();
    await saving.page.close();
    for (const product of [
      demoProduct('merino-beanie', harborPine),
      demoProduct('canvas-tote', harborPine),
      demoProduct('camp-stove', harborPine),
      demoProduct('kaffeemuehle', alpenblick),
      demoProduct('trail-backpack', harborPine, { url: `${backpack.url}?variant=long`, name: LONG_NAME }),
    ]) {
      await request(owner.options, 'page:save-item', { listId: wishlistId, product });
    }
    const backpackItem = await itemNamed(owner.options, wishlistId, backpack.name);
    await itemNamed(owner.options, wishlistId, LONG_NAME);
    log('products saved');

    // Two months of re-checks: a sale, a stock-out and a slow fall to today's price.
    await seedHistory(stack.firestoreUrl, backpackItem, owner.uid, [
      { daysAgo: 62, amount: 119, availability: 'in-stock' },
      { daysAgo: 48, amount: 109, availability: 'in-stock' },
      { daysAgo: 40, amount: 119, availability: 'in-stock' },
      { daysAgo: 29, amount: 99, availability: 'in-stock' },
      { daysAgo: 22, amount: 99, availability: 'out-of-stock' },
      { daysAgo: 17, amount: 104, availability: 'in-stock' },
      { daysAgo: 9, amount: 94, availability: 'in-stock' },
      { daysAgo: 3, amount: 89, availability: 'in-stock' },
    ]);
    // Its save from the popup was its first check ("Checked now"); a check now would agree and write nothing.

    // An alert: the stove's first check is its baseline, its price then falls by a quarter.
    const stove = catalogue.find((product) => product.id === 'camp-stove');
    const stoveItem = await itemNamed(owner.options, wishlistId, stove?.name ?? '');
    await checkNow(owner.options, stoveItem);
    await setOffer(harborPine, 'camp-stove', { price: Math.round((stove?.price ?? 100) * 0.75) });
    await checkNow(owner.options, await itemNamed(owner.options, wishlistId, stoveItem.name));
    await waitForAppState(owner.options, 'the stove’s price alert', (state) => (state.alerts.feed ?? []).length > 0, 60_000);
    await setOffer(harborPine, 'camp-stove', { price: stove?.price ?? 100 });
    log('history seeded, an alert fired');

    // A gift list, shared with the member, who claims one of its items.
    const giftListName = 'Birthday';
    const { id: giftListId } = await request(owner.options, 'page:create-list', { name: giftListName });
    await waitForAppState(owner.options, 'the new list', (state) => (state.lists ?? []).some((list) => list.id === giftListId && !list.pendingWrites));
    await request(owner.options, 'page:set-gift-mode', { listId: giftListId, gift: true });
    await request(owner.options, 'page:save-item', { listId: giftListId, product: demoProduct('summit-headlamp', harborPine) });
    await request(owner.options, 'page:save-item', { listId: giftListId, product: demoProduct('trail-runner', harborPine) });
    const { code } = await request(owner.options, 'page:create-invite', { listId: giftListId, role: 'editor', maxUses: 1, email: null, ownerName: 'Ana' });
    await request(member.options, 'page:join-list', { code, name: 'Ben' });
    const joined = await waitForAppState(member.options, 'the gift list’s items', (state) => (state.items[giftListId] ?? []).length === 2);
    const headlamp = (joined.items[giftListId] ?? []).find((item) => item.name.includes('Headlamp')) as ListItem;
    await request(member.options, 'page:set-claim', { listId: giftListId, itemId: headlamp.id, status: 'claimed' });
    await waitForAppState(owner.options, 'the member in the owner’s state', (state) => (state.lists ?? []).some((list) => list.id === giftListId && list.memberCount === 2));
    log('gift list shared and claimed');

    return {
      owner,
      member,
      wishlistId,
      wishlistName: wishlist.name,
      giftListId,
      giftListName,
      longName: LONG_NAME,
      claimedName: headlamp.name,
      productUrl: backpack.url,
      productName: backpack.name,
      plainPageUrl: `${harborPine}/`,
      close: async () => {
        await Promise.all([owner.browser.close(), member.browser.close()]);
      },
    };
  } catch (error) {
    await Promise.all([owner.browser.close(), member.browser.close()]);
    throw error;
  }
}
