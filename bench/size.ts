// Gzipped JavaScript each part of the built extension loads. Usage: npm run bench:size
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTENT_SCRIPT_OUTPUT, javascriptOf } from '../scripts/bundle-graph';
import { buildExtension, round, writeResult } from './support';

const DIST = 'dist';
const KB = 1024;

interface Manifest {
  action: { default_popup: string };
  options_ui: { page: string };
  background: { service_worker: string };
}

await buildExtension();
const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as Manifest;
const parts: { name: string; entry: string; budgetKb: number | null }[] = [
  { name: 'popup', entry: manifest.action.default_popup, budgetKb: 80 },
  { name: 'options', entry: manifest.options_ui.page, budgetKb: null },
  { name: 'content', entry: CONTENT_SCRIPT_OUTPUT, budgetKb: 15 },
  { name: 'worker', entry: manifest.background.service_worker, budgetKb: null },
];

const rows = parts.map(({ name, entry, budgetKb }) => {
  const files = javascriptOf(DIST, entry);
  const code = Buffer.concat(files.map((file) => readFileSync(join(DIST, file))));
  const gzipKb = gzipSync(code, { level: 9 }).length / KB;
  return {
    name,
    files: files.length,
    rawKb: round(code.length / KB),
    gzipKb: round(gzipKb),
    budgetKb,
    withinBudget: budgetKb === null ? null : gzipKb <= budgetKb,
  };
});

const file = writeResult('size', { measuredAt: new Date().toISOString(), parts: rows });
console.table(rows);
console.log(`written to ${file}`);
if (rows.some((row) => row.withinBudget === false)) process.exitCode = 1;
