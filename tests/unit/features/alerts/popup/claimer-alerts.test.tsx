// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberList } from '../../../../../src/features/lists/popup/chosen-list';
import { ListsTab } from '../../../../../src/features/lists/popup/lists-tab';
import { ok } from '../../../../../src/platform/messaging/errors';
import { itemIndexOf } from '../../../../../src/features/lists/model/item-index';
import type { ListSummary } from '../../../../../src/features/lists/model/lists';
import type { GiftClaim } from '../../../../../src/features/sharing/model/sharing';
import type { AppState } from '../../../../../src/app/state';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { listItem } from '../../../support/list-item';
import { settle } from '../../../support/settle';
import { asBen, familyGifts, sharingState } from '../../sharing/support-sharing';

const claim = (itemId: string, claimedBy: string, claimerName: string): GiftClaim => ({
  listId: 'fam', itemId, claimedBy, claimerName, status: 'claimed', updatedAt: 1_700_000_000_000,
});

const items = {
  fam: [
    listItem('pen', 'fam', { name: 'Fountain pen', currency: 'EUR' }),
    listItem('lego', 'fam', { name: 'Lego 42115', currency: 'EUR' }),
    listItem('cap', 'fam', { name: 'Cap', currency: 'EUR' }),
  ],
};
const claims = { fam: { pen: claim('pen', 'cy', 'Cy'), lego: claim('lego', 'ben', 'Ben') } };

/** Family gifts as Cy, a viewer, sees it. */
function asCy(state: AppState, list: ListSummary = familyGifts): AppState {
  return {
    ...state,
    account: { status: 'signed-in', uid: 'cy', email: 'cy@example.com', emailVerified: true, anonymous: false },
    lists: [{ ...list, role: 'viewer' }],
  };
}

function renderTab(state: AppState) {
  const connector = new MockConnector(null, () => ok(null));
  render(
    <ConnectorProvider connector={connector}>
      <ListsTab state={state} index={itemIndexOf(state.items)} showList={() => undefined} openUrl={() => undefined} />
    </ConnectorProvider>,
  );
  return connector;
}

const rowOf = (name: string) => within(screen.getByText(name).closest('.item-row') as HTMLElement);
const rules = () => within(screen.getByRole('form', { name: 'Alerts for this item' }));

describe('price alerts for the one who claimed an item, and for viewers', () => {
  beforeEach(() => rememberList(null));
  afterEach(cleanup);

  it('puts "Alert me about its price" on the claim line of an item the shopper claimed, only there', () => {
    renderTab(asCy(sharingState({ items }, { claims })));
    expect(rowOf('Fountain pen').getByRole('button', { name: 'Alert me about the price of “Fountain pen”' }).textContent).toBe(
      'Alert me about its price',
    );
    // Someone else's claim, and an unclaimed item, have no such link on their claim line.
    expect(rowOf('Lego 42115').queryByRole('button', { name: /Alert me/ })).toBeNull();
    expect(rowOf('Cap').queryByRole('button', { name: /Alert me/ })).toBeNull();
  });

  it("lets a viewer who claimed an item turn on its price alerts for themselves, and nothing else", async () => {
    const connector = renderTab(asCy(sharingState({ items }, { claims })));
    fireEvent.click(rowOf('Fountain pen').getByRole('button', { name: /Alert me/ }));
    expect(screen.getByRole('heading', { name: 'Your price alerts' })).toBeTruthy();
    expect(screen.getByText('Fountain pen')).toBeTruthy();
    // Alerts only: a viewer cannot change the note, quantity, list or the item itself.
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    fireEvent.change(rules().getByLabelText('Target price'), { target: { value: 'on' } });
    fireEvent.change(rules().getByLabelText('Target price (EUR)'), { target: { value: '25' } });
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Save alerts' })));
    expect(connector.requests).toEqual([
      { kind: 'page:set-alert-rules', payload: { listId: 'fam', itemId: 'pen', settings: { target: 25 } } },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Alert rules saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(document.activeElement?.className).toContain('item-claim-alerts'));
  });

  it('gives a viewer "Alerts" where an editor has "Edit", on any list, claimed or not', () => {
    const shopping: ListSummary = { ...familyGifts, gift: false };
    renderTab(asCy(sharingState({ items }), shopping));
    expect(rowOf('Cap').queryByRole('button', { name: 'Edit Cap' })).toBeNull();
    fireEvent.click(rowOf('Cap').getByRole('button', { name: 'Price alerts for “Cap”' }));
    expect(screen.getByRole('form', { name: 'Alerts for this item' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop watching' })).toBeTruthy();
  });

  it('shows the rules the shopper already set for the item', () => {
    const state = asCy(sharingState({ items, alerts: { feed: [], rules: { 'fam/pen': { target: 30 } }, notificationsBlocked: false } }, { claims }));
    renderTab(state);
    fireEvent.click(rowOf('Fountain pen').getByRole('button', { name: /Alert me/ }));
    expect(rules().getByLabelText<HTMLSelectElement>('Target price').value).toBe('on');
    expect(rules().getByLabelText<HTMLInputElement>('Target price (EUR)').value).toBe('30');
  });

  it('an editor who claimed an item gets the link too, opening the same rules', () => {
    renderTab(asBen(sharingState({ items }, { claims })));
    expect(rowOf('Lego 42115').getByRole('button', { name: 'Edit Lego 42115' })).toBeTruthy();
    fireEvent.click(rowOf('Lego 42115').getByRole('button', { name: /Alert me/ }));
    expect(screen.getByRole('heading', { name: 'Your price alerts' })).toBeTruthy();
  });

  it('the owner sees no claim line, so no claimer link', () => {
    renderTab(sharingState({ items }, { claims }));
    expect(screen.queryByRole('button', { name: /Alert me/ })).toBeNull();
  });
});
