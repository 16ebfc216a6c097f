import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectActiveTab, type DetectionApis, type TabInfo } from '../../../../../src/features/detection/worker/active-tab-detection';
import { createDetectionWaiters } from '../../../../../src/features/detection/worker/detection-waiters';
import type { DetectedProduct } from '../../../../../src/features/detection/model/product';

const product: DetectedProduct = {
  name: 'Trail backpack',
  brand: 'Harbor & Pine',
  image: 'https://shop.example/img.svg',
  canonicalUrl: 'https://shop.example/p/1',
  price: 89,
  currency: 'USD',
  listPrice: 119,
  availability: 'in-stock',
  sku: 'HP-1',
  gtin: null,
  method: 'json-ld',
  confidence: 0.95,
  priceIsFrom: false,
  isRange: false,
  currencyGuessed: false,
};
const PAGE_TIME = Date.UTC(2026, 10, 28, 9);
const storeTab: TabInfo = { id: 4, url: 'https://shop.example/p/1', title: 'Trail backpack | Shop' };

function setup(tab: TabInfo | undefined, inject: (tabId: number, report: (p: DetectedProduct | null) => void) => Promise<unknown>) {
  const waiters = createDetectionWaiters();
  const apis: DetectionApis = {
    activeTab: () => Promise.resolve(tab),
    inject: vi.fn((tabId: number) => inject(tabId, (found) => waiters.report(tabId, { product: found, pageTime: PAGE_TIME }))),
  };
  return { apis, waiters };
}

describe('detecting the product in the active tab', () => {
  afterEach(() => vi.useRealTimers());

  it('injects the content script and returns what it reports', async () => {
    const { apis, waiters } = setup(storeTab, (_tabId, report) => {
      report(product);
      return Promise.resolve([]);
    });
    await expect(detectActiveTab(apis, waiters)).resolves.toEqual({
      status: 'found',
      url: storeTab.url,
      title: storeTab.title,
      product,
      pageTime: PAGE_TIME,
    });
    expect(apis.inject).toHaveBeenCalledWith(4);
  });

  it('says none when the page has no product', async () => {
    const { apis, waiters } = setup(storeTab, (_tabId, report) => {
      report(null);
      return Promise.resolve([]);
    });
    await expect(detectActiveTab(apis, waiters)).resolves.toMatchObject({ status: 'none' });
  });

  it.each(['chrome://extensions', 'about:blank', 'file:///home/ana/list.html', ''])(
    'does not touch a page it may not read (%s)',
    async (url) => {
      const { apis, waiters } = setup({ id: 1, url }, () => Promise.resolve([]));
      await expect(detectActiveTab(apis, waiters)).resolves.toEqual({ status: 'unsupported', url });
      expect(apis.inject).not.toHaveBeenCalled();
    },
  );

  it('says unsupported when the browser refuses the injection', async () => {
    const { apis, waiters } = setup(storeTab, () => Promise.reject(new Error('Cannot access contents of the page')));
    await expect(detectActiveTab(apis, waiters)).resolves.toEqual({ status: 'unsupported', url: storeTab.url });
  });

  it('gives up waiting for a report after a few seconds', async () => {
    vi.useFakeTimers();
    const { apis, waiters } = setup(storeTab, () => Promise.resolve([]));
    const detection = detectActiveTab(apis, waiters);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(detection).resolves.toMatchObject({ status: 'none' });
  });

  it('ignores a report from another tab', async () => {
    vi.useFakeTimers();
    const { apis, waiters } = setup(storeTab, () => {
      waiters.report(99, { product, pageTime: PAGE_TIME });
      return Promise.resolve([]);
    });
    const detection = detectActiveTab(apis, waiters);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(detection).resolves.toMatchObject({ status: 'none' });
  });
});
