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
import { chooseRowAction, rowActions } from '../../../support/row-menu';
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

const rules = () => within(screen.getByRole('form', { name: 'Alerts for this item' }));

describe('price alerts for the one who claimed an item, and for viewers', () => {
  beforeEach(() => rememberList(null));
  afterEach(cleanup);

  it("puts an editor's own price alerts in the row menu of an item they claimed, only there", () => {
    renderTab(asBen(sharingState({ items }, { claims })));
    expect(rowActions('Lego 42115')).toEqual(['Price history of Lego 42115', 'Edit Lego 42115', 'Price alerts for “Lego 42115”']);
    // Someone else's claim, and an unclaimed item: the editor sets alerts in the item's editor.
    expect(rowActions('Fountain pen')).toEqual(['Price history of Fountain pen', 'Edit Fountain pen']);
    expect(rowActions('Cap')).toEqual(['Price history of Cap', 'Edit Cap']);
  });

  it('lets a viewer who claimed an item turn on its price alerts for themselves, and nothing else', async () => {
    const connector = renderTab(asCy(sharingState({ items }, { claims })));
    chooseRowAction('Fountain pen', 'Price alerts for “Fountain pen”');
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
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More for “Fountain pen”' })));
  });

  it('gives a viewer "Price alerts" where an editor has "Edit", on any list, claimed or not', () => {
    const shopping: ListSummary = { ...familyGifts, gift: false };
    renderTab(asCy(sharingState({ items }), shopping));
    expect(rowActions('Cap')).toEqual(['Price history of Cap', 'Price alerts for “Cap”']);
    chooseRowAction('Cap', 'Price alerts for “Cap”');
    expect(screen.getByRole('form', { name: 'Alerts for this item' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop watching' })).toBeTruthy();
  });

  it('shows the rules the shopper already set for the item', () => {
    const state = asCy(sharingState({ items, alerts: { feed: [], rules: { 'fam/pen': { target: 30 } }, notificationsBlocked: false } }, { claims }));
    renderTab(state);
    chooseRowAction('Fountain pen', 'Price alerts for “Fountain pen”');
    expect(rules().getByLabelText<HTMLSelectElement>('Target price').value).toBe('on');
    expect(rules().getByLabelText<HTMLInputElement>('Target price (EUR)').value).toBe('30');
  });

  it('an editor who claimed an item opens the same rules from its menu', () => {
    renderTab(asBen(sharingState({ items }, { claims })));
    chooseRowAction('Lego 42115', 'Price alerts for “Lego 42115”');
    expect(screen.getByRole('heading', { name: 'Your price alerts' })).toBeTruthy();
  });

  it('the owner, who sees no claims, has no price alerts in the rows: they set them in the editor', () => {
    renderTab(sharingState({ items }, { claims }));
    expect(rowActions('Lego 42115')).toEqual(['Price history of Lego 42115', 'Edit Lego 42115']);
  });
});
