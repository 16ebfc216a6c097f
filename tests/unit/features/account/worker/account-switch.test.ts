import { DEFAULT_ALERT_PREFERENCES } from '../../../../../src/features/alerts/model/alerts';
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { describe, expect, it, vi } from 'vitest';
import { createAccountSwitch, stateForAccount, type AccountFollower } from '../../../../../src/features/account/worker/account-switch';
import { createSignedInUser } from '../../../../../src/features/account/worker/signed-in-user';
import type { AccountDeletionProgress, AccountState, AppState } from '../../../../../src/app/state';
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

/** An account switch whose every step is logged in order, over a state held here. */
function switchHarness(resume: () => Promise<void> = () => Promise.resolve()) {
  const log: string[] = [];
  let state = anasState;
  const follower = (name: string): AccountFollower => ({
    follow: (account) => log.push(`${name} follows ${account.status === 'signed-in' ? account.uid : 'nobody'}`),
    stop: () => log.push(`${name} stops`),
  });
  const switchAccount = createAccountSwitch({
    user: { follow: (account) => log.push(`uid ${account.status === 'signed-in' ? account.uid : 'none'}`) },
    following: [follower('profile'), follower('lists')],
    store: {
      update: (change) => {
        state = change(state);
        log.push(`published ${state.account.status === 'signed-in' ? state.account.uid : 'nobody'}`);
      },
    },
    resumeDeletion: () => {
      log.push('deletion resumed');
      return resume();
    },
  });
  return { log, switchAccount, state: () => state };
}

describe('following a reported account', () => {
  const stopped: AccountDeletionProgress = { done: 2, of: 7, running: false, error: 'unavailable' };

  it('moves the uid and the syncs to the account before publishing it, so whoever sees it can write', () => {
    const { log, switchAccount, state } = switchHarness();
    switchAccount(ben, null);
    expect(log).toEqual(['uid ben', 'profile follows ben', 'lists follows ben', 'published ben']);
    expect(state()).toEqual(stateForAccount(anasState, ben));
  });

  it('hands a sign-out on to the syncs, which clear, and shows nothing of the previous user', () => {
    const { log, switchAccount, state } = switchHarness();
    switchAccount({ status: 'signed-out' }, null);
    expect(log).toEqual(['uid none', 'profile follows nobody', 'lists follows nobody', 'published nobody']);
    expect(state()).toMatchObject({ lists: null, items: {}, failedWrites: [] });
  });

  it('follows nothing of an account whose deletion stopped, shows its progress, and resumes it', () => {
    const { log, switchAccount, state } = switchHarness();
    switchAccount(ana, stopped);
    expect(log).toEqual(['uid ana', 'profile stops', 'lists stops', 'published ana', 'deletion resumed']);
    expect(state().account).toEqual({ ...ana, deletion: stopped });
  });

  it('does not start a deletion again that is still running', () => {
    const { log, switchAccount } = switchHarness();
    switchAccount(ana, { ...stopped, running: true, error: null });
    expect(log).toEqual(['uid ana', 'profile stops', 'lists stops', 'published ana']);
  });

  it('logs a resumed deletion that fails, rather than throwing into the account change', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('offline');
    const { switchAccount } = switchHarness(() => Promise.reject(failure));
    expect(() => switchAccount(ana, stopped)).not.toThrow();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(failure));
    logged.mockRestore();
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
