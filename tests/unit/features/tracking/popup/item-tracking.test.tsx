// @vitest-environment jsdom
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { rowAction } from '../../../support/row-menu';
import { DEFAULT_ALERT_PREFERENCES } from '../../../../../src/features/alerts/model/alerts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberList } from '../../../../../src/features/lists/popup/chosen-list';
import { ListsTab } from '../../../../../src/features/lists/popup/lists-tab';
import { fail, ok, type Result } from '../../../../../src/platform/messaging/errors';
import { itemIndexOf } from '../../../../../src/features/lists/model/item-index';
import type { ListItem } from '../../../../../src/features/lists/model/items';
import type { PageKind } from '../../../../../src/app/protocol';
import type { AppState } from '../../../../../src/app/state';
import { NO_TRACKING, type PricePoint, type TrackingState } from '../../../../../src/features/tracking/model/tracking';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { listItem } from '../../../support/list-item';
import { settle } from '../../../support/settle';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const now = Date.now();

const watched: TrackingState = { ...NO_TRACKING, storesWithAccess: ['shop.example'] };

function stateWith(items: ListItem[], tracking: TrackingState = watched, network: AppState['network'] = 'online'): AppState {
  return {
    account: { status: 'signed-in', uid: 'u1', email: 'ana@example.com', emailVerified: true, anonymous: false },
    profile: { preferences: { recheckHours: 6, alerts: DEFAULT_ALERT_PREFERENCES }, listOrder: ['a1'], pendingWrites: false },
    sharing: EMPTY_SHARING,
    lists: [{ id: 'a1', name: 'Wishlist', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false }],
    items: { a1: items },
    browsingDetection: false,
    failedWrites: [],
    network,
    extensionVersion: '0.1.0',
    cacheWriteFailed: false,
    tracking,
    alerts: NO_ALERTS,
  };
}

type Answer = (kind: PageKind, payload: unknown) => Result<unknown> | Promise<Result<unknown>>;

function renderTab(state: AppState, answer: Answer = () => ok(null)) {
  const connector = new MockConnector(null, answer);
  const view = render(
    <ConnectorProvider connector={connector}>
      <ListsTab state={state} index={itemIndexOf(state.items)} showList={vi.fn()} openUrl={vi.fn()} />
    </ConnectorProvider>,
  );
  const rerender = (next: AppState) =>
    view.rerender(
      <ConnectorProvider connector={connector}>
        <ListsTab state={next} index={itemIndexOf(next.items)} showList={vi.fn()} openUrl={vi.fn()} />
      </ConnectorProvider>,
    );
  return { connector, rerender };
}

const rowOf = (name: string) => screen.getByText(name).closest('.item-row') as HTMLElement;

describe('tracking in the Lists tab rows', () => {
  beforeEach(() => rememberList(null));
  afterEach(cleanup);

  it('says when a product was checked, and draws its trend', () => {
    const trend = [10, 12, 9].map((amount, index) => ({ at: now - (3 - index) * DAY, amount, availability: 'in-stock' as const }));
    renderTab(stateWith([listItem('i1', 'a1', { name: 'Lamp', lastCheck: { at: now - 2 * HOUR, outcome: 'ok', source: 'recheck' }, trend })]));
    const row = rowOf('Lamp');
    expect(within(row).getByText('Checked 2 hours ago')).toBeTruthy();
    expect(row.querySelector('svg.trend-line polyline')?.getAttribute('points')).toBe('0,9.3 28,0 56,14');
  });

  it('says why a check failed and when it tries again, after the store\'s back-off', () => {
    const tracking = { ...watched, storeBackoff: { 'shop.example': { until: now + 5 * HOUR + 60_000, outcome: 'bot-check' as const } } };
    renderTab(stateWith([listItem('i1', 'a1', { name: 'Lamp', lastCheck: { at: now - HOUR, outcome: 'bot-check', source: 'recheck' } })], tracking));
    const row = rowOf('Lamp');
    expect(within(row).getByText('Bot check · next try in 5 hours')).toBeTruthy();
    expect(within(row).getByText('Could not check: the store asked to prove you are human. Trying again in 5 hours.')).toBeTruthy();
  });

  it('shows "Not watched" with a button that asks for the store again', async () => {
    const request = vi.fn(() => Promise.resolve(false));
    Object.assign(chrome, { permissions: { request } });
    renderTab(stateWith([listItem('i1', 'a1', { name: 'Lamp', url: 'https://www.shop.example/p/1' })], NO_TRACKING));
    const row = rowOf('Lamp');
    expect(within(row).getByText('Not watched: allow access to shop.example')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Check now for “Lamp”' })).toBeNull();
    await settle(() => {
      fireEvent.click(within(row).getByRole('button', { name: 'Allow access for “Lamp”' }));
    });
    expect(request).toHaveBeenCalledWith({ origins: ['https://shop.example/*', 'https://www.shop.example/*'] });
  });

  it('says an item whose address is on another host than its store is not checked, with no "Check now"', () => {
    renderTab(stateWith([listItem('i1', 'a1', { name: 'Lamp', url: 'https://evil.example/pixel' })]));
    const row = rowOf('Lamp');
    expect(within(row).getByText('Not checked: its address is on evil.example, not shop.example')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Check now for “Lamp”' })).toBeNull();
  });

  it('checks now, and shows the check as asked for until a newer one arrives', async () => {
    const lamp = listItem('i1', 'a1', { name: 'Lamp', lastCheck: { at: now - 3 * HOUR, outcome: 'ok', source: 'recheck' } });
    const { connector, rerender } = renderTab(stateWith([lamp]));
    await settle(() => {
      fireEvent.click(within(rowOf('Lamp')).getByRole('button', { name: 'Check now for “Lamp”' }));
    });
    expect(connector.requests).toEqual([{ kind: 'page:check-now', payload: { listId: 'a1', itemId: 'i1' } }]);
    expect(within(rowOf('Lamp')).getByText('Check asked for…')).toBeTruthy();
    rerender(stateWith([{ ...lamp, lastCheck: { at: now, outcome: 'ok', source: 'recheck' } }]));
    expect(within(rowOf('Lamp')).getByText('Checked now')).toBeTruthy();
  });

  it('ends "Check asked for" when the manual checks are done, also when the check wrote nothing', async () => {
    const lamp = listItem('i1', 'a1', { name: 'Lamp', lastCheck: { at: now - 3 * HOUR, outcome: 'ok', source: 'recheck' } });
    const { rerender } = renderTab(stateWith([lamp]));
    await settle(() => {
      fireEvent.click(within(rowOf('Lamp')).getByRole('button', { name: 'Check now for “Lamp”' }));
    });
    expect(within(rowOf('Lamp')).getByText('Check asked for…')).toBeTruthy();
    rerender(stateWith([lamp], { ...watched, progress: { done: 0, total: 1 } }));
    expect(within(rowOf('Lamp')).getByText('Check asked for…')).toBeTruthy();
    rerender(stateWith([lamp], { ...watched, progress: null }));
    expect(within(rowOf('Lamp')).queryByText('Check asked for…')).toBeNull();
    expect(within(rowOf('Lamp')).getByRole<HTMLButtonElement>('button', { name: 'Check now for “Lamp”' }).disabled).toBe(false);
  });

  it('counts down while the asked check waits for its store, then says it is checking', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      vi.setSystemTime(now);
      const lamp = listItem('i1', 'a1', { name: 'Lamp', lastCheck: { at: now - 3 * HOUR, outcome: 'ok', source: 'recheck' } });
      const waiting = { ...watched, progress: { done: 0, total: 1 }, asked: { startsAt: { 'a1/i1': now + 7_600 }, checking: null } };
      const { rerender } = renderTab(stateWith([lamp], waiting));
      expect(within(rowOf('Lamp')).getByText('Checking in 8 s')).toBeTruthy();
      expect(within(rowOf('Lamp')).getByRole<HTMLButtonElement>('button', { name: 'Check now for “Lamp”' }).disabled).toBe(true);
      await settle(() => {
        vi.advanceTimersByTime(1_000);
      });
      expect(within(rowOf('Lamp')).getByText('Checking in 7 s')).toBeTruthy();
      await settle(() => {
        vi.advanceTimersByTime(7_000);
      });
      expect(within(rowOf('Lamp')).getByText('Checking…')).toBeTruthy();
      rerender(stateWith([lamp], { ...waiting, asked: { startsAt: {}, checking: 'a1/i1' } }));
      expect(within(rowOf('Lamp')).getByText('Checking…')).toBeTruthy();
      rerender(stateWith([{ ...lamp, lastCheck: { at: now + 9_000, outcome: 'ok', source: 'recheck' } }], watched));
      expect(within(rowOf('Lamp')).getByText('Checked now')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows at the row why Check now was refused', async () => {
    renderTab(stateWith([listItem('i1', 'a1', { name: 'Lamp' })]), () => fail('no-store-access', 'no'));
    await settle(() => {
      fireEvent.click(within(rowOf('Lamp')).getByRole('button', { name: 'Check now for “Lamp”' }));
    });
    expect(within(rowOf('Lamp')).getByRole('alert').textContent).toBe('Cartwatch may not visit this store yet. Allow access to it to watch its prices.');
  });
});

function point(daysAgo: number, amount: number | null, overrides: Partial<PricePoint> = {}): PricePoint {
  return {
    at: now - daysAgo * DAY,
    amount,
    currency: amount === null ? null : 'USD',
    availability: 'in-stock',
    outcome: amount === null ? 'timeout' : 'ok',
    source: 'recheck',
    method: amount === null ? null : 'json-ld',
    confidence: 0.9,
    observerId: 'u1',
    ...overrides,
  };
}

describe('an item\'s price history', () => {
  beforeEach(() => rememberList(null));
  afterEach(cleanup);

  const lamp = listItem('i1', 'a1', { name: 'Lamp', currency: 'USD', price: 70 });

  async function openHistory(answer: Answer, state = stateWith([lamp])) {
    const rendered = renderTab(state, answer);
    const history = rowAction('Lamp', 'Price history of Lamp');
    await settle(() => {
      fireEvent.click(history);
    });
    return rendered;
  }

  it('asks for 30 days, then 90, and shows the verdict, the figures, the chart and the observations', async () => {
    const history = [
      point(28, 100, { source: 'visit' }),
      point(20, 110, { availability: 'out-of-stock' }),
      point(15, null),
      point(10, 100),
      point(1, 70),
    ];
    const { connector } = await openHistory((kind) => (kind === 'page:get-history' ? ok(history) : ok(null)));
    expect(connector.requests).toEqual([{ kind: 'page:get-history', payload: { listId: 'a1', itemId: 'i1', days: 30 } }]);
    expect(screen.getByText(/\$70\.00 is low for this product: typically \$100\.00–\$110\.00\./)).toBeTruthy();
    expect(screen.getByText('Lowest in 28 days')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Price over the last 30 days, from $70.00 to $110.00' })).toBeTruthy();
    expect(document.querySelectorAll('.price-chart-gap')).toHaveLength(1);
    const observations = screen.getAllByRole('listitem').map((entry) => entry.textContent);
    expect(observations).toHaveLength(5);
    expect(observations[0]).toContain('$70.00');
    expect(observations[0]).toContain('background check · structured data (JSON-LD) · 90% sure');
    expect(observations[2]).toContain('Could not check: the store did not answer in time.');
    expect(observations[4]).toContain('seen on a visit');

    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: '90 days' }));
    });
    expect(connector.requests.at(-1)).toEqual({ kind: 'page:get-history', payload: { listId: 'a1', itemId: 'i1', days: 90 } });
    expect(screen.getByRole('img', { name: /last 90 days/ })).toBeTruthy();
  });

  it('says so when no price was recorded', async () => {
    await openHistory(() => ok([point(3, null)]));
    expect(screen.getByTestId('history-empty').textContent).toBe('No price recorded in the last 30 days.');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows loading, then an error with a retry that asks again', async () => {
    let answer: Result<unknown> = fail('unavailable', 'down');
    let release = () => {};
    const { connector } = renderTab(stateWith([lamp]), () => new Promise((resolve) => (release = () => resolve(answer))));
    const history = rowAction('Lamp', 'Price history of Lamp');
    await settle(() => {
      fireEvent.click(history);
    });
    expect(screen.getByText('Loading the price history…')).toBeTruthy();
    await settle(() => release());
    expect(screen.getByRole('alert')).toBeTruthy();
    answer = ok([point(5, 50)]);
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await settle(() => release());
    expect(connector.requests).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/\$50\.00 is typical for this product/)).toBeTruthy();
  });

  it('says offline that it shows what this device has', async () => {
    await openHistory(() => ok([]), stateWith([lamp], watched, 'offline'));
    expect(screen.getByText('Offline: showing the history saved on this device.')).toBeTruthy();
  });

  it('goes back to the list, to the menu button of the row it came from', async () => {
    await openHistory(() => ok([]));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('region', { name: 'Items in Wishlist' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More for “Lamp”' }));
  });
});
