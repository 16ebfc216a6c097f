import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { catalogue } from '../../dev/demo-store';
import { ActionPopup } from './support/action-popup';
import { launchExtension, type LoadedExtension } from './support/extension';
import { describeInChromium } from './support/browsers';

describeInChromium('the popup recognises the product on the page it is opened on', () => {
  let extension: LoadedExtension;
  const [harborPine, alpenblick] = inject('storeOrigins');

  beforeAll(async () => {
    extension = await launchExtension();
  });
  afterAll(async () => {
    await extension.close();
  });

  const pathOf = (id: string) => {
    const product = catalogue.find((candidate) => candidate.id === id);
    if (!product) throw new Error(`The demo store has no product "${id}"`);
    return product.path;
  };

  async function popupOn(url: string, prepare?: (page: Page) => Promise<void>) {
    const page = await extension.context.newPage();
    await page.goto(url);
    await prepare?.(page);
    const popup = await ActionPopup.openOn(extension.context, extension.extensionId, page);
    const worker = await extension.worker();
    const tabId = await worker.evaluate(
      async (address) => (await chrome.tabs.query({ url: address }))[0]?.id ?? -1,
      page.url(),
    );
    return { popup, tabId, page };
  }

  async function badgeOf(tabId: number): Promise<string> {
    return (await extension.worker()).evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId);
  }

  async function badgeTitleOf(tabId: number): Promise<string> {
    return (await extension.worker()).evaluate((id) => chrome.action.getTitle({ tabId: id }), tabId);
  }

  it('shows a sale product with its struck-through price, and badges the tab', async () => {
    const { popup, tabId } = await popupOn(`${harborPine}${pathOf('trail-backpack')}`);
    const text = await popup.waitForText('Ridgeline 28L Trail Backpack');
    expect(text).toContain('$89.00');
    expect(text).toContain('was $119.00');
    expect(text).toContain('In stock');
    await expect(badgeOf(tabId)).resolves.toBe('•');
    await popup.close();
  });

  it('reads a German page with comma decimals in euros', async () => {
    const { popup } = await popupOn(`${alpenblick}${pathOf('siebtraeger')}`);
    const text = await popup.waitForText('Siebträger-Espressomaschine Duo');
    expect(text).toContain('€1,249.00');
    expect(text).toContain('was €1,499.00');
    await popup.close();
  });

  it('reads a page with no structured data from its layout', async () => {
    const { popup } = await popupOn(`${harborPine}${pathOf('canvas-tote')}`);
    const text = await popup.waitForText('Read from the page layout');
    expect(text).toContain('Out of stock');
    await popup.close();
  });

  it('follows a single-page shop to the next product without a reload', async () => {
    const rendered = (page: Page) => page.waitForSelector('[data-rendered-product]').then(() => undefined);
    const { popup, tabId, page } = await popupOn(`${harborPine}${pathOf('summit-headlamp')}`, rendered);
    await popup.waitForText('Summit 400 Headlamp');
    await popup.close();
    await page.click(`a[href="${pathOf('trekking-poles')}"]`);
    await expect
      .poll(() => badgeTitleOf(tabId), { timeout: 10_000 })
      .toBe('Cartwatch found a product: Carbon Trekking Poles (pair)');
  });

  it('says a bot check holds no product, and leaves the toolbar button clean', async () => {
    const { popup, tabId } = await popupOn(`${alpenblick}${pathOf('jubilaeumsuhr')}`);
    await popup.waitForText('No product found on this page.');
    await expect(badgeOf(tabId)).resolves.toBe('');
    await popup.close();
  });
});
