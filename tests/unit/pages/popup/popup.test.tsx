// @vitest-environment jsdom
import { DEFAULT_ALERT_PREFERENCES } from '../../../../src/features/alerts/model/alerts';
import { NO_ALERTS } from '../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../src/features/tracking/model/tracking';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Popup } from '../../../../src/pages/popup/popup';
import { fail, ok, type Result } from '../../../../src/platform/messaging/errors';
import type { StateSnapshot } from '../../../../src/app/state';
import { cachedStateOf } from '../../../../src/app/state-cache';
import { ConnectorProvider } from '../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../src/app/connector/testing/mock-connector';
import { settle } from '../../support/settle';
import { WORKER_ANSWER_TIMEOUT_MS } from '../../../../src/app/connector/use-app-state';
// The popup loads its lazy chunks once it has state. Loaded here first, a test that ends before they
// arrive leaves no import running after its environment is torn down.
import '../../../../src/features/alerts/popup/alerts-chunk';
import '../../../../src/features/lists/popup/lists-tab';
import { EMPTY_SHARING } from '../../../../src/features/sharing/model/sharing';

const cached: StateSnapshot = {
  revision: 3,
  state: { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.0.9', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS, sharing: EMPTY_SHARING },
};
const live: StateSnapshot = {
  revision: 4,
  state: { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'offline', extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS, sharing: EMPTY_SHARING },
};

/** A worker that has not yet answered the popup's look at the active tab: these tests watch the rest. */
const stillDetecting = () => new MockConnector(null, () => new Promise<never>(() => undefined));

function renderPopup(connector: MockConnector, snapshot: StateSnapshot | null, openOptions = vi.fn()) {
  render(
    <ConnectorProvider connector={connector}>
      <Popup cached={snapshot && cachedStateOf(snapshot)} openOptions={openOptions} />
    </ConnectorProvider>,
  );
  return { openOptions };
}

describe('popup', () => {
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 0));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows loading until state is known', () => {
    renderPopup(stillDetecting(), null);
    expect(screen.getByText('Loading Cartwatch…')).toBeTruthy();
  });

  it('paints the cached state at once and says it is the saved state', () => {
    renderPopup(stillDetecting(), cached);
    expect(screen.getByText('Version 0.0.9')).toBeTruthy();
    expect(screen.getByText('Showing saved state')).toBeTruthy();
    expect(screen.getByText('Not signed in')).toBeTruthy();
  });

  it('switches to the live state when the worker answers', async () => {
    const connector = stillDetecting();
    renderPopup(connector, cached);
    await settle(() => {
      connector.pushSnapshot(live);
    });
    expect(screen.getByText('Version 0.1.0')).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByText(/^Offline/)).toBeTruthy();
  });

  it('says how many changes wait to sync', () => {
    renderPopup(stillDetecting(), {
      revision: 9,
      state: {
        ...cached.state,
        profile: { preferences: { recheckHours: 6, alerts: DEFAULT_ALERT_PREFERENCES }, listOrder: [], pendingWrites: true },
        items: {},
        lists: [
          { id: 'a', name: 'Wishlist', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: true },
          { id: 'b', name: 'Gifts', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
        ],
      },
    });
    expect(screen.getByText('2 changes waiting to sync')).toBeTruthy();
  });

  it('says it is reconnecting when the worker goes away, keeping what it shows', async () => {
    const connector = stillDetecting();
    renderPopup(connector, null);
    await settle(() => {
      connector.pushSnapshot(live);
    });
    await settle(() => {
      connector.pushStatus('reconnecting');
    });
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    expect(screen.getByText('Version 0.1.0')).toBeTruthy();
  });

  it('shows an error with a retry when the worker does not answer in time', async () => {
    vi.useFakeTimers();
    const connector = new MockConnector(null, () => ok({ status: 'unsupported', url: 'chrome://extensions' }));
    renderPopup(connector, null);
    await settle(() => {
      vi.advanceTimersByTime(WORKER_ANSWER_TIMEOUT_MS + 1);
    });
    expect(screen.getByRole('alert').textContent).toContain('not answering');
    await settle(() => {
      fireEvent.click(screen.getByText('Try again'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(connector.connectionCount).toBe(1);
    await settle(() => {
      connector.pushSnapshot(live);
    });
    expect(screen.getByText('Version 0.1.0')).toBeTruthy();
  });

  it('shows the product found on the active tab', async () => {
    const connector = new MockConnector(cached, (kind) =>
      kind === 'page:detect-active-tab'
        ? ok({
            status: 'found',
            url: 'https://shop.example/p/1',
            title: 'Backpack | Shop',
            product: {
              name: 'Trail backpack',
              brand: 'Harbor & Pine',
              image: null,
              canonicalUrl: null,
              price: 89,
              currency: 'USD',
              listPrice: 119,
              availability: 'out-of-stock',
              sku: null,
              gtin: null,
              method: 'json-ld',
              confidence: 0.9,
              priceIsFrom: false,
              isRange: false,
              currencyGuessed: false,
            },
          })
        : fail('unknown-kind', kind),
    );
    renderPopup(connector, cached);
    expect(screen.getByText('Looking for a product on this page…')).toBeTruthy();
    expect(await screen.findByText('Trail backpack')).toBeTruthy();
    expect(screen.getByText('$89.00')).toBeTruthy();
    expect(screen.getByText('was $119.00')).toBeTruthy();
    expect(screen.getByText('Out of stock')).toBeTruthy();
  });

  it('says when the active tab cannot be read, and offers a retry when detection fails', async () => {
    let answer: Result<unknown> = fail('unavailable', 'worker asleep');
    const connector = new MockConnector(cached, () => answer);
    renderPopup(connector, cached);
    expect((await screen.findByRole('alert')).textContent).toContain("Couldn't look at this page.");
    answer = ok({ status: 'unsupported', url: 'chrome://extensions' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Cartwatch can't read this page/)).toBeTruthy();
  });

  it('opens the options page from the signed-out card', () => {
    const { openOptions } = renderPopup(stillDetecting(), cached);
    fireEvent.click(screen.getByText('Open options'));
    expect(openOptions).toHaveBeenCalledOnce();
  });
});
