/**
 * Size budgets: gzipped JavaScript each part of the built extension loads. The end-to-end build
 * is checked against them (tests/e2e/bundle-size.test.ts) and `npm run bench:size` reports them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { javascriptOf } from './bundle-graph';

/** The popup must open at once; the options page ships the same UI runtime and shares its budget. */
export const PAGE_BUDGET_KB = 80;

export const SIZE_BUDGETS_KB = {
  popup: PAGE_BUDGET_KB,
  options: PAGE_BUDGET_KB,
  /**
   * Injected into store pages: detection only, and the page's time (issue #28: navigation timing, the
   * product's changes on single-page shops, back-forward cache), which took it from 14.98 to 15.14 KB.
   */
  content: 15.2,
} as const;

const KB = 1024;

/** The files an entry loads, followed through its static imports, and their size raw and gzipped. */
export function bundleSize(distDir: string, entry: string): { files: number; rawKb: number; gzipKb: number } {
  const files = javascriptOf(distDir, entry);
  const code = Buffer.concat(files.map((file) => readFileSync(join(distDir, file))));
  return { files: files.length, rawKb: code.length / KB, gzipKb: gzipSync(code, { level: 9 }).length / KB };
}

/**
 * A lazily loaded chunk on its own (e.g. the popup's Lists tab: `lists-tab-<hash>.js`): what it adds
 * once its tab opens, beyond what the page loaded first.
 */
export function chunkSize(distDir: string, name: string): { file: string; rawKb: number; gzipKb: number } {
  const file = readdirSync(join(distDir, 'assets')).find((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.js'));
  if (file === undefined) throw new Error(`No chunk named ${name} in ${distDir}/assets.`);
  const code = readFileSync(join(distDir, 'assets', file));
  return { file: `assets/${file}`, rawKb: code.length / KB, gzipKb: gzipSync(code, { level: 9 }).length / KB };
}
