// Gzipped JavaScript each part of the built extension loads. Usage: npm run bench:size
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_SCRIPT_OUTPUT } from '../scripts/bundle-graph';
import { bundleSize, chunkSize, SIZE_BUDGETS_KB } from '../scripts/size-budgets';
import { buildExtension, round, writeResult } from './support';

const DIST = 'dist';

interface Manifest {
  action: { default_popup: string };
  options_ui: { page: string };
  background: { service_worker: string };
}

await buildExtension();
const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as Manifest;
const parts: { name: string; entry: string; budgetKb: number | null }[] = [
  { name: 'popup', entry: manifest.action.default_popup, budgetKb: SIZE_BUDGETS_KB.popup },
  { name: 'options', entry: manifest.options_ui.page, budgetKb: SIZE_BUDGETS_KB.options },
  { name: 'content', entry: CONTENT_SCRIPT_OUTPUT, budgetKb: SIZE_BUDGETS_KB.content },
  { name: 'worker', entry: manifest.background.service_worker, budgetKb: null },
];

const rows = parts.map(({ name, entry, budgetKb }) => {
  const { files, rawKb, gzipKb } = bundleSize(DIST, entry);
  return {
    name,
    files,
    rawKb: round(rawKb),
    gzipKb: round(gzipKb),
    budgetKb,
    withinBudget: budgetKb === null ? null : gzipKb <= budgetKb,
  };
});

// The Lists tab (list rows, item editor, price history and its chart) loads after the first frame.
const listsTab = chunkSize(DIST, 'lists-tab');
const lazyChunks = [{ name: 'popup lists-tab chunk (lazy)', file: listsTab.file, rawKb: round(listsTab.rawKb), gzipKb: round(listsTab.gzipKb) }];

const file = writeResult('size', { measuredAt: new Date().toISOString(), parts: rows, lazyChunks });
console.table(rows);
console.table(lazyChunks);
console.log(`written to ${file}`);
if (rows.some((row) => row.withinBudget === false)) process.exitCode = 1;
