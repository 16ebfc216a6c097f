// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsTab } from '../../../../../src/features/alerts/popup/alerts-tab';
import { fail, ok, type Result } from '../../../../../src/platform/messaging/errors';
import type { PageKind } from '../../../../../src/app/protocol';
import type { AppState } from '../../../../../src/app/state';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { listItem } from '../../../support/list-item';
import { settle } from '../../../support/settle';
import { alertEntry, alertIdOf, withFeed } from '../support-alerts';

type Answer = (kind: PageKind, payload: unknown) => Result<unknown>;

function renderTab(state: AppState, answer: Answer = () => ok(null)) {
  const connector = new MockConnector(null, answer);
  const openUrl = vi.fn();
  const now = 1_700_000_000_000 + 60 * 60_000;
  const view = render(
    <ConnectorProvider connector={connector}>
      <AlertsTab state={state} openUrl={openUrl} now={now} />
    </ConnectorProvider>,
  );
  const rerender = (next: AppState) =>
    view.rerender(
      <ConnectorProvider connector={connector}>
        <AlertsTab state={next} openUrl={openUrl} now={now} />
      </ConnectorProvider>,
    );
  return { connector, openUrl, rerender };
}

const cards = () => screen.getAllByRole('listitem');
const names = () => cards().map((card) => card.querySelector('.item-name')?.textContent);

describe('Alerts tab', () => {
  afterEach(cleanup);

  it('says it is loading while the feed is null', () => {
    renderTab(withFeed(null));
    expect(screen.getByText('Loading alerts…').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all seen' })).toBeNull();
  });

  it('says what triggers an alert when there is none yet', () => {
    renderTab(withFeed([]));
    expect(screen.getByText('No alerts yet')).toBeTruthy();
    expect(screen.getByText(/falls to your target/)).toBeTruthy();
  });

  it('asks a signed-out shopper to sign in', () => {
    renderTab({ ...withFeed(null), account: { status: 'signed-out' } });
    expect(screen.getByText(/Sign in from the options page to get alerts/)).toBeTruthy();
  });

  it('lists unseen alerts first, then the newest first, withdrawn ones kept and marked', () => {
    renderTab(
      withFeed([
        alertEntry(1, { seen: true }),
        alertEntry(2),
        alertEntry(5, { seen: true }),
        alertEntry(3, { withdrawn: true }),
        alertEntry(4, { createdAt: null }),
      ]),
    );
    expect(names()).toEqual(['Product 4', 'Product 2', 'Product 5', 'Product 3', 'Product 1']);
    const withdrawn = cards()[3] as HTMLElement;
    expect(withdrawn.dataset.withdrawn).toBe('true');
    expect(within(withdrawn).getByText('Withdrawn: you said this price was wrong')).toBeTruthy();
    expect(withdrawn.querySelector('.alert-struck')?.textContent).toContain('€85.00');
    expect(within(withdrawn).queryByRole('button', { name: /Wrong price/ })).toBeNull();
    expect(within(cards()[0] as HTMLElement).getByText('New')).toBeTruthy();
    expect(within(cards()[2] as HTMLElement).queryByText('New')).toBeNull();
  });

  it('shows what fired, the prices in the chosen locale and when', () => {
    renderTab(withFeed([alertEntry(1, { kind: 'target', rule: { kind: 'target', value: 80 }, previousPrice: 99.5, price: 79 })]));
    const card = cards()[0] as HTMLElement;
    expect(card.querySelector('.alert-fired')?.textContent).toBe('At or below your target of €80.00');
    expect(within(card).getByText('€99.50 → €79.00')).toBeTruthy();
    expect(within(card).getByText('59 minutes ago')).toBeTruthy();
  });

  it('explains why: prices, the rule with its number, source, method, confidence, another member', () => {
    renderTab(
      withFeed([
        alertEntry(1, { rule: { kind: 'drop-percent', value: 1250 }, source: 'visit', method: 'microdata', confidence: 0.9, observerId: 'ben' }),
        alertEntry(2),
      ]),
    );
    const first = cards()[1] as HTMLElement;
    expect(first.querySelector('.item-name')?.textContent).toBe('Product 1');
    const why = within(first).getByText('Why this alert').closest('details') as HTMLElement;
    expect(within(why).getByText('Previous price').nextElementSibling?.textContent).toBe('€100.00');
    expect(within(why).getByText('New price').nextElementSibling?.textContent).toBe('€85.00');
    expect(within(why).getByText('Rule').nextElementSibling?.textContent).toBe('Dropped by at least 12.5%');
    expect(within(why).getByText('Source').nextElementSibling?.textContent).toBe('seen on a visit · structured data (microdata) · 90% confidence');
    expect(within(why).getByText(/Seen by another member of this list/)).toBeTruthy();
    const own = within(cards()[0] as HTMLElement).getByText('Why this alert').closest('details') as HTMLElement;
    expect(within(own).queryByText(/another member/)).toBeNull();
  });

  it("names the member whose observation an alert rests on, from the list's members, else says another member", () => {
    const members = { wish: [{ uid: 'me', name: 'Me', role: 'owner' as const }, { uid: 'ana', name: 'Ana', role: 'editor' as const }] };
    const feed = withFeed([alertEntry(1, { observerId: 'ana' }), alertEntry(2, { observerId: 'gone' })]);
    renderTab({ ...feed, sharing: { ...feed.sharing, members } });
    const whyOf = (index: number) => within(cards()[index] as HTMLElement).getByText('Why this alert').closest('details') as HTMLElement;
    const [second, first] = [whyOf(0), whyOf(1)];
    expect(within(first).getByText(/^Seen by Ana, a member of this list/)).toBeTruthy();
    expect(within(second).getByText(/^Seen by another member of this list/)).toBeTruthy();
  });

  it('marks nothing seen on opening; "Mark all seen" sends every unseen id', async () => {
    const { connector } = renderTab(withFeed([alertEntry(1, { seen: true }), alertEntry(2), alertEntry(3, { withdrawn: true }), alertEntry(4)]));
    expect(connector.requests).toEqual([]);
    expect(screen.getByText('2 unseen')).toBeTruthy();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Mark all seen' })));
    expect(connector.requests).toEqual([{ kind: 'page:mark-alerts-seen', payload: { ids: [alertIdOf(4), alertIdOf(2)] } }]);
  });

  it('hides "Mark all seen" when every alert is seen', () => {
    renderTab(withFeed([alertEntry(1, { seen: true })]));
    expect(screen.getByText('All seen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all seen' })).toBeNull();
  });

  it('says why marking failed', async () => {
    renderTab(withFeed([alertEntry(1)]), () => fail('permission-denied', 'no'));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Mark all seen' })));
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });

  it('asks before reporting a wrong price, then sends it and shows the alert withdrawn', async () => {
    const state = withFeed([alertEntry(7)]);
    const { connector, rerender } = renderTab(state);
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Wrong price for Product 7' })));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Report the price of Product 7 as wrong?');
    expect(connector.requests).toEqual([]);
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(connector.requests).toEqual([]);

    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Wrong price for Product 7' })));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Yes, it is wrong' })));
    expect(connector.requests).toEqual([{ kind: 'page:wrong-price', payload: { alertId: alertIdOf(7) } }]);
    rerender(withFeed([alertEntry(7, { withdrawn: true })]));
    expect(screen.getByText('Withdrawn: you said this price was wrong')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Wrong price/ })).toBeNull();
  });

  it('keeps the question open and says why when the report fails', async () => {
    renderTab(withFeed([alertEntry(7)]), () => fail('offline', 'offline'));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Wrong price for Product 7' })));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Yes, it is wrong' })));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });

  it('opens the product page', async () => {
    const { openUrl } = renderTab(withFeed([alertEntry(7)]));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Open product “Product 7”' })));
    expect(openUrl).toHaveBeenCalledWith('https://shop.example/p/7');
  });

  it('says when notifications are blocked and when offline, and still lists the feed', () => {
    renderTab({ ...withFeed([alertEntry(1)]), network: 'offline', alerts: { feed: [alertEntry(1)], rules: {}, notificationsBlocked: true } });
    expect(screen.getByRole('note').textContent).toContain("Notifications are off for Cartwatch in your browser's settings");
    expect(screen.getByText(/Offline: what you do here waits/)).toBeTruthy();
    expect(cards()).toHaveLength(1);
  });

  it('shows the saved item picture when the item is known', () => {
    renderTab({ ...withFeed([alertEntry(1)]), items: { wish: [listItem('i1', 'wish', { image: 'https://shop.example/1.jpg' })] } });
    expect(cards()[0]?.querySelector('img')?.getAttribute('src')).toBe('https://shop.example/1.jpg');
  });
});
