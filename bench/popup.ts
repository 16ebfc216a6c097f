// Popup open to first paint with cached state, in headless Chromium: median and p95 of 20 openings.
// Usage: npm run bench:popup
import { launchExtension } from '../tests/e2e/support/extension';
import { buildExtension, percentile, round, writeResult } from './support';

const OPENINGS = 20;
const BUDGET_MEDIAN_MS = 50;
const POPUP = 'src/popup/index.html';

await buildExtension();
const extension = await launchExtension();
try {
  // A first opening lets the worker cache its state, as any earlier use of the popup would.
  const warmUp = await extension.openPage(POPUP);
  await warmUp.getByText('Live', { exact: true }).waitFor();
  await warmUp.close();

  const firstContentfulPaint: number[] = [];
  const firstStatePaint: number[] = [];
  for (let opening = 0; opening < OPENINGS; opening += 1) {
    const popup = await extension.openPage(POPUP);
    await popup.waitForFunction(
      () =>
        document.documentElement.dataset.firstPaint !== undefined &&
        performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    const timing = await popup.evaluate(() => ({
      source: document.documentElement.dataset.firstPaint,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      state: performance.getEntriesByName('cartwatch:first-paint')[0]?.startTime ?? null,
    }));
    if (timing.source !== 'cache' || timing.fcp === null || timing.state === null) {
      throw new Error(`Opening ${opening + 1} did not paint from the cache: ${JSON.stringify(timing)}`);
    }
    firstContentfulPaint.push(timing.fcp);
    firstStatePaint.push(timing.state);
    await popup.close();
  }

  const summary = (values: number[]) => ({
    medianMs: round(percentile(values, 50)),
    p95Ms: round(percentile(values, 95)),
  });
  const result = {
    measuredAt: new Date().toISOString(),
    openings: OPENINGS,
    browser: extension.context.browser()?.version() ?? 'chromium',
    firstContentfulPaint: summary(firstContentfulPaint),
    firstFrameWithCachedState: summary(firstStatePaint),
    budgetMedianMs: BUDGET_MEDIAN_MS,
    withinBudget: percentile(firstContentfulPaint, 50) <= BUDGET_MEDIAN_MS,
    note: 'Times from navigation start of the popup page, opened in a tab of headless Chromium.',
  };
  console.table({ 'first contentful paint': result.firstContentfulPaint, 'first frame with cached state': result.firstFrameWithCachedState });
  console.log(`written to ${writeResult('popup', result)}`);
  if (!result.withinBudget) process.exitCode = 1;
} finally {
  await extension.close();
}
