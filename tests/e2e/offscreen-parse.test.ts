import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { catalogue } from '../../dev/demo-store';
import { launchExtension, type LoadedExtension } from './support/extension';
import { describeInChromium } from './support/browsers';

const pathOf = (id: string) => catalogue.find((product) => product.id === id)!.path;

/** Runs in the worker or a page: makes sure the offscreen document exists and asks it to parse. */
const PARSE = async ({ html, url }: { html: string; url: string }) => {
  const path = 'src/pages/offscreen/index.html';
  const documents = await chrome.runtime.getContexts({ contextTypes: [chrome.runtime.ContextType.OFFSCREEN_DOCUMENT] });
  if (documents.length === 0) {
    await chrome.offscreen.createDocument({ url: path, reasons: [chrome.offscreen.Reason.DOM_PARSER], justification: 'test' });
  }
  return chrome.runtime.sendMessage<object, unknown>({ kind: 'offscreen:parse', payload: { html, url } });
};

describeInChromium('the offscreen document parses re-checked pages (Chromium)', () => {
  let extension: LoadedExtension;
  const [harborPine = '', alpenblick = ''] = inject('storeOrigins');
  beforeAll(async () => {
    extension = await launchExtension();
  });
  afterAll(async () => {
    await extension.close();
  });

  async function page(origin: string, id: string): Promise<{ html: string; url: string }> {
    const url = `${origin}${pathOf(id)}`;
    return { html: await (await fetch(url)).text(), url };
  }

  it("extracts a fetched page's product for the worker, with the content script's extractor", async () => {
    const worker = await extension.worker();
    expect(await worker.evaluate(PARSE, await page(harborPine, 'trail-backpack'))).toMatchObject({
      ok: true,
      data: { price: 89, currency: 'USD', listPrice: 119, method: 'json-ld' },
    });
    expect(await worker.evaluate(PARSE, await page(alpenblick, 'siebtraeger'))).toMatchObject({ ok: true, data: { price: 1249, currency: 'EUR' } });
  });

  it('answers null for a page without a product', async () => {
    const worker = await extension.worker();
    expect(await worker.evaluate(PARSE, { html: '<title>Sale</title><h1>New look</h1>', url: `${harborPine}/` })).toEqual({ ok: true, data: null });
  });

  it('refuses an extension page as the sender', async () => {
    await extension.worker();
    const options = await extension.openPage('src/pages/options/index.html');
    const sample = await page(harborPine, 'trail-backpack');
    // The worker answers a page's messages too (unknown-kind); only the offscreen document's answer is a refusal of the sender.
    const answer = await options.evaluate(PARSE, sample);
    expect(answer).toMatchObject({ ok: false });
    expect(answer).not.toMatchObject({ ok: true });
  });
});
