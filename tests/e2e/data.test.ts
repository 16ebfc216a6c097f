// Options > Data end to end: an export file imported into a new account (preview, progress,
// report), the account exported again (the same lists, items and rules, valid against
// docs/export-schema.json), the export imported once more (everything merged, nothing doubled),
// and the lists as CSV read back by a real CSV parser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchExtension, type LoadedExtension } from './support/extension';
import { OPTIONS_PAGE, showSection, signInThroughOptions, uniqueEmail } from './support/options-page';
import { describeInChromium } from './support/browsers';

const schema = JSON.parse(readFileSync(join(import.meta.dirname, '../../docs/export-schema.json'), 'utf8')) as Record<string, unknown>;
const ajv = new Ajv({ allErrors: true });
ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
const validate = ajv.compile(schema);

interface Item {
  id: string;
  name: string;
  url: string;
  productKey: string;
  note: string;
  quantity: number;
  status: string;
  savedPrice: number | null;
  price: number | null;
}
interface ExportedFile {
  lists: { id: string; name: string; items: Item[] }[];
  alertRules: { listId: string; itemId: string | null; dropBasisPoints?: number }[];
}

const item = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `old${n}`,
  name: `Garden lantern ${n}`,
  brand: null,
  image: null,
  url: `https://shop.example/p/lantern-${n}`,
  productKey: `shop.example/p/lantern-${n}`,
  store: 'shop.example',
  price: 20 + n,
  currency: 'EUR',
  listPrice: null,
  savedPrice: 30 + n,
  availability: 'in-stock',
  sku: null,
  gtin: null,
  method: 'json-ld',
  confidence: 0.9,
  note: `note ${n}`,
  quantity: n,
  status: n === 2 ? 'bought' : 'wanted',
  history: [],
  ...overrides,
});

const earlierExport = {
  format: 'cartwatch-export',
  schemaVersion: 1,
  exportedAt: '2026-01-01T00:00:00.000Z',
  lists: [
    { id: 'oldGarden', name: 'Garden', gift: false, items: [item(1), item(2), item(3, { name: '=HYPERLINK("http://evil.example")' })] },
    { id: 'oldWish', name: 'Wishlist', gift: false, items: [item(4)] },
  ],
  alertRules: [{ listId: 'oldGarden', itemId: null, dropBasisPoints: 500 }],
};

async function chooseFile(page: Page, contents: string): Promise<void> {
  await page.getByLabel('Choose an export file').setInputFiles({ name: 'export.json', mimeType: 'application/json', buffer: Buffer.from(contents) });
}

async function downloadOf(page: Page, button: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: button }).click()]);
  const path = await download.path();
  return readFileSync(path);
}

describeInChromium('Options > Data: import, export, CSV', () => {
  let browser: LoadedExtension;
  beforeAll(async () => {
    browser = await launchExtension();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('imports an export, exports the account again, merges a second import, and writes CSV', async () => {
    const options = await browser.openPage(OPTIONS_PAGE);
    await signInThroughOptions(options, uniqueEmail('data'), 'Create account');
    await showSection(options, 'data');
    await options.locator('#data-csv-list option', { hasText: /^Wishlist$/ }).waitFor({ state: 'attached' });

    await chooseFile(options, JSON.stringify(earlierExport));
    await options.getByTestId('import-preview').getByText('2 lists, 4 items, 0 already saved').waitFor();
    await options.getByText('becomes a new list: 3 items to add').waitFor();
    await options.getByText('goes into your list “Wishlist”: 1 items to add').waitFor();
    await options.getByRole('button', { name: 'Import 4 items' }).click();
    await options.getByTestId('import-report').getByText(/New lists: 1, items added: 4, already saved: 0\./).waitFor({ timeout: 60_000 });
    await options.locator('#data-csv-list option', { hasText: /^Garden$/ }).waitFor({ state: 'attached' });

    const exported = JSON.parse((await downloadOf(options, 'Export all data (JSON)')).toString('utf8')) as ExportedFile;
    expect(validate(exported) ? [] : validate.errors).toEqual([]);
    const garden = exported.lists.find((list) => list.name === 'Garden');
    const wish = exported.lists.find((list) => list.name === 'Wishlist');
    const kept = (items: Item[] | undefined) =>
      (items ?? []).map(({ name, url, productKey, note, quantity, status, savedPrice, price }) => ({ name, url, productKey, note, quantity, status, savedPrice, price })).sort((a, b) => a.productKey.localeCompare(b.productKey));
    const source = (items: ReturnType<typeof item>[]) =>
      items.map(({ name, url, productKey, note, quantity, status, savedPrice, price }) => ({ name, url, productKey, note, quantity, status, savedPrice, price }));
    expect(kept(garden?.items)).toEqual(source(earlierExport.lists[0]!.items));
    expect(kept(wish?.items)).toEqual(source(earlierExport.lists[1]!.items));
    expect(exported.alertRules).toContainEqual({ listId: garden?.id, itemId: null, dropBasisPoints: 500 });

    // The account's own export, imported again: every list found, every item already saved.
    await chooseFile(options, JSON.stringify(exported));
    await options.getByTestId('import-preview').getByText('2 lists, 4 items, 4 already saved').waitFor();
    expect(await options.getByRole('button', { name: 'Import 0 items' }).isDisabled()).toBe(true);

    const csv = await downloadOf(options, 'Download CSV');
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(csv.toString('utf8'), { bom: true, record_delimiter: '\r\n' });
    expect(rows).toHaveLength(1 + 4);
    expect(rows.map((row) => row[1])).toContain('\'=HYPERLINK("http://evil.example")');
  });
});
