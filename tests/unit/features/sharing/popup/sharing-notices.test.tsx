// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertsTab } from '../../../../../src/features/alerts/popup/alerts-tab';
import { Popup } from '../../../../../src/pages/popup/popup';
import { ok } from '../../../../../src/platform/messaging/errors';
import type { ListNotice } from '../../../../../src/features/sharing/model/sharing';
import type { AppState } from '../../../../../src/app/state';
import { cachedStateOf } from '../../../../../src/app/state-cache';
import { ConnectorProvider } from '../../../../../src/app/connector/connector-context';
import { ListNotices } from '../../../../../src/features/sharing/popup/list-notices';
import { MockConnector } from '../../../../../src/app/connector/testing/mock-connector';
import { alertEntry, withFeed } from '../../alerts/support-alerts';
import { DAY, sharingState } from '../support-sharing';
// Loaded before the tests, so no import is left running when a test ends (as popup.test.tsx does).
import '../../../../../src/features/alerts/popup/alerts-chunk';
import '../../../../../src/features/lists/popup/lists-tab';
import '../../../../../src/features/sharing/popup/sharing-notices';

const notice = (id: string, kind: ListNotice['kind'], role: ListNotice['role'] = null): ListNotice => ({
  id, listId: 'fam', listName: 'Family gifts', kind, role, at: 1_700_000_000_000,
});

const notices = [notice('n1', 'deleted-by-owner'), notice('n2', 'removed'), notice('n3', 'role-changed', 'viewer')];

describe('list notices', () => {
  afterEach(cleanup);

  it('says what happened to each shared list and dismisses one', async () => {
    const connector = new MockConnector(null, () => ok(null));
    render(
      <ConnectorProvider connector={connector}>
        <ListNotices notices={notices} />
      </ConnectorProvider>,
    );
    const texts = within(screen.getByRole('status')).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    expect(texts).toEqual([
      '“Family gifts” was deleted by its owner.',
      'You were removed from “Family gifts”.',
      'Your role in “Family gifts” is now viewer.',
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss the notice about “Family gifts”' })[1] as HTMLElement);
    await waitFor(() => expect(connector.requests).toEqual([{ kind: 'page:dismiss-list-notice', payload: { id: 'n2' } }]));
  });

  it('shows nothing without notices', () => {
    render(
      <ConnectorProvider connector={new MockConnector()}>
        <ListNotices notices={[]} />
      </ConnectorProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('sharing in the popup', () => {
  beforeEach(() => vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 0)));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderPopup(state: AppState) {
    const openOptions = vi.fn();
    const connector = new MockConnector({ revision: 1, state }, () => new Promise<never>(() => undefined));
    render(
      <ConnectorProvider connector={connector}>
        <Popup cached={cachedStateOf({ revision: 1, state })} openOptions={openOptions} />
      </ConnectorProvider>,
    );
    return { connector, openOptions };
  }

  it('shows a banner per notice and a small notice per invite addressed to the shopper', async () => {
    const invite = { code: 'e'.repeat(20), listId: 'trip', listName: 'Camping trip', ownerName: 'Dan', role: 'editor' as const, expiresAt: Date.now() + DAY };
    const { openOptions } = renderPopup(sharingState({}, { notices, emailInvites: [invite] }));
    expect(await screen.findByText('You were removed from “Family gifts”.')).toBeTruthy();
    expect(screen.getByText('Dan invited you to “Camping trip”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See invite' }));
    expect(openOptions).toHaveBeenCalled();
  });

  it('shows nothing about sharing when there is nothing to say', async () => {
    renderPopup(sharingState());
    expect(await screen.findByText('Version 0.1.0')).toBeTruthy();
    expect(document.querySelector('.list-notices, .email-invite-notices')).toBeNull();
  });
});

describe('list activity in the Alerts tab', () => {
  afterEach(cleanup);

  const activity = (n: number, verb: 'added' | 'claimed' | 'bought', actorName: string | null) =>
    alertEntry(n, {
      name: 'Lego 42115',
      kind: 'list-activity',
      rule: null,
      previousPrice: null,
      price: 49.99,
      observerId: 'cy',
      activity: { verb, actorName, listName: 'Family gifts' },
    });

  it('reads as a sentence with no price line, no why and no Wrong price', () => {
    render(
      <ConnectorProvider connector={new MockConnector(null, () => ok(null))}>
        <AlertsTab
          state={withFeed([activity(1, 'added', 'Ana'), activity(2, 'claimed', 'Ana'), activity(3, 'bought', null)])}
          now={1_700_000_000_000 + 3_600_000}
        />
      </ConnectorProvider>,
    );
    expect(screen.getByText('Ana added Lego 42115 to Family gifts')).toBeTruthy();
    expect(screen.getByText('Ana claimed Lego 42115 in Family gifts')).toBeTruthy();
    expect(screen.getByText('A member marked Lego 42115 bought in Family gifts')).toBeTruthy();
    const feed = screen.getByRole('list', { name: /./ });
    expect(feed.querySelector('.alert-prices')).toBeNull();
    expect(feed.textContent).not.toContain('49.99');
    expect(screen.queryByRole('button', { name: /wrong price/i })).toBeNull();
    expect(screen.queryByText('Why this alert')).toBeNull();
  });
});
