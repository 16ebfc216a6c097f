// Popup builds compared opening by opening, for a machine too noisy for runs minutes apart: each
// build's popup (its HTML and chunks copied beside the stack's own build), the static one-line
// popup and the static list popup are opened in turn, round after round, in one browser, one account
// (20 lists of BENCH_ITEMS_PER_LIST items, 2 unless set); each popup's Lists tab is clicked as soon
// as its first frame with state is read, as bench:popup does, and so is the static list's tab (the
// click's control).
// Usage: BENCH_VARIANTS=/tmp/dist-a,/tmp/dist-b npm run bench:popup-ab (builds made with
// CARTWATCH_LOCAL_BUILD=1 npx vite build --outDir DIR); BENCH_ROUNDS=20; BENCH_ITEMS_PER_LIST=50
// for bench:popup's 1,000-item account.
import { copyFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ActionPopup } from '../tests/e2e/support/action-popup';
import { launchExtension } from '../tests/e2e/support/extension';
import { startLocalStack } from '../tests/e2e/support/local-stack';
import { fillAccount } from './support-account';
import { round, summarise } from './support';
import { READ_FCP, READ_POPUP_TIMING } from './support-popup-marks';
import { openListsTab } from './support-lists-tab-click';
import { STATIC_LIST_POPUP, writeStaticListPopup } from './support-static-list-popup';
import { benchProducts } from './support-products';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const VARIANTS = (process.env.BENCH_VARIANTS ?? '').split(',').filter(Boolean);
const ITEMS_PER_LIST = Number(process.env.BENCH_ITEMS_PER_LIST ?? 2);
const STATIC_POPUP = 'bench-static-popup.html';
/** In the round's order, beside the variants' indexes: the two static controls. */
const STATIC = -1;
const STATIC_LIST = -2;

type Marks = Record<'fcp' | 'firstStateFrame' | 'documentReceived' | 'htmlParsed' | 'scriptStart' | 'cacheRead', number>;

const stackDir = mkdtempSync(join(tmpdir(), 'cartwatch-bench-popup-ab-'));
const stack = await startLocalStack(stackDir);
try {
  writeFileSync(join(stackDir, 'bench-setup.html'), '<!doctype html><title>Cartwatch bench</title>');
  writeFileSync(join(stackDir, STATIC_POPUP), '<!doctype html><html><body style="width:380px"><p>Cartwatch</p></body></html>');
  const storeOrigins = stack.store.stores.map((store) => store.origin);
  // The first list's products: fillAccount fills the lists in order, and the popup shows the first.
  writeStaticListPopup(stackDir, benchProducts(storeOrigins, ITEMS_PER_LIST));
  const popups = VARIANTS.map((dist, index) => {
    cpSync(join(dist, 'assets'), join(stackDir, 'assets'), { recursive: true, force: false, errorOnExist: false });
    const path = `src/pages/popup/variant-${index}.html`;
    copyFileSync(join(dist, 'src/pages/popup/index.html'), join(stackDir, path));
    return path;
  });
  const extension = await launchExtension(stackDir);
  try {
    const setup = await extension.openPage('bench-setup.html');
    await fillAccount(setup, storeOrigins, { lists: 20, itemsPerList: ITEMS_PER_LIST });
    await setup.close();
    const page = await extension.context.newPage();
    await page.goto('about:blank');
    const warmUp = await ActionPopup.openOn(extension.context, extension.extensionId, page);
    await warmUp.waitForText('Live');
    await warmUp.close();
    const worker = await extension.worker();
    const marks: Marks[][] = popups.map(() => []);
    /** Each opening's Lists tab, clicked as soon as the first frame with state is read (as bench:popup does). */
    const listsTabClicks: number[][] = popups.map(() => []);
    const staticFcp: number[] = [];
    const staticListsTabClicks: number[] = [];
    // Each round opens every popup once, starting one further along; every other round goes the
    // other way round the circle. A rotation alone keeps each popup's predecessor (the second build
    // followed the first in three rounds of four), and the build opened after the other was about
    // 50 ms later to its first frame in both orders (docs/popup-speed.md, 28 November 2026).
    const order = [...popups.keys(), STATIC, STATIC_LIST];
    for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex += 1) {
      const circle = roundIndex % 2 === 0 ? order : [...order].reverse();
      for (let step = 0; step < circle.length; step += 1) {
        const index = circle[(Math.floor(roundIndex / 2) + step) % circle.length] as number;
        const path = index === STATIC ? STATIC_POPUP : index === STATIC_LIST ? STATIC_LIST_POPUP : (popups[index] as string);
        await worker.evaluate((popup) => chrome.action.setPopup({ popup }), path);
        const popup = await ActionPopup.openOn(extension.context, extension.extensionId, page, path);
        if (index === STATIC) staticFcp.push((await popup.evaluate(READ_FCP)) as number);
        else if (index === STATIC_LIST) {
          await popup.evaluate(READ_FCP);
          staticListsTabClicks.push((await openListsTab(popup)).clickToPaintMs);
        } else {
          marks[index]?.push((await popup.evaluate(READ_POPUP_TIMING)) as Marks);
          listsTabClicks[index]?.push((await openListsTab(popup)).clickToPaintMs);
        }
        await popup.close();
      }
    }
    const staticSummary = summarise(staticFcp);
    const row = (values: number[]) => {
      const summary = summarise(values);
      return `${summary.median} / ${summary.p95}`;
    };
    console.table({
      static: { fcp: row(staticFcp) },
      'static list (control for the click)': { 'Lists tab click': row(staticListsTabClicks) },
      ...Object.fromEntries(
        VARIANTS.map((dist, index) => {
          const of = (key: keyof Marks) => (marks[index] ?? []).map((mark) => mark[key]);
          const frame = summarise(of('firstStateFrame'));
          return [
            dist,
            {
              fcp: row(of('fcp')),
              scriptStart: row(of('scriptStart')),
              cacheRead: row(of('cacheRead')),
              'received to script': row((marks[index] ?? []).map((mark) => mark.scriptStart - mark.documentReceived)),
              'parsed to script': row((marks[index] ?? []).map((mark) => mark.scriptStart - mark.htmlParsed)),
              'script to cache read': row((marks[index] ?? []).map((mark) => mark.cacheRead - mark.scriptStart)),
              'cache read to frame': row((marks[index] ?? []).map((mark) => mark.firstStateFrame - mark.cacheRead)),
              firstStateFrame: row(of('firstStateFrame')),
              'gap median / p95': `${round(frame.median - staticSummary.median)} / ${round(frame.p95 - staticSummary.p95)}`,
              'Lists tab click': row(listsTabClicks[index] ?? []),
            },
          ];
        }),
      ),
    });
    console.log(`(median / p95, ms from navigation start; 20 lists of ${ITEMS_PER_LIST} items)`);
  } finally {
    await extension.close();
  }
} finally {
  await stack.close();
  rmSync(stackDir, { recursive: true, force: true });
}
