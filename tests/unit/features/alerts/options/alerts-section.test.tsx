// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertsSection } from '../../../../../src/features/alerts/options/alerts-section';
import { Options } from '../../../../../src/pages/options/options';
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences, type ItemAlertSettings } from '../../../../../src/features/alerts/model/alerts';
import { fail, ok, type Result } from '../../../../../src/platform/messaging/errors';
import type { PageKind } from '../../../../../src/app/protocol';
import type { AppState } from '../../../../../src/app/state';
import { cachedStateOf } from '../../../../../src/app/state-cache';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { settle } from '../../../support/settle';
import { signedInState } from '../support-alerts';
// Options loads its lazy sections once it has state. Loaded here first, a test that ends before they
// arrive leaves no import running after its environment is torn down.
import '../../../../../src/features/your-data/options/data-section';
import '../../../../../src/features/sharing/options/sharing-chunk';

function stateWith(alerts: AlertPreferences = DEFAULT_ALERT_PREFERENCES, rules: Record<string, ItemAlertSettings> = {}, extra: Partial<AppState> = {}): AppState {
  return {
    ...signedInState,
    profile: { preferences: { recheckHours: 6, alerts }, listOrder: ['gifts', 'wish'], pendingWrites: false },
    lists: [
      { id: 'wish', name: 'Wishlist', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
      { id: 'gifts', name: 'Family gifts', role: 'editor', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
    ],
    alerts: { feed: [], rules, notificationsBlocked: false },
    ...extra,
  };
}

function renderSection(state: AppState, answer: (kind: PageKind) => Result<unknown> = () => ok(null)) {
  const connector = new MockConnector(null, answer);
  render(
    <ConnectorProvider connector={connector}>
      <AlertsSection state={state} />
    </ConnectorProvider>,
  );
  return connector;
}

const form = () => document.querySelector('.alert-preferences') as HTMLElement;
const inForm = () => within(form());
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
/** Types a value and leaves the field: what commits it. */
const type = (element: HTMLElement, value: string) => settle(() => {
  change(element, value);
  fireEvent.blur(element);
});
const pick = (element: HTMLElement, value: string) => settle(() => change(element, value));
const click = (element: HTMLElement) => settle(() => fireEvent.click(element));
const errorOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
/** The save status after a control: the one in its own group. */
const statusNear = (element: HTMLElement) => within(element.closest('fieldset, .setting') as HTMLElement).getAllByRole('status').at(-1)?.textContent;
const sentPreferences = (connector: MockConnector) => connector.requests.map((request) => request.payload as AlertPreferences);

// Each test fills a whole form through jsdom's label queries: seconds of work on a loaded machine.
describe('Options > Alerts & notifications', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('asks a signed-out shopper to sign in', () => {
    renderSection({ ...signedInState, account: { status: 'signed-out' }, profile: null });
    expect(screen.getByText('Sign in to choose when Cartwatch alerts you.')).toBeTruthy();
  });

  it('has no Save button: nothing is sent until something changes', () => {
    const connector = renderSection(stateWith());
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
    expect(connector.requests).toEqual([]);
  });

  it('applies each change at once, whole, on top of the last one, with a confirmation beside it', async () => {
    const connector = renderSection(stateWith());
    await type(inForm().getByLabelText('Drop of at least (%)'), '12.5');
    expect(statusNear(inForm().getByLabelText('Drop of at least (%)'))).toBe('Saved.');
    await pick(inForm().getByLabelText('Drop by an amount'), 'on');
    // Switched on without an amount to start from: nothing to apply until one is typed.
    expect(connector.requests).toHaveLength(1);
    await type(inForm().getByLabelText('Drop of at least'), '3,50');
    await pick(inForm().getByLabelText('Back in stock', { selector: 'select' }), 'inherit');
    await click(inForm().getByLabelText('Hold notifications during quiet hours'));
    await type(inForm().getByLabelText('From'), '22:30');
    await type(inForm().getByLabelText('To'), '07:15');
    await pick(inForm().getByLabelText('Time zone for quiet hours and the daily limit'), 'Europe/Berlin');
    expect(statusNear(inForm().getByLabelText('Time zone for quiet hours and the daily limit'))).toBe('Saved.');
    await type(inForm().getByLabelText('Notifications a day, at most'), '3');
    await click(inForm().getByLabelText('Activity on shared lists'));
    // The browser's format (en-US here), with its region's currency: not euros in an American browser.
    expect(navigator.language).toBe('en-US');
    expect(screen.getByTestId('price-example').textContent).toBe('Example: $1,234.50');
    await click(inForm().getByLabelText('Another format'));
    // "Another format" without a tag yet: nothing new to apply.
    const beforeTag = connector.requests.length;
    await type(inForm().getByLabelText('Language and region, like de-DE or en-GB'), 'de-DE');
    expect(connector.requests).toHaveLength(beforeTag + 1);
    expect(screen.getByTestId('price-example').textContent).toBe('Example: 1.234,50\u00a0€');
    expect(connector.requests.every((request) => request.kind === 'page:update-alert-preferences')).toBe(true);
    expect(sentPreferences(connector).at(0)).toEqual({ ...DEFAULT_ALERT_PREFERENCES, rules: { ...DEFAULT_ALERT_PREFERENCES.rules, dropBasisPoints: 1250 } });
    expect(sentPreferences(connector).at(-1)).toEqual({
      rules: { dropBasisPoints: 1250, dropAmount: 3.5, lowest90Days: false },
      quietHours: { start: 22 * 60 + 30, end: 7 * 60 + 15 },
      timeZone: 'Europe/Berlin',
      dailyCap: 3,
      notify: { price: true, stock: true, activity: false },
      priceLocale: 'de-DE',
    });
  });

  it('shows a bad value at its field, keeps it and applies nothing, while the other fields still apply', async () => {
    const connector = renderSection(stateWith());
    await type(inForm().getByLabelText('Drop of at least (%)'), '0');
    await click(inForm().getByLabelText('Hold notifications during quiet hours'));
    await type(inForm().getByLabelText('From'), '08:00');
    await type(inForm().getByLabelText('To'), '08:00');
    await type(inForm().getByLabelText('Notifications a day, at most'), '51');
    await click(inForm().getByLabelText('Another format'));
    await type(inForm().getByLabelText('Language and region, like de-DE or en-GB'), 'xx-!!');
    expect(screen.getByTestId('price-example').textContent).toBe('Example: enter a language tag to see one');
    expect(errorOf(inForm().getByLabelText('Drop of at least (%)'))).toBe('Enter a percentage from 0.01 to 100');
    expect(errorOf(inForm().getByLabelText('From'))).toBe('Enter two different times, like 22:00 and 07:00');
    expect(errorOf(inForm().getByLabelText('Notifications a day, at most'))).toBe('Enter a whole number from 1 to 50');
    expect(errorOf(inForm().getByLabelText('Language and region, like de-DE or en-GB'))).toBe(
      'Enter a language tag this browser knows, like de-DE or fr-CH',
    );
    expect(inForm().getByLabelText<HTMLInputElement>('Notifications a day, at most').value).toBe('51');
    // Turning quiet hours on (22:00 to 07:00) and then 08:00 to 07:00 were valid and applied; none of the bad values were.
    expect(sentPreferences(connector)).toEqual([
      { ...DEFAULT_ALERT_PREFERENCES, quietHours: { start: 22 * 60, end: 7 * 60 } },
      { ...DEFAULT_ALERT_PREFERENCES, quietHours: { start: 8 * 60, end: 7 * 60 } },
    ]);

    await type(inForm().getByLabelText('Drop of at least (%)'), '0.01');
    await type(inForm().getByLabelText('To'), '07:00');
    await type(inForm().getByLabelText('Notifications a day, at most'), '50');
    await type(inForm().getByLabelText('Language and region, like de-DE or en-GB'), 'fr-CH');
    expect(errorOf(inForm().getByLabelText('Notifications a day, at most'))).toBeUndefined();
    expect(sentPreferences(connector).at(-1)).toMatchObject({ rules: { dropBasisPoints: 1 }, quietHours: { start: 480, end: 420 }, dailyCap: 50, priceLocale: 'fr-CH' });
  });

  it('says a change waits to sync while the profile has pending writes, and why one failed, with Try again', async () => {
    const pending = stateWith();
    renderSection({ ...pending, profile: { ...(pending.profile as NonNullable<AppState['profile']>), pendingWrites: true } });
    await type(inForm().getByLabelText('Notifications a day, at most'), '4');
    expect(statusNear(inForm().getByLabelText('Notifications a day, at most'))).toBe('Saved on this device; waiting to sync.');
    cleanup();
    let refuse = true;
    const connector = renderSection(stateWith(), () => (refuse ? fail('permission-denied', 'no') : ok(null)));
    await type(inForm().getByLabelText('Notifications a day, at most'), '4');
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(inForm().getByLabelText<HTMLInputElement>('Notifications a day, at most').value).toBe('4');
    refuse = false;
    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(statusNear(inForm().getByLabelText('Notifications a day, at most'))).toBe('Saved.');
    expect(sentPreferences(connector).map((preferences) => preferences.dailyCap)).toEqual([4, 4]);
  });

  it('has one row per list in the shopper order, inheriting or overriding the account defaults', async () => {
    const connector = renderSection(stateWith(DEFAULT_ALERT_PREFERENCES, { wish: { backInStock: false } }));
    const rows = screen.getAllByRole('group', { name: /^(Wishlist|Family gifts)$/ });
    expect(rows.map((row) => row.querySelector('.list-rules-name')?.textContent)).toEqual(['Family gifts', 'Wishlist']);
    const [gifts, wish] = rows as [HTMLElement, HTMLElement];
    expect(within(gifts).getByLabelText<HTMLSelectElement>('Rules').value).toBe('inherit');
    expect(within(wish).getByLabelText<HTMLSelectElement>('Rules').value).toBe('own');
    expect(within(wish).getByLabelText<HTMLSelectElement>('Back in stock').value).toBe('off');

    await pick(within(gifts).getByLabelText('Rules'), 'own');
    // Its own rules, all inheriting still: nothing to apply yet.
    expect(connector.requests).toEqual([]);
    await pick(within(gifts).getByLabelText('Drop by a percentage'), 'on');
    await type(within(gifts).getByLabelText('Drop of at least (%)'), '20');
    expect(within(gifts).getByRole('status').textContent).toBe('Saved.');
    await pick(within(wish).getByLabelText('Rules'), 'inherit');
    expect(within(wish).getByRole('status').textContent).toBe('Saved.');
    expect(connector.requests).toEqual([
      // Switched on, it starts from the account's default (10%), applied; then the typed 20%.
      { kind: 'page:set-alert-rules', payload: { listId: 'gifts', settings: { dropBasisPoints: 1000 } } },
      { kind: 'page:set-alert-rules', payload: { listId: 'gifts', settings: { dropBasisPoints: 2000 } } },
      { kind: 'page:set-alert-rules', payload: { listId: 'wish', settings: null } },
    ]);
  });

  it("shows a list's bad value at its field, keeps it and sends nothing", async () => {
    const connector = renderSection(stateWith());
    const gifts = screen.getByRole('group', { name: 'Family gifts' });
    await pick(within(gifts).getByLabelText('Rules'), 'own');
    await pick(within(gifts).getByLabelText('Drop by an amount'), 'on');
    await settle(() => fireEvent.blur(within(gifts).getByLabelText('Drop of at least')));
    expect(errorOf(within(gifts).getByLabelText('Drop of at least'))).toBe('Enter an amount, like 5 or 2.50');
    await type(within(gifts).getByLabelText('Drop of at least'), 'lots');
    expect(errorOf(within(gifts).getByLabelText('Drop of at least'))).toMatch(/^Enter a price with digits/);
    expect(within(gifts).getByLabelText<HTMLInputElement>('Drop of at least').value).toBe('lots');
    expect(connector.requests).toEqual([]);
  });

  it('says when notifications are blocked and when offline', () => {
    renderSection({ ...stateWith(), network: 'offline', alerts: { feed: [], rules: {}, notificationsBlocked: true } });
    expect(screen.getByRole('note').textContent).toContain('Notifications are off');
    expect(screen.getByText(/Offline: changes are kept on this device/)).toBeTruthy();
  });

  it("is the options page's section at #alerts", async () => {
    location.hash = '#alerts';
    const connector = new MockConnector({ revision: 1, state: stateWith() });
    render(
      <ConnectorProvider connector={connector}>
        <Options cached={cachedStateOf({ revision: 1, state: stateWith() })} />
      </ConnectorProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Alerts & notifications' })).toBeTruthy();
    expect(await screen.findByLabelText('Notifications a day, at most')).toBeTruthy();
    location.hash = '';
  });
});
