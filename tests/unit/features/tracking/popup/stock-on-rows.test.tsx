// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemRow } from '../../../../../src/features/lists/popup/item-row';
import { ItemHistory } from '../../../../../src/features/tracking/popup/item-history';
import { ThisPageCard } from '../../../../../src/features/saving/popup/this-page-card';
import { DEFAULT_ALERT_PREFERENCES } from '../../../../../src/features/alerts/model/alerts';
import { NO_TRACKING, type TrendPoint } from '../../../../../src/features/tracking/model/tracking';
import { itemIndexOf } from '../../../../../src/features/lists/model/item-index';
import { ok } from '../../../../../src/platform/messaging/errors';
import type { ListItem } from '../../../../../src/features/lists/model/items';
import type { PageDetection } from '../../../../../src/features/detection/model/product';
import type { AppState } from '../../../../../src/app/state';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { signedInState } from '../../alerts/support-alerts';
import { listItem } from '../../../support/list-item';

const DAY = 24 * 3600 * 1000;
const NOW = Date.UTC(2026, 10, 28, 12);
const at = (daysAgo: number, availability: TrendPoint['availability'], amount: number | null = 74): TrendPoint => ({ at: NOW - daysAgo * DAY, amount, availability });
const sinceText = (daysAgo: number) =>
  new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(NOW - daysAgo * DAY);

const connector = () => new MockConnector(null, (kind) => (kind === 'page:get-history' ? ok([]) : ok(null)));

function renderRow(item: ListItem) {
  render(
    <ConnectorProvider connector={connector()}>
      <ItemRow
        item={item}
        now={NOW}
        tracking={{ ...NO_TRACKING, storesWithAccess: ['shop.example'] }}
        recheckHours={6}
        alertRules={{ account: DEFAULT_ALERT_PREFERENCES.rules, rules: {} }}
        openUrl={() => undefined}
        onHistory={() => undefined}
        gift={false}
      />
    </ConnectorProvider>,
  );
}

const outOfStock = listItem('lamp', 'wish', { savedPrice: 89, price: 74, availability: 'out-of-stock', trend: [at(6, 'in-stock', 89), at(2, 'out-of-stock')] });

describe('stock on every row', () => {
  afterEach(cleanup);

  it('names each stock state beside the price', () => {
    const states = [
      ['in-stock', 'In stock'],
      ['out-of-stock', 'Out of stock'],
      ['preorder', 'Pre-order'],
      ['unknown', 'Stock unknown'],
    ] as const;
    for (const [availability, label] of states) {
      renderRow(listItem(availability, 'a1', { availability }));
      expect(screen.getByRole('note', { name: `Stock: ${label}` }).textContent).toBe(label);
      cleanup();
    }
  });

  it('shows no price drop on an item out of stock, and the drop once it is back', () => {
    renderRow(outOfStock);
    expect(screen.getByRole('note', { name: 'Stock: Out of stock' })).toBeTruthy();
    expect(screen.queryByText(/17%/)).toBeNull();
    cleanup();

    renderRow({ ...outOfStock, availability: 'in-stock', trend: [...outOfStock.trend, at(1, 'in-stock')] });
    expect(screen.getByText('down 17% since saved')).toBeTruthy();
  });

  it('says "Back in stock" at a glance after the item came back', () => {
    renderRow({ ...outOfStock, availability: 'in-stock', trend: [...outOfStock.trend, at(1, 'in-stock')] });
    const stock = screen.getByRole('note', { name: 'Stock: Back in stock' });
    expect(stock.dataset.backInStock).toBe('true');
  });

  it("says since when in the item's history", () => {
    render(
      <ConnectorProvider connector={connector()}>
        <ItemHistory item={outOfStock} offline={false} onBack={() => undefined} now={NOW} />
      </ConnectorProvider>,
    );
    expect(screen.getByText(`Out of stock since ${sinceText(2)}`)).toBeTruthy();
  });

  it('says since when on the This page card of a saved product, from its trend', async () => {
    const state: AppState = { ...signedInState, items: { wish: [outOfStock] } };
    const detection: PageDetection = {
      status: 'found',
      url: outOfStock.url,
      title: 'Lamp',
      product: { name: 'Lamp', brand: null, image: null, canonicalUrl: null, price: 74, currency: 'USD', listPrice: null, availability: 'out-of-stock', sku: null, gtin: null, method: 'json-ld', confidence: 0.9, priceIsFrom: false, isRange: false, currencyGuessed: false },
      pageTime: null,
    };
    render(
      <ConnectorProvider connector={new MockConnector(null, (kind) => (kind === 'page:detect-active-tab' ? ok(detection) : ok(null)))}>
        <ThisPageCard state={state} index={itemIndexOf(state.items)} showList={() => undefined} />
      </ConnectorProvider>,
    );
    expect(await screen.findByText(`Out of stock since ${sinceText(2)}`)).toBeTruthy();
  });
});
