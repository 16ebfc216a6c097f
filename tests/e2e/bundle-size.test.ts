// Size budgets hold for the build the end-to-end tests load: the same sources give the same bytes,
// so this is checked on every run, not only when someone runs the benchmark.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SCRIPT_OUTPUT } from '../../scripts/bundle-graph';
import { bundleSize, SIZE_BUDGETS_KB } from '../../scripts/size-budgets';
import { DIST } from './support/extension';

const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as {
  action: { default_popup: string };
  options_ui: { page: string };
};

describe('size budgets (gzipped JavaScript loaded)', () => {
  it.each([
    ['popup', manifest.action.default_popup, SIZE_BUDGETS_KB.popup],
    ['options', manifest.options_ui.page, SIZE_BUDGETS_KB.options],
    ['content', CONTENT_SCRIPT_OUTPUT, SIZE_BUDGETS_KB.content],
  ])('the %s stays within its budget', (_name, entry, budgetKb) => {
    const size = bundleSize(DIST, entry);
    expect(size.files).toBeGreaterThan(0);
    expect(size.gzipKb).toBeLessThanOrEqual(budgetKb);
  });
});
