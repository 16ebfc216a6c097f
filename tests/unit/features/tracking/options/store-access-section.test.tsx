// @vitest-environment jsdom
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { DEFAULT_ALERT_PREFERENCES } from '../../../../../src/features/alerts/model/alerts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreAccessSection } from '../../../../../src/features/tracking/options/store-access-section';
import { trackedStores } from '../../../../../src/features/tracking/options/tracked-stores';
import { fail, ok, type Result } from '../../../../../src/platform/messaging/errors';
import type { PageKind } from '../../../../../src/app/protocol';
import type { AppState } from '../../../../../src/app/state';
import { NO_TRACKING, type TrackingState } from '../../../../../src/features/tracking/model/tracking';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { listItem } from '../../../support/list-item';
import { settle } from '../../../support/settle';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';

// The page gives access back through the polyfill (src/platform/browser/extension-api.ts), as every call that needs no gesture.
const polyfill = vi.hoisted(() => ({ permissions: { remove: (_: { origins: string[] }) => Promise.resolve(true) } }));
vi.mock('webextension-polyfill', () => ({ default: polyfill }));

const NOW = 1_700_000_000_000;
const HOUR = 3600 * 1000;

const items = {
  a1: [
    listItem('1', 'a1', { url: 'https://www.shop.example/p/1' }),
    listItem('2', 'a1', { url: 'https://shop.example/p/2' }),
    listItem('3', 'a1', { url: 'http://localhost:5178/p/3' }),
  ],
  b2: [listItem('4', 'b2', { url: 'https://shop.example/p/4' }), listItem('5', 'b2', { url: 'https://other.example/p/5' })],
};

function stateWith(tracking: Partial<TrackingState>, network: AppState['network'] = 'online'): AppState {
  return {
    account: { status: 'signed-in', uid: 'u1', email: null, emailVerified: false, anonymous: true },
    profile: { preferences: { recheckHours: 6, alerts: DEFAULT_ALERT_PREFERENCES }, listOrder: [], pendingWrites: false },
    sharing: EMPTY_SHARING,
    lists: [],
    items,
    browsingDetection: false,
    failedWrites: [],
    network,
    extensionVersion: '0.1.0',
    cacheWriteFailed: false,
    tracking: { ...NO_TRACKING, ...tracking },
    alerts: NO_ALERTS,
  };
}

function renderSection(state: AppState, answer: (kind: PageKind) => Result<unknown> = () => ok({ queued: 4 })) {
  const connector = new MockConnector(null, answer);
  const view = render(
    <ConnectorProvider connector={connector}>
      <StoreAccessSection state={state} now={NOW} />
    </ConnectorProvider>,
  );
  const rerender = (next: AppState) =>
    view.rerender(
      <ConnectorProvider connector={connector}>
        <StoreAccessSection state={next} now={NOW} />
      </ConnectorProvider>,
    );
  return { connector, rerender };
}

describe('trackedStores', () => {
  it('counts saved products per store across lists, www or not, and keeps only current back-offs', () => {
    const tracking = {
      ...NO_TRACKING,
      storesWithAccess: ['shop.example', 'localhost', 'empty.example'],
      storeBackoff: {
        'shop.example': { until: NOW + HOUR, outcome: 'timeout' as const },
        localhost: { until: NOW - HOUR, outcome: 'timeout' as const },
      },
    };
    expect(trackedStores(tracking, items, NOW)).toEqual([
      { store: 'empty.example', items: 0, backoff: null },
      { store: 'localhost', items: 1, backoff: null },
      { store: 'shop.example', items: 3, backoff: { until: NOW + HOUR, outcome: 'timeout' } },
    ]);
  });
});

describe('stores Cartwatch may check', () => {
  afterEach(cleanup);

  it('says how access is asked for when no store has it, and offers no Check all', () => {
    renderSection(stateWith({}));
    expect(screen.getByText(/None yet\. When you save a product/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check all now' })).toBeNull();
  });

  it('lists each store with its products and why it waits, and revokes from the page', async () => {
    const remove = vi.fn((_: { origins: string[] }) => Promise.resolve(true));
    polyfill.permissions.remove = remove;
    renderSection(stateWith({ storesWithAccess: ['shop.example', 'other.example'], storeBackoff: { 'shop.example': { until: NOW + HOUR, outcome: 'bot-check' } } }));
    const shop = screen.getByText('shop.example').closest('li') as HTMLElement;
    expect(within(shop).getByText('3 saved')).toBeTruthy();
    expect(shop.textContent).toContain('Could not check: the store asked to prove you are human. Paused until');
    expect(within(screen.getByText('other.example').closest('li') as HTMLElement).getByText('1 saved')).toBeTruthy();
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Revoke access to shop.example' }));
    });
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ origins: ['https://shop.example/*', 'https://www.shop.example/*'] }));
  });

  it('under an all-sites grant, says every store may be checked and still offers "Check all now"', () => {
    renderSection(stateWith({ allStores: true }));
    expect(screen.getByText(/You allowed Cartwatch on every site/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check all now' })).toBeTruthy();
  });

  it('says when the browser kept the access', async () => {
    polyfill.permissions.remove = () => Promise.resolve(false);
    renderSection(stateWith({ storesWithAccess: ['shop.example'] }));
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Revoke access to shop.example' }));
    });
    expect(await screen.findByText(/The browser kept the access/)).toBeTruthy();
  });

  it('checks all now, then follows the progress', async () => {
    const { connector, rerender } = renderSection(stateWith({ storesWithAccess: ['shop.example'] }));
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Check all now' }));
    });
    expect(connector.requests).toEqual([{ kind: 'page:check-all', payload: {} }]);
    expect(screen.getByRole('status').textContent).toBe('4 products will be checked.');
    rerender(stateWith({ storesWithAccess: ['shop.example'], progress: { done: 1, total: 4 } }));
    expect(screen.getByRole('status').textContent).toContain('1 of 4 checked');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Check all now' }).disabled).toBe(true);
  });

  it('shows why Check all was refused', async () => {
    renderSection(stateWith({ storesWithAccess: ['shop.example'] }), () => fail('quota-exceeded', 'busy'));
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Check all now' }));
    });
    expect(screen.getByRole('alert').textContent).toBe("Cartwatch's database is busy for now. Checks will resume later; nothing is lost.");
  });

  it('says when the whole engine waits for the database, and when offline', () => {
    renderSection(stateWith({ quotaBackoffUntil: NOW + HOUR }, 'offline'));
    expect(screen.getByText(/Cartwatch's database is busy: checks resume/)).toBeTruthy();
    expect(screen.getByText('Offline: checks wait until the network is back.')).toBeTruthy();
  });
});
