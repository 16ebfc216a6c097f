import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { catalogue } from '../../dev/demo-store';
import type { Result } from '../../src/platform/messaging/errors';
import type { Envelope, PageKind, PayloadOf, ResponseOf } from '../../src/app/protocol';
import type { AppState } from '../../src/app/state';
import type { ActionPopup } from './support/action-popup';
import { launchExtension, type LoadedExtension } from './support/extension';
import { OPTIONS_PAGE, showSection, signInThroughOptions, uniqueEmail } from './support/options-page';
import { popupOn } from './support/popup-on';
import { describeInChromium } from './support/browsers';

const product = catalogue.find((candidate) => candidate.id === 'camp-stove');
if (!product) throw new Error('The demo store has no camp stove');
const LIVE_MS = 20_000;

/** A page-to-worker request from an extension page, as the pages send it; throws on an error answer. */
async function request<K extends PageKind>(page: Page, kind: K, payload: PayloadOf<K>): Promise<ResponseOf<K>> {
  const envelope: Envelope = { kind, payload };
  const answer = await page.evaluate((message) => chrome.runtime.sendMessage<Envelope, Result<ResponseOf<K>>>(message), envelope);
  if (!answer.ok) throw new Error(`${kind} failed: ${answer.error.code} ${answer.error.message}`);
  return answer.data;
}

const stateOf = async (page: Page): Promise<AppState> => (await request(page, 'page:get-state', {})).state;

async function waitForState(page: Page, what: string, check: (state: AppState) => boolean): Promise<AppState> {
  const deadline = Date.now() + LIVE_MS;
  for (;;) {
    const state = await stateOf(page);
    if (check(state)) return state;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 200));
  }
}

/** Picks the list whose option starts with `name` in the popup's list picker (its text adds counts). */
async function chooseList(popup: ActionPopup, name: string): Promise<void> {
  const deadline = Date.now() + LIVE_MS;
  for (;;) {
    const chosen = await popup.evaluate(
      `(() => { const option = [...document.querySelectorAll('select option')].find((o) => o.text.startsWith(${JSON.stringify(name)}));
        if (!option) return false; const select = option.closest('select'); select.value = option.value;
        select.dispatchEvent(new Event('change', { bubbles: true })); return true; })()`,
    );
    if (chosen === true) return;
    if (Date.now() > deadline) throw new Error(`The popup offers no list "${name}":\n${await popup.waitForText('')}`);
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 200));
  }
}

/** The owner (Olive), an editor (Ed) and a viewer (Vi), each in their own browser profile. */
describeInChromium('shared lists and gift mode, three browsers (Chromium)', () => {
  const [harborPine = ''] = inject('storeOrigins');
  let browsers: LoadedExtension[] = [];
  const pages: Record<'owner' | 'editor' | 'viewer', Page | undefined> = { owner: undefined, editor: undefined, viewer: undefined };
  const optionsOf = (who: keyof typeof pages): Page => {
    const page = pages[who];
    if (!page) throw new Error(`${who} has no options page`);
    return page;
  };
  const browserOf = (who: keyof typeof pages): LoadedExtension => {
    const browser = browsers[['owner', 'editor', 'viewer'].indexOf(who)];
    if (!browser) throw new Error(`${who} has no browser`);
    return browser;
  };
  let listId = '';
  let itemId = '';

  beforeAll(async () => {
    browsers = await Promise.all([launchExtension(), launchExtension(), launchExtension()]);
    for (const [index, who] of (['owner', 'editor', 'viewer'] as const).entries()) {
      const options = await browsers[index]!.openPage(OPTIONS_PAGE);
      await signInThroughOptions(options, uniqueEmail(`sharing-${who}`), 'Create account');
      // Lists & sharing: members, invites, joining, and the notices about shared lists.
      await showSection(options, 'lists');
      pages[who] = options;
    }
    const owner = optionsOf('owner');
    const state = await waitForState(owner, "the owner's list", (candidate) => (candidate.lists?.length ?? 0) === 1);
    listId = state.lists![0]!.id;
    await request(owner, 'page:rename-list', { listId, name: 'Family gifts' });
    ({ id: itemId } = await request(owner, 'page:save-item', {
      listId,
      product: {
        url: `${harborPine}${product.path}`,
        name: product.name,
        brand: null,
        image: null,
        price: product.price,
        currency: 'USD',
        listPrice: null,
        availability: 'in-stock',
        sku: null,
        gtin: null,
        method: 'manual',
        confidence: 1,
      },
    }));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
  });

  /** The owner makes a code in options and the member joins with it there, under `name`. */
  async function inviteAndJoin(role: 'editor' | 'viewer', who: 'editor' | 'viewer', name: string): Promise<void> {
    const owner = optionsOf('owner');
    const sharing = owner.locator('details.list-sharing').first();
    if ((await sharing.getAttribute('open')) === null) await sharing.locator('summary').click();
    const form = owner.getByRole('form', { name: 'Invite people' });
    await form.getByLabel('Role', { exact: true }).selectOption(role);
    await form.getByLabel('How many people may use the code').fill('1');
    await form.getByLabel('Your name as members will see it').fill('Olive');
    await form.getByRole('button', { name: 'Create invite code' }).click();
    const code = await owner.locator('.invite-code').last().getAttribute('data-code');
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);

    const member = optionsOf(who);
    // Typed as a person would read it aloud: lower case, with a space.
    await member.getByLabel('Invite code').fill(`${code!.slice(0, 5).toLowerCase()} ${code!.slice(5)}`);
    await member.getByRole('button', { name: 'Look up' }).click();
    await member.getByText(`“Family gifts”, shared by Olive: you would join as ${role}.`).waitFor();
    await member.getByLabel('Your name in this list').fill(name);
    await member.getByRole('button', { name: /^Join/ }).click();
    await member.getByText('You joined “Family gifts”.').waitFor({ timeout: LIVE_MS });
  }

  it('invites an editor and a viewer with codes, and the owner sees them join live', async () => {
    await inviteAndJoin('editor', 'editor', 'Ed');
    await inviteAndJoin('viewer', 'viewer', 'Vi');
    const owner = optionsOf('owner');
    await owner.getByLabel('Role of Ed').waitFor({ timeout: LIVE_MS });
    await owner.getByLabel('Role of Vi').waitFor({ timeout: LIVE_MS });
    expect(await owner.getByLabel('Role of Ed').inputValue()).toBe('editor');
    const viewerState = await waitForState(optionsOf('viewer'), "the viewer's items", (state) => state.items[listId]?.length === 1);
    expect(viewerState.lists?.find((list) => list.id === listId)?.role).toBe('viewer');
  }, 120_000);

  it('shows an edit live both ways: the editor adds a note, the owner sees it; the owner changes it back', async () => {
    await request(optionsOf('editor'), 'page:update-item', { listId, itemId, note: 'Ed: the blue one' });
    await waitForState(optionsOf('owner'), 'the note at the owner', (state) => state.items[listId]?.[0]?.note === 'Ed: the blue one');
    await request(optionsOf('owner'), 'page:update-item', { listId, itemId, note: 'Olive: any colour' });
    await waitForState(optionsOf('editor'), 'the note at the editor', (state) => state.items[listId]?.[0]?.note === 'Olive: any colour');
    await expect(request(optionsOf('viewer'), 'page:update-item', { listId, itemId, note: 'Vi was here' })).rejects.toThrow();
  }, 60_000);

  it('tells the editor, whose popup is open, that their role changed', async () => {
    const { popup, page } = await popupOn(browserOf('editor'), harborPine);
    await popup.waitForText('Cartwatch');
    await optionsOf('owner').getByLabel('Role of Ed').selectOption('viewer');
    await popup.waitForText('Your role in “Family gifts” is now viewer.', LIVE_MS);
    await popup.close();
    await page.close();
  }, 60_000);

  it('keeps gift claims from the owner: Vi claims, Ed sees it, Olive sees nothing', async () => {
    // The switch applies at once (the options page confirms it beside the switch); the viewer sees it once synced.
    await optionsOf('owner').getByLabel('Gift list').click();
    await waitForState(optionsOf('viewer'), 'the gift list at the viewer', (state) => state.lists?.find((list) => list.id === listId)?.gift === true);
    const { popup, page } = await popupOn(browserOf('viewer'), harborPine);
    await popup.clickButton('Lists');
    await chooseList(popup, 'Family gifts');
    await popup.clickButton(`I'll get this: ${product.name}`);
    await popup.waitForText('You claimed this', LIVE_MS);
    await waitForState(optionsOf('editor'), 'the claim at Ed', (state) => state.sharing.claims[listId]?.[itemId]?.claimedBy !== undefined);

    // The owner's worker holds no claims, and the owner's popup shows none. Rather than wait a while
    // for a claim that must not come, the owner writes after it and waits for the server's
    // acknowledgement: the owner's listeners see one consistent snapshot at least that new, so a
    // claim the owner could read would be in the state by then.
    await request(optionsOf('owner'), 'page:update-item', { listId, itemId, note: 'Olive: after the claim' });
    const ownerState = await waitForState(optionsOf('owner'), "the owner's acknowledged note", (state) => {
      const item = state.items[listId]?.[0];
      return item?.note === 'Olive: after the claim' && !item.pendingWrites;
    });
    expect(ownerState.sharing.claims).toEqual({});
    const owned = await popupOn(browserOf('owner'), harborPine);
    await owned.popup.clickButton('Lists');
    await chooseList(owned.popup, 'Family gifts');
    const shown = await owned.popup.waitForText('Gift list: what others claim stays hidden from you');
    expect(shown).not.toMatch(/Claimed|claimed this|Vi/);
    await owned.popup.close();
    await owned.page.close();
    await popup.close();
    await page.close();
  }, 90_000);

  it('removes Ed, who is told; Vi leaves; the owner sees the members go', async () => {
    const owner = optionsOf('owner');
    await owner.getByRole('button', { name: 'Remove Ed from the list' }).click();
    await owner.getByRole('button', { name: 'Remove', exact: true }).click();
    await optionsOf('editor').getByText('You were removed from “Family gifts”.').waitFor({ timeout: LIVE_MS });
    expect((await stateOf(optionsOf('editor'))).lists?.some((list) => list.id === listId)).toBe(false);

    const viewer = optionsOf('viewer');
    await viewer.getByRole('button', { name: 'Leave list' }).click();
    await viewer.getByRole('button', { name: 'Leave list' }).last().click();
    await waitForState(viewer, 'the list gone at Vi', (state) => !state.lists?.some((list) => list.id === listId));
    await waitForState(owner, 'no members left', (state) => (state.lists?.find((list) => list.id === listId)?.memberCount ?? 0) === 1);
  }, 60_000);

  it('tells a member when the owner deletes the list', async () => {
    await inviteAndJoin('viewer', 'viewer', 'Vi');
    await request(optionsOf('owner'), 'page:delete-list', { listId });
    await optionsOf('viewer').getByText('“Family gifts” was deleted by its owner.').waitFor({ timeout: LIVE_MS });
  }, 90_000);
});
