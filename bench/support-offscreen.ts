import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from '../tests/e2e/support/chromium';
import { buildExtension } from './support';

export interface OffscreenTimings {
  /** Worker to offscreen document and back, per page: DOMParser, the extractor and the messages. */
  roundTripMs: number[];
  /** What the offscreen document answered for each page: the product's price, or null. */
  prices: (number | null)[];
}

/**
 * Builds the extension, loads it in headless Chromium and, from its service worker, has the
 * offscreen document parse each page as the engine does (`offscreen:parse`), timing each answer.
 */
export async function parseInOffscreenDocument(pages: { html: string; url: string }[]): Promise<OffscreenTimings> {
  await buildExtension();
  const dist = resolve('dist');
  const profile = mkdtempSync(join(tmpdir(), 'cartwatch-bench-offscreen-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...QUIET_CHROMIUM_ARGS, `--disable-extensions-except=${dist}`, `--load-extension=${dist}`],
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
    return await worker.evaluate(async (batch) => {
      const path = 'src/pages/offscreen/index.html';
      const existing = await chrome.runtime.getContexts({ contextTypes: [chrome.runtime.ContextType.OFFSCREEN_DOCUMENT] });
      if (existing.length === 0) {
        await chrome.offscreen.createDocument({ url: path, reasons: [chrome.offscreen.Reason.DOM_PARSER], justification: 'bench' });
      }
      const roundTripMs: number[] = [];
      const prices: (number | null)[] = [];
      for (const page of batch) {
        const started = performance.now();
        const answer = await chrome.runtime.sendMessage<object, { ok: boolean; data?: { price: number | null } | null }>({ kind: 'offscreen:parse', payload: page });
        roundTripMs.push(performance.now() - started);
        prices.push(answer.ok ? (answer.data?.price ?? null) : null);
      }
      return { roundTripMs, prices };
    }, pages);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
