// @vitest-environment jsdom
import { DEFAULT_ALERT_PREFERENCES } from '../../../../../src/features/alerts/model/alerts';
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThisPageCard } from '../../../../../src/features/saving/popup/this-page-card';
import { fail, ok, type Result } from '../../../../../src/platform/messaging/errors';
import type { ListItem } from '../../../../../src/features/lists/model/items';
import { itemIndexOf } from '../../../../../src/features/lists/model/item-index';
import type { DetectedProduct, PageDetection } from '../../../../../src/features/detection/model/product';
import type { PageKind } from '../../../../../src/app/protocol';
import type { AppState } from '../../../../../src/app/state';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { settle } from '../../../support/settle';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';

const product: DetectedProduct = {
  name: 'Lego 42115',
  brand: 'LEGO',
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

const signedInState: AppState = {
  account: { status: 'signed-in', uid: 'ana', email: 'ana@x.test', emailVerified: true, anonymous: false },
  profile: { preferences: { recheckHours: 6, alerts: DEFAULT_ALERT_PREFERENCES }, listOrder: [], pendingWrites: false },
  sharing: EMPTY_SHARING,
  lists: [
    { id: 'wish', name: 'Wishlist', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
    { id: 'gifts', name: 'Gifts', role: 'editor', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
    { id: 'theirs', name: 'Their list', role: 'viewer', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
  ],
  items: { wish: [], gifts: [], theirs: [] },
  browsingDetection: false,
  failedWrites: [],
  network: 'online',
  extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS,
};

function renderCard(state: AppState | null, detection: PageDetection, answers: Partial<Record<PageKind, Result<unknown>>> = {}) {
  const connector = new MockConnector(null, (kind) => {
    if (kind === 'page:detect-active-tab') return ok(detection);
    return answers[kind] ?? ok({ id: 'new' });
  });
  render(
    <ConnectorProvider connector={connector}>
      <ThisPageCard state={state} index={itemIndexOf(state?.items ?? {})} showList={() => {}} />
    </ConnectorProvider>,
  );
  return connector;
}

const found: PageDetection = { status: 'found', url: 'https://shop.example/p/42115?utm_source=mail', title: 'LEGO', product, pageTime: null };
const none: PageDetection = { status: 'none', url: 'https://blog.example/lamp', title: 'A nice lamp' };
function chooseOption(select: HTMLElement, value: string): void {
  fireEvent.change(select, { target: { value } });
}

const sent = (connector: MockConnector, kind: PageKind) => connector.requests.filter((request) => request.kind === kind);

describe('saving from the This page card', () => {
  afterEach(cleanup);

  it('saves the detected product to the chosen list', async () => {
    const connector = renderCard(signedInState, found);
    const chooser = await screen.findByLabelText('Save to');
    expect([...(chooser as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Wishlist', 'Gifts – shared']);
    await settle(() => chooseOption(chooser, 'gifts'));
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(sent(connector, 'page:save-item')).toHaveLength(1);
    expect(sent(connector, 'page:save-item')[0]?.payload).toMatchObject({
      listId: 'gifts',
      product: { url: 'https://shop.example/p/42115', name: 'Lego 42115', price: 379.99, currency: 'EUR' },
    });
    expect(await screen.findByText('Saved to Gifts.')).toBeTruthy();
  });

  it('saves to a list that arrived after the card first rendered, and to the first list when the chosen one goes', async () => {
    const connector = new MockConnector(null, (kind) => (kind === 'page:detect-active-tab' ? ok(found) : ok({ id: 'new' })));
    const card = (state: AppState) => (
      <ConnectorProvider connector={connector}>
        <ThisPageCard state={state} index={itemIndexOf(state.items)} showList={() => {}} />
      </ConnectorProvider>
    );
    const { rerender } = render(card({ ...signedInState, lists: null, items: {} }));
    await screen.findByText('Lego 42115');
    await settle(() => rerender(card(signedInState)));
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await settle(() => chooseOption(screen.getByLabelText('Save to'), 'gifts'));
    await settle(() => rerender(card({ ...signedInState, lists: signedInState.lists?.filter((list) => list.id !== 'gifts') ?? null })));
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(sent(connector, 'page:save-item').map((request) => (request.payload as { listId: string }).listId)).toEqual(['wish', 'wish']);
  });

  it('shows where the product is already saved', async () => {
    const saved = { id: 'i', productKey: 'shop.example/p/42115' } as ListItem;
    renderCard({ ...signedInState, items: { ...signedInState.items, gifts: [saved] } }, found);
    expect((await screen.findByTestId('saved-in')).textContent).toBe('Already saved in Gifts – shared');
  });

  it('shows why a save was refused and keeps the card', async () => {
    renderCard(signedInState, found, { 'page:save-item': fail('limit-reached', 'A list can hold 1000 items.') });
    const save = await screen.findByRole('button', { name: 'Save' });
    await settle(() => {
      fireEvent.click(save);
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/limit/i);
    expect(screen.getByTestId('detected-product')).toBeTruthy();
  });

  it('offers to start as a guest when signed out', async () => {
    const connector = renderCard({ ...signedInState, account: { status: 'signed-out' }, lists: null, items: {} }, found);
    const startGuest = await screen.findByRole('button', { name: 'Start as a guest to save' });
    await settle(() => {
      fireEvent.click(startGuest);
    });
    expect(sent(connector, 'page:start-anonymous')).toHaveLength(1);
  });

  it('saves a page with no product by the name and price typed in', async () => {
    const connector = renderCard(signedInState, none);
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    expect(name.value).toBe('A nice lamp');
    // Said once, above the form that offers the way out.
    expect(screen.getAllByText(/No product found on this page/)).toHaveLength(1);
    expect(screen.getByText('Type its name and price to save it anyway.')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Price (optional)'), { target: { value: '1 234,50' } });
    fireEvent.input(screen.getByLabelText('Currency'), { target: { value: 'eur' } });
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(sent(connector, 'page:save-item')).toHaveLength(1));
    expect(sent(connector, 'page:save-item')[0]?.payload).toMatchObject({
      listId: 'wish',
      product: { url: 'https://blog.example/lamp', name: 'A nice lamp', price: 1234.5, currency: 'EUR', method: 'manual' },
    });
  });

  it('shows a bad price at its field, keeps what was typed and sends nothing', async () => {
    const connector = renderCard(signedInState, none);
    fireEvent.input(await screen.findByLabelText('Price (optional)'), { target: { value: 'twelve' } });
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: '' } });
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByText('Enter a price like 12.99 or 12,99, or leave it empty.')).toBeTruthy();
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Price (optional)').value).toBe('twelve');
    expect(sent(connector, 'page:save-item')).toHaveLength(0);
  });
});

describe('asking for the store\'s access on the first save from it', () => {
  let onAsk = () => {};
  afterEach(() => {
    cleanup();
    onAsk = () => {};
  });

  function grantAnswers(...answers: boolean[]) {
    const request = vi.fn((_: { origins: string[] }) => {
      onAsk();
      return Promise.resolve(answers.shift() ?? false);
    });
    Object.assign(chrome, { permissions: { request } });
    return request;
  }

  it('asks within the click, before the save is sent, and saves even when refused', async () => {
    const request = grantAnswers(false);
    const connector = renderCard(signedInState, found);
    const save = await screen.findByRole('button', { name: 'Save' });
    let savesWhenAsked: number | null = null;
    onAsk = () => (savesWhenAsked = sent(connector, 'page:save-item').length);
    let askedInClick = false;
    await settle(() => {
      fireEvent.click(save);
      // Synchronously inside the click: the browser shows its prompt only within the gesture.
      askedInClick = request.mock.calls.length === 1;
    });
    expect(askedInClick).toBe(true);
    expect(savesWhenAsked).toBe(0);
    expect(request.mock.calls[0]?.[0]).toEqual({ origins: ['https://shop.example/*', 'https://www.shop.example/*'] });
    expect(sent(connector, 'page:save-item')).toHaveLength(1);
    expect(await screen.findByText('Saved to Wishlist.')).toBeTruthy();
    expect((await screen.findByTestId('not-watched')).textContent).toContain('Not watched: allow access to shop.example');
  });

  it('asks again from the "Not watched" notice, which goes once access is given', async () => {
    const request = grantAnswers(false, false, true);
    renderCard(signedInState, found);
    const save = await screen.findByRole('button', { name: 'Save' });
    await settle(() => {
      fireEvent.click(save);
    });
    const allow = await screen.findByRole('button', { name: 'Allow access' });
    await settle(() => {
      fireEvent.click(allow);
    });
    expect(await screen.findByText('Not watched: access to shop.example was not given.')).toBeTruthy();
    await settle(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Allow access' }));
    });
    expect(request).toHaveBeenCalledTimes(3);
    expect(screen.queryByTestId('not-watched')).toBeNull();
  });

  it('does not ask for a store it already has access to', async () => {
    const request = grantAnswers(false);
    const connector = renderCard({ ...signedInState, tracking: { ...NO_TRACKING, storesWithAccess: ['shop.example'] } }, found);
    const save = await screen.findByRole('button', { name: 'Save' });
    await settle(() => {
      fireEvent.click(save);
    });
    expect(request).not.toHaveBeenCalled();
    expect(sent(connector, 'page:save-item')).toHaveLength(1);
    expect(screen.queryByTestId('not-watched')).toBeNull();
  });

  it('shows no notice when the save itself fails', async () => {
    grantAnswers(false);
    renderCard(signedInState, found, { 'page:save-item': fail('limit-reached', 'full') });
    const save = await screen.findByRole('button', { name: 'Save' });
    await settle(() => {
      fireEvent.click(save);
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByTestId('not-watched')).toBeNull();
  });
});
