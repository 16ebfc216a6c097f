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

const form = () => screen.getByRole('button', { name: 'Save alert settings' }).closest('form') as HTMLFormElement;
const inForm = () => within(form());
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const save = () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Save alert settings' })));
const errorOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

// Each test fills a whole form through jsdom's label queries: seconds of work on a loaded machine.
describe('Options > Alerts & notifications', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('asks a signed-out shopper to sign in', () => {
    renderSection({ ...signedInState, account: { status: 'signed-out' }, profile: null });
    expect(screen.getByText('Sign in to choose when Cartwatch alerts you.')).toBeTruthy();
  });

  it('sends the saved preferences unchanged, whole', async () => {
    const connector = renderSection(stateWith());
    await save();
    expect(connector.requests).toEqual([{ kind: 'page:update-alert-preferences', payload: DEFAULT_ALERT_PREFERENCES }]);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });

  it('sends what was changed: rules in basis points, quiet hours in minutes, zone, cap, kinds, locale', async () => {
    const connector = renderSection(stateWith());
    change(inForm().getByLabelText('Drop of at least (%)'), '12.5');
    change(inForm().getByLabelText('Drop by an amount'), 'on');
    change(inForm().getByLabelText('Drop of at least'), '3,50');
    change(inForm().getByLabelText('Back in stock', { selector: 'select' }), 'inherit');
    fireEvent.click(inForm().getByLabelText('Hold notifications during quiet hours'));
    change(inForm().getByLabelText('From'), '22:30');
    change(inForm().getByLabelText('To'), '07:15');
    change(inForm().getByLabelText('Time zone for quiet hours and the daily limit'), 'Europe/Berlin');
    change(inForm().getByLabelText('Notifications a day, at most'), '3');
    fireEvent.click(inForm().getByLabelText('Activity on shared lists'));
    // The browser's format (en-US here), with its region's currency: not euros in an American browser.
    expect(navigator.language).toBe('en-US');
    expect(screen.getByTestId('price-example').textContent).toBe('Example: $1,234.50');
    fireEvent.click(inForm().getByLabelText('Another format'));
    change(inForm().getByLabelText('Language and region, like de-DE or en-GB'), 'de-DE');
    expect(screen.getByTestId('price-example').textContent).toBe('Example: 1.234,50\u00a0€');
    await save();
    expect(connector.requests).toEqual([
      {
        kind: 'page:update-alert-preferences',
        payload: {
          rules: { dropBasisPoints: 1250, dropAmount: 3.5, lowest90Days: false },
          quietHours: { start: 22 * 60 + 30, end: 7 * 60 + 15 },
          timeZone: 'Europe/Berlin',
          dailyCap: 3,
          notify: { price: true, stock: true, activity: false },
          priceLocale: 'de-DE',
        },
      },
    ]);
  });

  it('shows each bad field at the field, keeps what was typed and sends nothing', async () => {
    const connector = renderSection(stateWith());
    change(inForm().getByLabelText('Drop of at least (%)'), '0');
    fireEvent.click(inForm().getByLabelText('Hold notifications during quiet hours'));
    change(inForm().getByLabelText('From'), '08:00');
    change(inForm().getByLabelText('To'), '08:00');
    change(inForm().getByLabelText('Notifications a day, at most'), '51');
    fireEvent.click(inForm().getByLabelText('Another format'));
    change(inForm().getByLabelText('Language and region, like de-DE or en-GB'), 'xx-!!');
    expect(screen.getByTestId('price-example').textContent).toBe('Example: enter a language tag to see one');
    await save();
    expect(connector.requests).toEqual([]);
    expect(errorOf(inForm().getByLabelText('Drop of at least (%)'))).toBe('Enter a percentage from 0.01 to 100');
    expect(errorOf(inForm().getByLabelText('From'))).toBe('Enter two different times, like 22:00 and 07:00');
    expect(errorOf(inForm().getByLabelText('Notifications a day, at most'))).toBe('Enter a whole number from 1 to 50');
    expect(errorOf(inForm().getByLabelText('Language and region, like de-DE or en-GB'))).toBe(
      'Enter a language tag this browser knows, like de-DE or fr-CH',
    );
    expect(inForm().getByLabelText<HTMLInputElement>('Notifications a day, at most').value).toBe('51');
    expect(screen.getByText(/Nothing was sent/)).toBeTruthy();

    change(inForm().getByLabelText('Drop of at least (%)'), '0.01');
    change(inForm().getByLabelText('To'), '07:00');
    change(inForm().getByLabelText('Notifications a day, at most'), '50');
    change(inForm().getByLabelText('Language and region, like de-DE or en-GB'), 'fr-CH');
    await save();
    expect(connector.requests[0]?.payload).toMatchObject({ rules: { dropBasisPoints: 1 }, quietHours: { start: 480, end: 420 }, dailyCap: 50, priceLocale: 'fr-CH' });
  });

  it('says a saved change waits to sync while the profile has pending writes, and why a save failed', async () => {
    const pending = stateWith();
    renderSection({ ...pending, profile: { ...(pending.profile as NonNullable<AppState['profile']>), pendingWrites: true } });
    await save();
    expect(screen.getByRole('status').textContent).toBe('Saved on this device; waiting to sync.');
    cleanup();
    renderSection(stateWith(), () => fail('permission-denied', 'no'));
    await save();
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });

  it('has one row per list in the shopper order, inheriting or overriding the account defaults', async () => {
    const connector = renderSection(stateWith(DEFAULT_ALERT_PREFERENCES, { wish: { backInStock: false } }));
    const rows = screen.getAllByRole('form', { name: /Wishlist|Family gifts/ });
    expect(rows.map((row) => row.querySelector('.list-rules-name')?.textContent)).toEqual(['Family gifts', 'Wishlist']);
    const [gifts, wish] = rows as [HTMLElement, HTMLElement];
    expect(within(gifts).getByLabelText<HTMLSelectElement>('Rules').value).toBe('inherit');
    expect(within(wish).getByLabelText<HTMLSelectElement>('Rules').value).toBe('own');
    expect(within(wish).getByLabelText<HTMLSelectElement>('Back in stock').value).toBe('off');

    change(within(gifts).getByLabelText('Rules'), 'own');
    change(within(gifts).getByLabelText('Drop by a percentage'), 'on');
    change(within(gifts).getByLabelText('Drop of at least (%)'), '20');
    await settle(() => fireEvent.click(within(gifts).getByRole('button', { name: 'Save rules for Family gifts' })));
    change(within(wish).getByLabelText('Rules'), 'inherit');
    await settle(() => fireEvent.click(within(wish).getByRole('button', { name: 'Save rules for Wishlist' })));
    expect(connector.requests).toEqual([
      { kind: 'page:set-alert-rules', payload: { listId: 'gifts', settings: { dropBasisPoints: 2000 } } },
      { kind: 'page:set-alert-rules', payload: { listId: 'wish', settings: null } },
    ]);
  });

  it("shows a list's bad value at its field and sends nothing", async () => {
    const connector = renderSection(stateWith());
    const gifts = screen.getByRole('form', { name: 'Family gifts' });
    change(within(gifts).getByLabelText('Rules'), 'own');
    change(within(gifts).getByLabelText('Drop by an amount'), 'on');
    await settle(() => fireEvent.click(within(gifts).getByRole('button', { name: 'Save rules for Family gifts' })));
    expect(connector.requests).toEqual([]);
    expect(errorOf(within(gifts).getByLabelText('Drop of at least'))).toBe('Enter an amount, like 5 or 2.50');
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
