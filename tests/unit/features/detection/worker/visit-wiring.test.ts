import type { Action } from 'webextension-polyfill';
import { describe, expect, it, vi } from 'vitest';
import { contentHandlers } from '../../../../../src/features/detection/worker/content-handlers';
import { createDetectionWaiters } from '../../../../../src/features/detection/worker/detection-waiters';
import type { DetectedProduct } from '../../../../../src/features/detection/model/product';

const product = { name: 'Lego 42115', canonicalUrl: null, price: 10, currency: 'EUR' } as DetectedProduct;
const sender = { id: 'cartwatch-id', url: 'https://shop.example/p/1', tab: { id: 7 }, frameId: 0 };

const asSent = (detected: DetectedProduct) => Promise.resolve(detected);

function fakeAction() {
  const setBadgeText = vi.fn(() => Promise.resolve());
  const done = vi.fn(() => Promise.resolve());
  return { action: { setBadgeText, setTitle: done, setBadgeBackgroundColor: done } as unknown as Action.Static, setBadgeText };
}

describe('content:product-detected records the visit', () => {
  it('hands the page address, the product and the page\'s time to the visit recorder', async () => {
    const recordVisit = vi.fn(() => Promise.resolve());
    const handler = contentHandlers(fakeAction().action, createDetectionWaiters(), recordVisit, () => ({}), asSent)['content:product-detected'];
    const pageTime = Date.UTC(2026, 10, 28, 9);
    await handler({ product, pageTime }, { role: 'content', sender });
    expect(recordVisit).toHaveBeenCalledWith('https://shop.example/p/1', product, pageTime);
  });

  it("carries the page's time to the detection that waits on the tab", async () => {
    const waiters = createDetectionWaiters();
    const detection = waiters.next(7, 4_000);
    const pageTime = Date.UTC(2026, 10, 28, 9);
    await contentHandlers(fakeAction().action, waiters, () => Promise.resolve(), () => ({}), asSent)['content:product-detected']({ product, pageTime }, { role: 'content', sender });
    await expect(detection).resolves.toEqual({ product, pageTime });
  });

  it('records the product with its currency settled, once the settle is done', async () => {
    const recordVisit = vi.fn(() => Promise.resolve());
    const settled = { ...product, currency: 'CAD' };
    const settle = vi.fn(() => new Promise<DetectedProduct>((resolve) => setTimeout(() => resolve(settled), 5)));
    const handler = contentHandlers(fakeAction().action, createDetectionWaiters(), recordVisit, () => ({}), settle)['content:product-detected'];
    await handler({ product, pageTime: null }, { role: 'content', sender });
    expect(settle).toHaveBeenCalledWith(product, 'https://shop.example/p/1');
    expect(recordVisit).toHaveBeenCalledWith('https://shop.example/p/1', settled, null);
  });

  it('a visit that cannot be recorded still shows the badge and answers', async () => {
    const { action, setBadgeText } = fakeAction();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = contentHandlers(action, createDetectionWaiters(), () => Promise.reject(new Error('permission-denied')), () => ({}), asSent)['content:product-detected'];
    await expect(handler({ product, pageTime: null }, { role: 'content', sender })).resolves.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(setBadgeText).toHaveBeenCalledWith({ tabId: 7, text: '•' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
