import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { sayIn } from '../locale-messages';
import { AXE_SOURCE, counted, RUN_AXE, type AxeFinding } from './support/axe';
import { describeInChromium } from './support/browsers';
import { buildDemoScene, type DemoScene } from './support/demo-scene';
import { FIND_CLIPPED_FOCUS, FIND_SHARED_ROW_NAMES } from './support/focus-and-names';
import { signInThroughOptions, uniqueEmail } from './support/options-page';
import { lookForOverflow, tourMemberPopup, tourOwnerPopup, tourSettings, type Look } from './support/screen-tour';

/**
 * Every screen of the popup (each tab, the row menu, the item editor, the history, the invite panel,
 * the alerts with their why, a gift list and a claimer's alerts from a member's side, the typed-in
 * save) and every settings section, light and dark, at its own width, 320 and 800 px and at 200%
 * zoom (screen-tour.ts): axe finds no serious or critical violation and the page has its structure
 * (a main landmark, a first-level heading, headings in order, names that hold the words shown);
 * nothing overflows its box unless it ends in an ellipsis whose full text is there; no focus ring is
 * cut; the row controls that show the same words have names of their own.
 */

const LOCALE = 'en';
const say = sayIn(LOCALE);

/** Everything wrong with what the page shows now, as lines naming the screen and the mode. */
const inspect: Look = async (target, where) => {
  if ((await target.evaluate('typeof axe')) !== 'object') await target.evaluate(AXE_SOURCE);
  const axe = counted((await target.evaluate(RUN_AXE)) as AxeFinding[]).map(
    (violation) => `${where}: axe ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} at ${violation.targets.join(', ')}`,
  );
  const others = [...((await target.evaluate(FIND_CLIPPED_FOCUS)) as string[]), ...((await target.evaluate(FIND_SHARED_ROW_NAMES)) as string[])];
  return [...axe, ...(await lookForOverflow(target, where)), ...others.map((finding) => `${where}: ${finding}`)];
};

describeInChromium('every screen, light and dark, narrow, wide and zoomed (Chromium)', () => {
  let scene: DemoScene;

  beforeAll(async () => {
    const signUp = (label: string) => (options: Page) => signInThroughOptions(options, uniqueEmail(label), 'Create account');
    scene = await buildDemoScene(
      { storeOrigins: inject('storeOrigins'), firestoreUrl: inject('firestoreUrl'), extensionDir: inject('extensionDir'), locale: LOCALE },
      { owner: signUp('screens-owner'), member: signUp('screens-member') },
    );
  }, 240_000);
  afterAll(async () => {
    await scene?.close();
  });

  it("passes in the owner's popup: This page, Lists, a row's menu, the editor, the history, the invite panel, Alerts", async () => {
    expect(await tourOwnerPopup(scene, say, inspect)).toEqual([]);
  }, 600_000);

  it("passes in a member's popup, a gift list and a claimer's price alerts, and in the typed-in save on a page with no product", async () => {
    expect(await tourMemberPopup(scene, say, inspect)).toEqual([]);
  }, 600_000);

  it('passes in every settings section', async () => {
    expect(await tourSettings(scene, inspect)).toEqual([]);
  }, 600_000);
});
