// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../src/shared/errors';
import type { FailedWrite } from '../../../src/shared/failed-writes';
import { ConnectorProvider } from '../../../src/ui/connector-context';
import { FailedWritesNotice } from '../../../src/ui/failed-writes-notice';
import { MockConnector } from '../../../src/ui/testing/mock-connector';

const product = { url: 'https://shop.example.com/p/1', name: 'Desk lamp', brand: null, image: null, price: 39.9, currency: 'EUR', listPrice: null, availability: 'in-stock', sku: null, gtin: null, method: 'json-ld', confidence: 0.9 } as const;
const savedLamp: FailedWrite = { id: 'f1', request: { kind: 'page:save-item', payload: { listId: 'L1', product } }, subject: 'Desk lamp', error: 'permission-denied', at: 0 };
const renamed: FailedWrite = { id: 'f2', request: { kind: 'page:rename-list', payload: { listId: 'L1', name: 'Gifts' } }, subject: 'Gifts', error: 'invalid-payload', at: 0 };

function renderNotice(connector: MockConnector, failures: FailedWrite[]) {
  render(
    <ConnectorProvider connector={connector}>
      <FailedWritesNotice failures={failures} />
    </ConnectorProvider>,
  );
}

describe('changes the server refused', () => {
  afterEach(cleanup);

  it('names what was not saved and why', () => {
    renderNotice(new MockConnector(), [savedLamp, renamed]);
    expect(screen.getByRole('alert').textContent).toContain('“Desk lamp” was not saved to your list.');
    expect(screen.getByText('The list was not renamed to “Gifts”.')).toBeTruthy();
    expect(screen.getByText("You don't have permission to change that. Your role may have changed.")).toBeTruthy();
  });

  it('names a write no page asked for, says the worker retries it, and offers no "Try again"', () => {
    const setUp: FailedWrite = { id: 'f3', request: { kind: 'background:create-profile', payload: null }, subject: '', error: 'permission-denied', at: 0 };
    renderNotice(new MockConnector(), [setUp]);
    expect(screen.getByText("Your account's profile and first list were not set up.")).toBeTruthy();
    expect(screen.getByText('Cartwatch tries again the next time it starts or you sign in.')).toBeTruthy();
    expect(screen.queryByText('Try again')).toBeNull();
    expect(screen.getByText('Dismiss')).toBeTruthy();
  });

  it('names a refused price reading, says it is not sent again, and offers no "Try again"', () => {
    const checked: FailedWrite = { id: 'f4', request: { kind: 'background:record-check', payload: null }, subject: 'Desk lamp', error: 'invalid-payload', at: 0 };
    renderNotice(new MockConnector(), [checked]);
    expect(screen.getByText('The price and stock Cartwatch checked for “Desk lamp” were not saved.')).toBeTruthy();
    expect(screen.getByText('Cartwatch does not send this reading again: the next check or visit reads the page afresh.')).toBeTruthy();
    expect(screen.queryByText('Cartwatch tries again the next time it starts or you sign in.')).toBeNull();
    expect(screen.queryByText('Try again')).toBeNull();
  });

  it('shows nothing when every change was saved', () => {
    renderNotice(new MockConnector(), []);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the change back: "Try again" sends the same request, then lets the failure go', async () => {
    const connector = new MockConnector(null, () => ok(null));
    renderNotice(connector, [savedLamp]);
    fireEvent.click(screen.getByText('Try again'));
    await waitFor(() => expect(connector.requests).toHaveLength(2));
    expect(connector.requests).toEqual([
      { kind: 'page:save-item', payload: savedLamp.request.payload },
      { kind: 'page:dismiss-failed-write', payload: { id: 'f1' } },
    ]);
  });

  it('keeps a failure whose retry is refused again', async () => {
    const connector = new MockConnector(null, (kind) => (kind === 'page:save-item' ? fail('permission-denied', 'no') : ok(null)));
    renderNotice(connector, [savedLamp]);
    fireEvent.click(screen.getByText('Try again'));
    await waitFor(() => expect(connector.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(connector.requests.map((request) => request.kind)).toEqual(['page:save-item']);
  });

  it('"Dismiss" lets it go without sending it', () => {
    const connector = new MockConnector(null, () => ok(null));
    renderNotice(connector, [savedLamp]);
    fireEvent.click(screen.getByText('Dismiss'));
    expect(connector.requests).toEqual([{ kind: 'page:dismiss-failed-write', payload: { id: 'f1' } }]);
  });
});
