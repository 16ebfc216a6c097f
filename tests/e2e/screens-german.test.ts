import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { sayIn } from '../locale-messages';
import { describeInChromium } from './support/browsers';
import { buildDemoScene, type DemoScene } from './support/demo-scene';
import { signInThroughOptions, uniqueEmail } from './support/options-page';
import { lookForOverflow, OPTIONS_MODES, POPUP_MODES, tourMemberPopup, tourOwnerPopup, tourSettings, type Mode } from './support/screen-tour';

/**
 * The same walk as screens.test.ts in German, whose words run longest of Cartwatch's languages: in
 * the browser's German (Chromium's --lang=de) nothing overflows its box or is cut without an
 * ellipsis that carries its full text, in the light scheme at each width (the dark scheme changes
 * colours only, which the English walk checks).
 */

const LOCALE = 'de';
const say = sayIn(LOCALE);
const light = (modes: readonly Mode[]) => modes.filter((mode) => mode.scheme === 'light');

describeInChromium('every screen in German: nothing clips (Chromium)', () => {
  let scene: DemoScene;

  beforeAll(async () => {
    const signUp = (label: string) => (options: Page) => signInThroughOptions(options, uniqueEmail(label), 'Create account', undefined, say);
    scene = await buildDemoScene(
      { storeOrigins: inject('storeOrigins'), firestoreUrl: inject('firestoreUrl'), extensionDir: inject('extensionDir'), locale: LOCALE },
      { owner: signUp('screens-de-owner'), member: signUp('screens-de-member') },
    );
  }, 240_000);
  afterAll(async () => {
    await scene?.close();
  });

  it("fits in the owner's popup: This page, Lists, a row's menu, the editor, the history, the invite panel, Alerts", async () => {
    expect(await tourOwnerPopup(scene, say, lookForOverflow, light(POPUP_MODES))).toEqual([]);
  }, 600_000);

  it("fits in a member's popup, a gift list and a claimer's price alerts, and in the typed-in save", async () => {
    expect(await tourMemberPopup(scene, say, lookForOverflow, light(POPUP_MODES))).toEqual([]);
  }, 600_000);

  it('fits in every settings section', async () => {
    expect(await tourSettings(scene, lookForOverflow, light(OPTIONS_MODES))).toEqual([]);
  }, 600_000);
});
