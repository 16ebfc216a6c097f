import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSharing } from '../../../../../src/features/sharing/worker/wire-sharing';
import { createStateStore } from '../../../../../src/app/worker/store';
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import type { ListSummary } from '../../../../../src/features/lists/model/lists';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';
import type { AppState } from '../../../../../src/app/state';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { listItem } from '../../../support/list-item';

const reads = vi.hoisted(() => { const state: { answer: 'missing' | 'refused' | 'readable' } = { answer: 'missing' }; return state; });
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
  getDocFromServer: () => {
    if (reads.answer === 'refused') return Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    return Promise.resolve({ exists: () => reads.answer === 'readable' });
  },
}));
vi.mock('../../../../../src/features/sharing/worker/firestore/invites', () => ({ subscribeOwnInvites: () => () => undefined, subscribeEmailInvites: () => () => undefined }));
vi.mock('../../../../../src/features/sharing/worker/firestore/claims', () => ({ subscribeClaims: () => () => undefined }));

const list = (id: string, role: ListSummary['role']): ListSummary => ({ id, name: `List ${id}`, role, ownerId: 'olga', memberCount: 2, gift: false, pendingWrites: false });

function setup(lists: ListSummary[]) {
  const state: AppState = {
    account: { status: 'signed-in', uid: 'me', email: null, emailVerified: false, anonymous: false },
    profile: null, lists, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0', cacheWriteFailed: false,
    tracking: NO_TRACKING, alerts: NO_ALERTS, sharing: EMPTY_SHARING,
  };
  const store = createStateStore(state, { get: () => Promise.resolve({}), set: () => Promise.resolve(), remove: () => Promise.resolve() });
  const raised: unknown[][] = [];
  let id = 0;
  const sharing = createSharing({ db: {} as Firestore, store, uid: () => 'me', raiseActivity: (...args) => raised.push(args), now: () => 7, newId: () => `n${++id}` });
  sharing.follow(state.account);
  /** The lists snapshot as index.ts applies it: sharing first, then the state. */
  const snapshot = (next: ListSummary[]) => {
    sharing.onLists(next, {});
    store.update((current) => ({ ...current, lists: next }));
  };
  return { sharing, store, snapshot, raised };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  reads.answer = 'missing';
});

describe('notices about shared lists', () => {
  it('names a list that left the query deleted by its owner when it is missing, removed when refused', async () => {
    const { snapshot, store } = setup([list('A', 'editor'), list('B', 'viewer')]);
    snapshot([list('B', 'viewer')]);
    await settled();
    reads.answer = 'refused';
    snapshot([]);
    await settled();
    expect(store.snapshot().state.sharing.notices.map(({ listId, kind }) => [listId, kind])).toEqual([['B', 'removed'], ['A', 'deleted-by-owner']]);
  });

  it('names a role change with the new role, and none for a list the shopper leaves here', async () => {
    const { snapshot, store, sharing } = setup([list('A', 'editor'), list('B', 'viewer')]);
    sharing.expectDeparture('B');
    snapshot([list('A', 'viewer')]);
    await settled();
    expect(store.snapshot().state.sharing.notices).toEqual([{ id: 'n1', listId: 'A', listName: 'List A', kind: 'role-changed', role: 'viewer', at: 7 }]);
    sharing.dismissNotice('n1');
    expect(store.snapshot().state.sharing.notices).toEqual([]);
  });
});

describe('activity seen while running', () => {
  it('raises another member’s addition, not the first snapshot’s, and not on a list whose activity is off', () => {
    const { sharing, raised } = setup([list('A', 'editor')]);
    sharing.onItems('A', [listItem('old', 'A', { addedBy: 'olga' })]);
    expect(raised).toEqual([]);
    sharing.onItems('A', [listItem('old', 'A', { addedBy: 'olga' }), listItem('new', 'A', { addedBy: 'olga', name: 'Lego 42115' })]);
    expect(raised).toHaveLength(1);
    expect(raised[0]?.[0]).toBe('me');
    sharing.setActivityOff(['A']);
    sharing.onItems('A', [listItem('newer', 'A', { addedBy: 'olga' })]);
    expect(raised).toHaveLength(1);
  });
});
