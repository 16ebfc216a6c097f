import { DEFAULT_ALERT_PREFERENCES } from '../../../../../src/features/alerts/model/alerts';
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { describe, expect, it, vi } from 'vitest';
import { stateForAccount } from '../../../../../src/features/account/worker/account-switch';
import { createSignedInUser } from '../../../../../src/features/account/worker/signed-in-user';
import type { AccountState, AppState } from '../../../../../src/app/state';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';

vi.mock('../../../../../src/features/lists/worker/firestore/lists', () => ({ deleteListsOwnedBy: vi.fn(() => Promise.resolve(order.push('lists'))) }));
vi.mock('../../../../../src/features/account/worker/firestore/users', () => ({ deleteProfile: vi.fn(() => Promise.resolve(order.push('profile'))) }));
vi.mock('../../../../../src/features/alerts/worker/firestore/delete-alert-data', () => ({ deleteAlertData: vi.fn(() => Promise.resolve(order.push('alerts'))) }));
vi.mock('../../../../../src/features/sharing/worker/firestore/invites', () => ({ deleteInvitesOf: vi.fn(() => Promise.resolve(order.push('invites'))) }));
vi.mock('../../../../../src/features/sharing/worker/firestore/claims', () => ({
  releaseClaims: vi.fn((_db: unknown, claims: { itemId: string }[]) => Promise.resolve(order.push(`release ${claims.map((claim) => claim.itemId).join(',')}`))),
  claimsStillHeld: vi.fn((_db: unknown, _uid: string, claims: unknown[]) => Promise.resolve(claims)),
}));
vi.mock('../../../../../src/features/sharing/worker/firestore/members', () => ({
  leaveIfMember: vi.fn((_db: unknown, listId: string) => Promise.resolve(order.push(`leave ${listId}`))),
}));
const order: string[] = [];

const ana: AccountState = { status: 'signed-in', uid: 'ana', email: 'ana@example.com', emailVerified: true, anonymous: false };
const ben: AccountState = { status: 'signed-in', uid: 'ben', email: 'ben@example.com', emailVerified: true, anonymous: false };
const anasState: AppState = {
  account: ana,
  profile: { preferences: { recheckHours: 6, alerts: DEFAULT_ALERT_PREFERENCES }, listOrder: ['L1'], pendingWrites: false },
  sharing: EMPTY_SHARING,
  lists: [{ id: 'L1', name: 'Wishlist', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false }],
  items: { L1: [] },
  browsingDetection: true,
  failedWrites: [{ id: 'f1', request: { kind: 'page:create-list', payload: { name: 'Gifts' } }, subject: 'Gifts', error: 'permission-denied', at: 0 }],
  network: 'online',
  extensionVersion: '0.1.0',
  cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS,
};

describe('switching accounts', () => {
  it('keeps what the same user sees (a verified email, a restored session)', () => {
    const verified = { ...ana, emailVerified: false };
    expect(stateForAccount(anasState, verified)).toEqual({ ...anasState, account: verified });
  });

  it("shows another user none of the previous user's data or refused writes", () => {
    expect(stateForAccount(anasState, ben)).toEqual({ ...anasState, account: ben, profile: null, lists: null, items: {}, failedWrites: [] });
    expect(stateForAccount(anasState, { status: 'signed-out' })).toMatchObject({ lists: null, failedWrites: [] });
  });

  it('keeps this browser’s own settings across accounts', () => {
    expect(stateForAccount(anasState, ben).browsingDetection).toBe(true);
  });

  it('shows another user none of the previous user’s alerts or rules, keeping whether the browser blocks notifications', () => {
    const alerting: AppState = { ...anasState, alerts: { feed: [], rules: { L1: { target: 5 } }, notificationsBlocked: true } };
    expect(stateForAccount(alerting, ben).alerts).toEqual({ ...NO_ALERTS, notificationsBlocked: true });
    expect(stateForAccount(alerting, { status: 'signed-out' }).alerts).toEqual({ ...NO_ALERTS, notificationsBlocked: true });
    expect(stateForAccount(alerting, ana).alerts).toBe(alerting.alerts);
  });
});

describe('the signed-in uid', () => {
  it('is the account last reported, and nobody once signed out', () => {
    const user = createSignedInUser();
    expect(user.uid()).toBeNull();
    user.follow(ana);
    expect(user.uid()).toBe('ana');
    user.follow({ status: 'signed-out' });
    expect(user.uid()).toBeNull();
  });
});

describe('deleting the account data', () => {
  it('releases claims, leaves shared lists, deletes invites, then the lists, the alerts, then the profile', async () => {
    order.length = 0;
    const { accountDataSteps } = await import('../../../../../src/features/your-data/worker/delete-account-data');
    const { DELETION_STEPS } = await import('../../../../../src/features/your-data/worker/deletion-journal');
    const steps = accountDataSteps({} as never, 'ana', { leave: ['S1'], claims: [{ listId: 'S1', itemId: 'I1' }] });
    for (const step of DELETION_STEPS) if (step !== 'account') await steps[step]();
    expect(order).toEqual(['release I1', 'leave S1', 'invites', 'lists', 'alerts', 'profile']);
  });

  it('finds the lists the account is in without owning, and its own claims on them', async () => {
    const { membershipsOf } = await import('../../../../../src/features/your-data/worker/delete-account-data');
    const claim = (itemId: string, claimedBy: string) => ({ listId: 'S1', itemId, claimedBy, claimerName: null, status: 'claimed' as const, updatedAt: 0 });
    const state: AppState = {
      ...anasState,
      lists: [...(anasState.lists ?? []), { id: 'S1', name: 'Gifts for Ben', role: 'editor', ownerId: 'ben', memberCount: 3, gift: true, pendingWrites: false }],
      sharing: { ...EMPTY_SHARING, claims: { S1: { I1: claim('I1', 'ana'), I2: claim('I2', 'cy') } } },
    };
    expect(membershipsOf(state, 'ana')).toEqual({ leave: ['S1'], claims: [{ listId: 'S1', itemId: 'I1' }] });
  });
});
