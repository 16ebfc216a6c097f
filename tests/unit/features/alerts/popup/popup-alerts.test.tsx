// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TargetArea } from '../../../../../src/features/alerts/popup/target-area';
import { Popup } from '../../../../../src/pages/popup/popup';
import { ThisPageCard } from '../../../../../src/features/saving/popup/this-page-card';
import { fail, ok, type Result } from '../../../../../src/platform/messaging/errors';
import { itemIndexOf } from '../../../../../src/features/lists/model/item-index';
import type { DetectedProduct, PageDetection } from '../../../../../src/features/detection/model/product';
import type { PageKind } from '../../../../../src/app/protocol';
import type { AppState } from '../../../../../src/app/state';
import { cachedStateOf } from '../../../../../src/app/state-cache';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { listItem } from '../../../support/list-item';
import { settle } from '../../../support/settle';
import { alertEntry, signedInState, withFeed } from '../support-alerts';
// The popup loads its lazy chunks once it has state. Loaded here first, a test that ends before they
// arrive leaves no import running after its environment is torn down.
import '../../../../../src/features/alerts/popup/alerts-chunk';
import '../../../../../src/features/lists/popup/lists-tab';

const unsupported: PageDetection = { status: 'unsupported', url: 'chrome://newtab' };

function renderPopup(state: AppState) {
  const connector = new MockConnector(null, (kind) => (kind === 'page:detect-active-tab' ? ok(unsupported) : ok(null)));
  render(
    <ConnectorProvider connector={connector}>
      <Popup cached={cachedStateOf({ revision: 1, state })} openOptions={vi.fn()} />
    </ConnectorProvider>,
  );
  return connector;
}

describe('popup Alerts tab', () => {
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 0));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    location.hash = '';
  });

  it('opens on the This page tab, with the unseen count on the Alerts tab', async () => {
    renderPopup(withFeed([alertEntry(1), alertEntry(2), alertEntry(3, { seen: true }), alertEntry(4, { withdrawn: true })]));
    expect(screen.getByRole('tab', { name: 'This page' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Alerts (2)' })).toBeTruthy();
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'Alerts (2)' })));
    expect(await screen.findByRole('list', { name: 'Alerts, unseen first' })).toBeTruthy();
  });

  it('says plain "Alerts" when nothing is unseen', () => {
    renderPopup(withFeed([alertEntry(3, { seen: true })]));
    expect(screen.getByRole('tab', { name: 'Alerts' })).toBeTruthy();
  });

  it('opens on the Alerts tab when its address ends in #alerts (a digest notification)', async () => {
    location.hash = '#alerts';
    const connector = renderPopup(withFeed([alertEntry(1)]));
    expect(screen.getByRole('tab', { name: 'Alerts (1)' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Alerts (1)' });
    await waitFor(() => expect(within(panel).getByText('Product 1')).toBeTruthy());
    // Showing the feed marks nothing seen.
    expect(connector.requests.some((request) => request.kind === 'page:mark-alerts-seen')).toBe(false);
  });
});

const product: DetectedProduct = {
  name: 'Lego 42115',
  brand: null,
  image: null,
  canonicalUrl: 'https://shop.example/p/42115',
  price: 379.99,
  currency: 'EUR',
  listPrice: null,
  availability: 'in-stock',
  sku: null,
  gtin: null,
  method: 'json-ld',
  confidence: 0.95,
  priceIsFrom: false,
  isRange: false,
  currencyGuessed: false,
};
const found: PageDetection = { status: 'found', url: 'https://shop.example/p/42115?utm_source=mail', title: 'LEGO', product, pageTime: null };
const saved = listItem('lego', 'wish', { url: 'https://shop.example/p/42115', productKey: 'shop.example/p/42115', currency: 'EUR', name: 'Lego 42115' });
const savedState: AppState = {
  ...signedInState,
  items: { wish: [saved] },
  alerts: { feed: [], rules: { 'wish/lego': { dropBasisPoints: 500, backInStock: false } }, notificationsBlocked: false },
};

type Answers = Partial<Record<PageKind, Result<unknown>>>;

function renderCard(state: AppState, answers: Answers = {}) {
  const connector = new MockConnector(null, (kind) => (kind === 'page:detect-active-tab' ? ok(found) : (answers[kind] ?? ok(null))));
  render(
    <ConnectorProvider connector={connector}>
      <ThisPageCard state={state} index={itemIndexOf(state.items)} showList={() => {}} TargetArea={TargetArea} />
    </ConnectorProvider>,
  );
  return connector;
}

const targetField = () => screen.findByLabelText('Target price (EUR)');
const sentRules = (connector: MockConnector) => connector.requests.filter((request) => request.kind === 'page:set-alert-rules');

describe('Set a target on the This page card', () => {
  afterEach(cleanup);

  it('is offered only when the product on the page is saved', async () => {
    renderCard({ ...savedState, items: { wish: [] } });
    await screen.findByLabelText('Save to');
    expect(screen.queryByLabelText(/Target price/)).toBeNull();
  });

  it('sends the item’s rules with the typed target, reading a decimal comma', async () => {
    const connector = renderCard(savedState);
    const field = await targetField();
    await settle(() => fireEvent.change(field, { target: { value: '349,50' } }));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Set target' })));
    expect(sentRules(connector)).toEqual([
      { kind: 'page:set-alert-rules', payload: { listId: 'wish', itemId: 'lego', settings: { dropBasisPoints: 500, backInStock: false, target: 349.5 } } },
    ]);
    expect(screen.getByRole('status').textContent).toContain('Target set');
  });

  it.each([
    ['', 'Enter a price, like 79.99'],
    ['abc', 'Enter a price with digits and one decimal point or comma, like 79.99'],
    ['0', 'Enter a price above 0 and below 1,000,000,000'],
  ])('refuses "%s" at the field, keeps it and sends nothing', async (typed, message) => {
    const connector = renderCard(savedState);
    const field = await targetField();
    await settle(() => fireEvent.change(field, { target: { value: typed } }));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Set target' })));
    expect(sentRules(connector)).toEqual([]);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect((field as HTMLInputElement).value).toBe(typed);
  });

  it('shows the current target and removes it, keeping the other rules', async () => {
    const connector = renderCard({ ...savedState, alerts: { ...savedState.alerts, rules: { 'wish/lego': { target: 300, backInStock: false } } } });
    expect(await screen.findByText('Your target: €300.00')).toBeTruthy();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Remove target' })));
    expect(sentRules(connector)[0]?.payload).toEqual({ listId: 'wish', itemId: 'lego', settings: { backInStock: false } });
  });

  it('sends null when removing the only rule, so the item inherits again', async () => {
    const connector = renderCard({ ...savedState, alerts: { ...savedState.alerts, rules: { 'wish/lego': { target: 300 } } } });
    const remove = await screen.findByRole('button', { name: 'Remove target' });
    await settle(() => fireEvent.click(remove));
    expect(sentRules(connector)[0]?.payload).toEqual({ listId: 'wish', itemId: 'lego', settings: null });
  });

  it('keeps what was typed and says why when the request fails', async () => {
    renderCard(savedState, { 'page:set-alert-rules': fail('permission-denied', 'no') });
    const field = await targetField();
    await settle(() => fireEvent.change(field, { target: { value: '300' } }));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Set target' })));
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect((field as HTMLInputElement).value).toBe('300');
  });

  it('says the target waits to sync when offline', async () => {
    renderCard({ ...savedState, network: 'offline' });
    const field = await targetField();
    await settle(() => fireEvent.change(field, { target: { value: '300' } }));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Set target' })));
    expect(screen.getByRole('status').textContent).toContain('syncs when you are back online');
  });
});
