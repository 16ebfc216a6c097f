// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { chooseRowAction } from '../../../support/row-menu';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberList } from '../../../../../src/features/lists/popup/chosen-list';
import { ListsTab } from '../../../../../src/features/lists/popup/lists-tab';
import { ALERTS_OFF, DEFAULT_ALERT_PREFERENCES, type ItemAlertSettings } from '../../../../../src/features/alerts/model/alerts';
import { fail, ok, type Result } from '../../../../../src/platform/messaging/errors';
import { itemIndexOf } from '../../../../../src/features/lists/model/item-index';
import type { PageKind } from '../../../../../src/app/protocol';
import type { AppState } from '../../../../../src/app/state';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { listItem } from '../../../support/list-item';
import { settle } from '../../../support/settle';
import { signedInState } from '../support-alerts';

const lamp = listItem('lamp', 'wish', { name: 'Desk lamp', currency: 'EUR' });
const chair = listItem('chair', 'wish', { name: 'Chair', currency: 'EUR' });
const sofa = listItem('sofa', 'wish', { name: 'Sofa', currency: 'EUR' });

function stateWith(rules: Record<string, ItemAlertSettings>, extra: Partial<AppState> = {}): AppState {
  return {
    ...signedInState,
    profile: {
      preferences: { recheckHours: 6, alerts: { ...DEFAULT_ALERT_PREFERENCES, rules: { dropBasisPoints: 1500, backInStock: true } } },
      listOrder: [],
      pendingWrites: false,
    },
    items: { wish: [lamp, chair, sofa] },
    alerts: { feed: [], rules, notificationsBlocked: false },
    ...extra,
  };
}

function renderTab(state: AppState, answer: (kind: PageKind) => Result<unknown> = () => ok(null)) {
  const connector = new MockConnector(null, answer);
  render(
    <ConnectorProvider connector={connector}>
      <ListsTab state={state} index={itemIndexOf(state.items)} showList={() => undefined} openUrl={() => undefined} />
    </ConnectorProvider>,
  );
  return connector;
}

const rules = () => screen.getByRole('form', { name: 'Alerts for this item' });
const choiceOf = (label: string) => within(rules()).getByLabelText<HTMLSelectElement>(label);
const choose = (label: string, value: string) => fireEvent.change(choiceOf(label), { target: { value } });
const typeIn = (label: string, value: string) => fireEvent.change(within(rules()).getByLabelText(label), { target: { value } });
const saveRules = () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Save alerts' })));
const sent = (connector: MockConnector) => connector.requests.map((request) => request.payload);

describe("an item's alert rules in the Lists tab", () => {
  beforeEach(() => rememberList(null));
  afterEach(cleanup);

  it('marks rows with rules of their own, and rows no rule watches', () => {
    renderTab(stateWith({ 'wish/lamp': { target: 30 }, 'wish/chair': ALERTS_OFF }));
    const mark = (name: string) => (screen.getByText(name).closest('.item-row') as HTMLElement).querySelector('.item-alert-mark')?.textContent ?? null;
    expect(mark('Desk lamp')).toBe('Own alerts');
    expect(mark('Chair')).toBe('Alerts off');
    expect(mark('Sofa')).toBeNull();
  });

  it('marks every row of a list whose defaults switch everything off', () => {
    renderTab(stateWith({ wish: { dropBasisPoints: null, dropAmount: null, backInStock: false, lowest90Days: false } }));
    expect(screen.getAllByText('Alerts off')).toHaveLength(3);
  });

  it('shows each rule as inherit (with the inherited value), on or off, from the stored settings', () => {
    renderTab(stateWith({ wish: { dropAmount: 20 }, 'wish/lamp': { target: 30, dropBasisPoints: null } }));
    chooseRowAction('Desk lamp', 'Edit Desk lamp');
    expect(choiceOf('Target price').value).toBe('on');
    expect(within(rules()).getByLabelText<HTMLInputElement>('Target price (EUR)').value).toBe('30');
    expect(choiceOf('Drop by a percentage').value).toBe('off');
    expect(choiceOf('Drop by an amount').value).toBe('inherit');
    expect(choiceOf('Drop by an amount').selectedOptions[0]?.textContent).toBe('Inherit (€20.00)');
    expect(choiceOf('Back in stock').selectedOptions[0]?.textContent).toBe('Inherit (on)');
    expect(choiceOf('New lowest price in 90 days').selectedOptions[0]?.textContent).toBe('Inherit (off)');
    expect(within(choiceOf('Drop by a percentage')).getByRole('option', { name: 'Inherit (15%)' })).toBeTruthy();
  });

  it('round-trips: saving unchanged sends the stored settings back', async () => {
    const stored: ItemAlertSettings = { target: 30, dropBasisPoints: 1250, dropAmount: null, backInStock: false };
    const connector = renderTab(stateWith({ 'wish/lamp': stored }));
    chooseRowAction('Desk lamp', 'Edit Desk lamp');
    expect(within(rules()).getByLabelText<HTMLInputElement>('Drop of at least (%)').value).toBe('12.5');
    await saveRules();
    expect(sent(connector)).toEqual([{ listId: 'wish', itemId: 'lamp', settings: stored }]);
    expect(screen.getByRole('status').textContent).toBe('Alert rules saved.');
  });

  it('sends percent as basis points, amounts with locale decimals, and off as null/false', async () => {
    const connector = renderTab(stateWith({}));
    chooseRowAction('Sofa', 'Edit Sofa');
    choose('Drop by a percentage', 'on');
    // Switching on starts from the inherited value.
    expect(within(rules()).getByLabelText<HTMLInputElement>('Drop of at least (%)').value).toBe('15');
    typeIn('Drop of at least (%)', '7.25');
    choose('Drop by an amount', 'on');
    typeIn('Drop of at least (EUR)', '4,50');
    choose('Back in stock', 'off');
    choose('New lowest price in 90 days', 'on');
    await saveRules();
    expect(sent(connector)).toEqual([
      { listId: 'wish', itemId: 'sofa', settings: { dropBasisPoints: 725, dropAmount: 4.5, backInStock: false, lowest90Days: true } },
    ]);
  });

  it('sends null when every rule inherits again', async () => {
    const connector = renderTab(stateWith({ 'wish/lamp': { target: 30, backInStock: false } }));
    chooseRowAction('Desk lamp', 'Edit Desk lamp');
    choose('Target price', 'inherit');
    choose('Back in stock', 'inherit');
    await saveRules();
    expect(sent(connector)).toEqual([{ listId: 'wish', itemId: 'lamp', settings: null }]);
  });

  it('shows a bad value at its field, keeps it (also through inherit and back) and sends nothing', async () => {
    const connector = renderTab(stateWith({}));
    chooseRowAction('Sofa', 'Edit Sofa');
    choose('Drop by a percentage', 'on');
    typeIn('Drop of at least (%)', '0.005');
    choose('Target price', 'on');
    typeIn('Target price (EUR)', '-3');
    await saveRules();
    expect(connector.requests).toEqual([]);
    const percent = within(rules()).getByLabelText<HTMLInputElement>('Drop of at least (%)');
    expect(document.getElementById(percent.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a percentage with at most two decimals, like 10 or 12.5',
    );
    const target = within(rules()).getByLabelText<HTMLInputElement>('Target price (EUR)');
    expect(target.getAttribute('aria-invalid')).toBe('true');
    choose('Drop by a percentage', 'inherit');
    choose('Drop by a percentage', 'on');
    expect(within(rules()).getByLabelText<HTMLInputElement>('Drop of at least (%)').value).toBe('0.005');
  });

  it('refuses 100.01 % and accepts 100 %', async () => {
    const connector = renderTab(stateWith({}));
    chooseRowAction('Sofa', 'Edit Sofa');
    choose('Drop by a percentage', 'on');
    typeIn('Drop of at least (%)', '100.01');
    await saveRules();
    expect(connector.requests).toEqual([]);
    expect(within(rules()).getByText('Enter a percentage from 0.01 to 100')).toBeTruthy();
    typeIn('Drop of at least (%)', '100');
    await saveRules();
    expect(sent(connector)).toEqual([{ listId: 'wish', itemId: 'sofa', settings: { dropBasisPoints: 10_000 } }]);
  });

  it('"Stop watching" sends page:stop-watching and shows every rule off', async () => {
    const connector = renderTab(stateWith({ 'wish/lamp': { target: 30 } }));
    chooseRowAction('Desk lamp', 'Edit Desk lamp');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Stop watching' })));
    expect(connector.requests).toEqual([{ kind: 'page:stop-watching', payload: { listId: 'wish', itemId: 'lamp' } }]);
    expect(choiceOf('Target price').value).toBe('off');
    expect(choiceOf('Back in stock').value).toBe('off');
    expect(screen.getByRole('status').textContent).toContain('Stopped watching');
  });

  it('says why saving failed and keeps the choices', async () => {
    renderTab(stateWith({}), () => fail('offline', 'offline'));
    chooseRowAction('Sofa', 'Edit Sofa');
    choose('Back in stock', 'off');
    await saveRules();
    await waitFor(() => expect(within(rules()).getByRole('alert').textContent).not.toBe(''));
    expect(choiceOf('Back in stock').value).toBe('off');
  });
});
