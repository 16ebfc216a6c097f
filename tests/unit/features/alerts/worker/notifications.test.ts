import { describe, expect, it, vi } from 'vitest';
import type { NotifiedRecord } from '../../../../../src/features/alerts/worker/alert-storage';
import { notificationClicks } from '../../../../../src/features/alerts/worker/notification-clicks';
import { IMAGE_MAX_BYTES, IMAGE_TIMEOUT_MS, imageDataUrl } from '../../../../../src/features/alerts/worker/notification-image';
import { followNotificationPermission } from '../../../../../src/features/alerts/worker/notification-permission';
import { alertNotificationText, digestNotificationText, formatPrice } from '../../../../../src/features/alerts/worker/notification-text';
import { createNotifier, type NotificationOptions } from '../../../../../src/features/alerts/worker/notifier';
import { openAlerts } from '../../../../../src/features/alerts/worker/open-alerts';
import type { NewAlert } from '../../../../../src/features/alerts/worker/firestore/alerts';

const alert = (overrides: Partial<NewAlert> = {}): NewAlert => ({
  id: 'a1', listId: 'L', itemId: 'i', name: 'Lego 42115', url: 'https://shop.example/p/42115', kind: 'drop',
  rule: { kind: 'drop-percent', value: 1000 }, previousPrice: 50, price: 44, currency: 'EUR', availability: 'in-stock',
  source: 'recheck', method: 'json-ld', confidence: 0.95, observedAt: 0, observerId: null, ...overrides,
});

const image = (bytes: number, type = 'image/png') =>
  vi.fn(() => Promise.resolve(new Response(new Uint8Array(bytes).fill(7), { headers: { 'content-type': type } })));

describe('notification text', () => {
  it('names the item, the new and old price, and the rule that fired, in the price locale', () => {
    expect(alertNotificationText(alert(), 'en-US')).toEqual({ title: 'Lego 42115', message: 'Now €44.00 (was €50.00)\nDown 12% (rule: 10%)' });
    expect(alertNotificationText(alert({ kind: 'target', rule: { kind: 'target', value: 45 } }), 'en-US').message).toBe('Now €44.00 (was €50.00)\nAt or below your target of €45.00');
    expect(alertNotificationText(alert({ rule: { kind: 'drop-amount', value: 5 } }), 'en-US').message).toContain('Down €6.00 (rule: €5.00)');
    expect(alertNotificationText(alert({ rule: { kind: 'lowest-90-days', value: null } }), 'en-US').message).toContain('Lowest price in 90 days');
    expect(alertNotificationText(alert({ kind: 'back-in-stock', rule: { kind: 'back-in-stock', value: null }, previousPrice: 44 }), 'en-US').message).toBe('Now €44.00\nBack in stock');
    expect(alertNotificationText(alert(), 'de-DE').message).toContain('44,00');
  });

  it("says whose observation another member's alert rests on: their name in the list, else another member", () => {
    expect(alertNotificationText(alert({ observerId: 'ana-uid' }), 'en-US', 'Ana').message).toBe('Now €44.00 (was €50.00)\nDown 12% (rule: 10%)\nSeen by Ana, not checked by you');
    expect(alertNotificationText(alert({ observerId: 'ana-uid' }), 'en-US', null).message).toBe(
      'Now €44.00 (was €50.00)\nDown 12% (rule: 10%)\nSeen by another member of the list, not checked by you',
    );
    // The shopper's own observation names nobody, whatever name is passed.
    expect(alertNotificationText(alert(), 'en-US', 'Ana').message).toBe('Now €44.00 (was €50.00)\nDown 12% (rule: 10%)');
  });

  it('formats what Intl cannot (no currency, an unknown code, an unknown locale) without failing', () => {
    expect(formatPrice(5, null, 'en-US')).toBe('5.00');
    expect(formatPrice(5, 'XX1', 'en-US')).toBe('5.00 XX1');
    expect(formatPrice(5, 'EUR', 'not a locale!')).toContain('5');
  });

  it('counts a digest and lists its first names', () => {
    expect(digestNotificationText(1, ['A'])).toEqual({ title: '1 alert while you were away', message: 'A' });
    expect(digestNotificationText(7, ['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toEqual({ title: '7 alerts while you were away', message: 'A, B, C, D, E, and 2 more' });
  });
});

describe('the notification image', () => {
  it('is the product image as a data URL', async () => {
    await expect(imageDataUrl(image(3), 'https://cdn.example/a.png')).resolves.toBe('data:image/png;base64,BwcH');
  });

  it('is null when there is none, it fails, it is not an image, or it is too large', async () => {
    await expect(imageDataUrl(image(3), null)).resolves.toBeNull();
    await expect(imageDataUrl(vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))), 'https://cdn.example/a.png')).resolves.toBeNull();
    await expect(imageDataUrl(image(3, 'text/html'), 'https://cdn.example/a.png')).resolves.toBeNull();
    await expect(imageDataUrl(image(IMAGE_MAX_BYTES + 1), 'https://cdn.example/a.png')).resolves.toBeNull();
  });

  it('gives up on a slow image after its timeout', async () => {
    vi.useFakeTimers();
    try {
      const slow = vi.fn((_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
      const result = imageDataUrl(slow as unknown as typeof fetch, 'https://cdn.example/a.png');
      await vi.advanceTimersByTimeAsync(IMAGE_TIMEOUT_MS);
      await expect(result).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the notifier', () => {
  const setup = (supportsButtons: boolean, fetcher: typeof fetch, refuseButtons = false) => {
    const created: [string, NotificationOptions][] = [];
    const notifications = {
      create: vi.fn((id: string, options: NotificationOptions) => {
        if (refuseButtons && options.buttons) return Promise.reject(new Error('Type error for parameter options: Unexpected property "buttons"'));
        created.push([id, options]);
        return Promise.resolve(id);
      }),
    };
    return { created, notifier: createNotifier({
        notifications,
        fetcher,
        iconUrl: 'icon.png',
        supportsButtons,
        priceLocale: () => 'en-US',
        observerName: (shown) => (shown.observerId === 'ana-uid' ? 'Ana' : null),
      }) };
  };

  it('shows the alert under its own id, with the image and Chrome\'s buttons', async () => {
    const { created, notifier } = setup(true, image(3));
    await notifier.showAlert(alert(), 'https://cdn.example/a.png');
    expect(created).toEqual([['a1', {
      type: 'basic', iconUrl: 'data:image/png;base64,BwcH', title: 'Lego 42115', message: 'Now €44.00 (was €50.00)\nDown 12% (rule: 10%)',
      buttons: [{ title: 'Open product' }, { title: 'Stop watching' }],
    }]]);
  });

  it("names the member whose observation it was in the notification it shows, and falls back when unknown", async () => {
    const { created, notifier } = setup(true, image(3));
    await notifier.showAlert(alert({ observerId: 'ana-uid' }), null);
    await notifier.showAlert(alert({ id: 'a2', observerId: 'left-uid' }), null);
    expect(created.map(([, options]) => options.message.split('\n').at(-1))).toEqual([
      'Seen by Ana, not checked by you',
      'Seen by another member of the list, not checked by you',
    ]);
  });

  it('shows the extension icon when the image fails, and no buttons in Firefox', async () => {
    const { created, notifier } = setup(false, vi.fn(() => Promise.reject(new Error('404'))));
    await notifier.showAlert(alert(), 'https://cdn.example/a.png');
    expect(created[0]![1].iconUrl).toBe('icon.png');
    expect(created[0]![1]).not.toHaveProperty('buttons');
  });

  it('shows it without buttons when the browser refuses them', async () => {
    const { created, notifier } = setup(true, image(3), true);
    await notifier.showAlert(alert(), null);
    await notifier.showAlert(alert({ id: 'a2' }), null);
    expect(created.map(([id, options]) => [id, options.buttons])).toEqual([['a1', undefined], ['a2', undefined]]);
  });

  it('shows a digest with the icon', async () => {
    const { created, notifier } = setup(true, image(3));
    await notifier.showDigest('digest-a1', 2, ['A', 'B']);
    expect(created).toEqual([['digest-a1', { type: 'basic', iconUrl: 'icon.png', title: '2 alerts while you were away', message: 'A, B' }]]);
  });
});

describe('clicks on notifications', () => {
  const records: NotifiedRecord[] = [
    { id: 'a1', uid: 'me', listId: 'L', itemId: 'i', url: 'https://shop.example/p/1' },
    { id: 'digest-a1', uid: 'me', listId: null, itemId: null, url: null },
  ];
  const setup = () => {
    const deps = {
      notified: () => Promise.resolve(records),
      uid: () => 'me',
      openTab: vi.fn(() => Promise.resolve()),
      clear: vi.fn(() => Promise.resolve(true)),
      markSeen: vi.fn(() => Promise.resolve()),
      stopWatching: vi.fn(() => Promise.resolve()),
      openAlerts: vi.fn(() => Promise.resolve()),
    };
    return { deps, clicks: notificationClicks(deps) };
  };

  it('opens the product, clears the notification and marks the alert seen, on a click or "Open product"', async () => {
    for (const click of [(c: ReturnType<typeof setup>['clicks']) => c.clicked('a1'), (c: ReturnType<typeof setup>['clicks']) => c.buttonClicked('a1', 0)]) {
      const { deps, clicks } = setup();
      await click(clicks);
      expect(deps.openTab).toHaveBeenCalledWith('https://shop.example/p/1');
      expect(deps.clear).toHaveBeenCalledWith('a1');
      expect(deps.markSeen).toHaveBeenCalledWith('me', 'a1');
      expect(deps.stopWatching).not.toHaveBeenCalled();
    }
  });

  it('switches the item\'s alerts off on "Stop watching"', async () => {
    const { deps, clicks } = setup();
    await clicks.buttonClicked('a1', 1);
    expect(deps.stopWatching).toHaveBeenCalledWith('me', 'L', 'i');
    expect(deps.openTab).not.toHaveBeenCalled();
  });

  it('opens the Alerts tab for a digest, and leaves other notifications (quick save) alone', async () => {
    const { deps, clicks } = setup();
    await clicks.clicked('digest-a1');
    expect(deps.openAlerts).toHaveBeenCalledTimes(1);
    await clicks.clicked('quick-save-123');
    expect(deps.openTab).not.toHaveBeenCalled();
    expect(deps.clear).toHaveBeenCalledTimes(1);
  });
});

describe('openAlerts', () => {
  it('opens the popup where it can, on its Alerts tab, else the popup page at #alerts', async () => {
    const createTab = vi.fn(() => Promise.resolve());
    const popupPages: string[] = [];
    const setPopup = (path: string) => (popupPages.push(path), Promise.resolve());
    await openAlerts({ openPopup: () => Promise.resolve(), setPopup, createTab, pageUrl: (path) => `ext://id/${path}` });
    expect(createTab).not.toHaveBeenCalled();
    expect(popupPages).toEqual(['src/pages/popup/index.html#alerts', 'src/pages/popup/index.html']);
    await openAlerts({ openPopup: () => Promise.reject(new Error('no window')), setPopup, createTab, pageUrl: (path) => `ext://id/${path}` });
    await openAlerts({ setPopup, createTab, pageUrl: (path) => `ext://id/${path}` });
    expect(popupPages.at(-1)).toBe('src/pages/popup/index.html');
    expect(createTab.mock.calls).toEqual([['ext://id/src/pages/popup/index.html#alerts'], ['ext://id/src/pages/popup/index.html#alerts']]);
  });
});

describe('followNotificationPermission', () => {
  it('reports Chrome\'s level now and when it changes; nothing where there is no such API', async () => {
    const report = vi.fn();
    let change!: (level: string) => void;
    followNotificationPermission({ getPermissionLevel: () => Promise.resolve('denied'), onPermissionLevelChanged: { addListener: (listener) => (change = listener) } }, report);
    await Promise.resolve();
    change('granted');
    expect(report.mock.calls).toEqual([[true], [false]]);
    followNotificationPermission(undefined, report);
    followNotificationPermission({}, report);
    expect(report).toHaveBeenCalledTimes(2);
  });
});
