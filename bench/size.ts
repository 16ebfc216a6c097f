// Gzipped JavaScript each part of the built extension loads. Usage: npm run bench:size
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { javascriptOf } from '../scripts/bundle-graph';
import { buildExtension, round, writeResult } from './support';

const DIST = 'dist';
const KB = 1024;

interface Manifest {
  action: { default_popup: string };
  options_ui: { page: string };
  background: { service_worker: string };
  web_accessible_resources?: { resources: string[] }[];
}

await buildExtension();
const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as Manifest;
// The content script is injected on demand (activeTab + scripting), so crxjs lists it under
// web_accessible_resources rather than content_scripts.
const contentEntry = manifest.web_accessible_resources
  ?.flatMap((entry) => entry.resources)
  .find((resource) => /content.*\.js$/.test(resource));

const parts: { name: string; entry: string | undefined; budgetKb: number | null }[] = [
  { name: 'popup', entry: manifest.action.default_popup, budgetKb: 60 },
  { name: 'options', entry: manifest.options_ui.page, budgetKb: null },
  { name: 'content', entry: contentEntry, budgetKb: 15 },
  { name: 'worker', entry: manifest.background.service_worker, budgetKb: null },
];

const rows = parts.map(({ name, entry, budgetKb }) => {
  if (entry === undefined) return { name, files: 0, rawKb: 0, gzipKb: 0, budgetKb, withinBudget: null };
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
