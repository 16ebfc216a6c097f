import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inviteIdOf, sharingHandlers } from '../../../../../src/features/sharing/worker/sharing-handlers';
import { routed } from '../../../support/routed';
import type { StoredInvite } from '../../../../../src/features/sharing/model/classify-invite';
import { createStateStore } from '../../../../../src/app/worker/store';
import { createWriteTracker } from '../../../../../src/app/worker/write-tracker';
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { CartwatchError } from '../../../../../src/platform/messaging/errors';
import type { ListSummary } from '../../../../../src/features/lists/model/lists';
import { EMPTY_SHARING, type GiftClaim } from '../../../../../src/features/sharing/model/sharing';
import type { AppState } from '../../../../../src/app/state';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { listItem } from '../../../support/list-item';

const calls = vi.hoisted(() => ({ log: [] as unknown[][], invites: [] as (StoredInvite | null)[], join: null as null | (() => Promise<void>) }));
const ok = () => Promise.resolve();
vi.mock('../../../../../src/features/sharing/worker/firestore/invites', () => ({
  createInvite: (...args: unknown[]) => (calls.log.push(['createInvite', args[1]]), Promise.resolve({ code: 'ABCDE12345' })),
  revokeInvite: (...args: unknown[]) => (calls.log.push(['revokeInvite', ...args.slice(1)]), ok()),
  readInvite: (...args: unknown[]) => (calls.log.push(['readInvite', ...args.slice(1)]), Promise.resolve(calls.invites.shift() ?? null)),
  joinList: (...args: unknown[]) => (calls.log.push(['joinList', args[1]]), (calls.join ?? ok)()),
}));
vi.mock('../../../../../src/features/sharing/worker/firestore/members', () => ({
  setMemberRole: (...args: unknown[]) => (calls.log.push(['setMemberRole', ...args.slice(1)]), ok()),
  removeMember: (...args: unknown[]) => (calls.log.push(['removeMember', ...args.slice(1)]), ok()),
  leaveList: (...args: unknown[]) => (calls.log.push(['leaveList', ...args.slice(1)]), ok()),
  setGiftMode: (...args: unknown[]) => (calls.log.push(['setGiftMode', ...args.slice(1)]), ok()),
}));
vi.mock('../../../../../src/features/sharing/worker/firestore/claims', () => ({
  setClaim: (...args: unknown[]) => (calls.log.push(['setClaim', args[1]]), ok()),
}));
vi.mock('../../../../../src/features/alerts/worker/firestore/alert-rules', () => ({
  setListActivity: (...args: unknown[]) => (calls.log.push(['setListActivity', ...args.slice(1)]), ok()),
  deleteAlertRulesOfList: (...args: unknown[]) => (calls.log.push(['deleteAlertRulesOfList', ...args.slice(1)]), ok()),
}));

const NOW = Date.UTC(2026, 10, 25, 12);
const list = (id: string, role: ListSummary['role'], extra: Partial<ListSummary> = {}): ListSummary => ({
  id, name: `List ${id}`, role, ownerId: role === 'owner' ? 'ana' : 'olga', memberCount: 3, gift: true, pendingWrites: false, ...extra,
});
const invite: StoredInvite = {
  code: 'ABCDE12345', listId: 'NEW', listName: 'Family gifts', ownerId: 'olga', ownerName: 'Olga', role: 'viewer', email: null,
  maxUses: 2, uses: 0, revoked: false, createdAt: NOW - 1, expiresAt: NOW + 1000,
};
const claim = (claimedBy: string, claimerName: string | null): GiftClaim => ({ listId: 'G', itemId: 'I1', claimedBy, claimerName, status: 'claimed', updatedAt: 0 });

function setup(sharing: Partial<AppState['sharing']> = {}) {
  const state: AppState = {
    account: { status: 'signed-in', uid: 'ana', email: 'ana@example.com', emailVerified: true, anonymous: false },
    profile: null,
    lists: [list('MINE', 'owner'), list('G', 'editor')],
    items: { G: [listItem('I1', 'G', { name: 'Lego 42115' })] },
    browsingDetection: false,
    failedWrites: [],
    network: 'online',
    extensionVersion: '0.1.0',
    cacheWriteFailed: false,
    tracking: NO_TRACKING,
    alerts: { ...NO_ALERTS, rules: { G: {}, 'G/I1': { target: 5 } } },
    sharing: {
      ...EMPTY_SHARING,
      members: { MINE: [{ uid: 'ana', name: 'Ana', role: 'owner' }, { uid: 'ben', name: 'Ben', role: 'editor' }], G: [{ uid: 'ana', name: 'Ana', role: 'editor' }] },
      ...sharing,
    },
  };
  const store = createStateStore(state, { get: () => Promise.resolve({}), set: () => Promise.resolve(), remove: () => Promise.resolve() });
  const writes = createWriteTracker(store, { newId: () => 'f1', now: () => 5, reportError: () => undefined });
  const control = { expectDeparture: vi.fn(), dismissNotice: vi.fn() };
  const handlers = routed(sharingHandlers({} as Firestore, () => store.snapshot().state, writes, control, () => NOW), store, () => 'ana');
  const context = {};
  return { handlers, store, control, context };
}

/** The code a handler fails with, whether it throws at once or rejects. */
const failure = async (work: () => unknown) => {
  try {
    await work();
  } catch (error) {
    return error instanceof CartwatchError ? error.code : 'thrown';
  }
  return 'none';
};

beforeEach(() => {
  calls.log = [];
  calls.invites = [];
  calls.join = null;
});

describe('invites', () => {
  it('reads a typed code as Crockford does, and an email invite’s id as it is', () => {
    expect(inviteIdOf(' abcde-i2o45 ')).toBe('ABCDE12045');
    expect(inviteIdOf('aBcDeFgHiJkLmNoPqRsT')).toBe('aBcDeFgHiJkLmNoPqRsT');
  });

  it('creates an invite only on a list the shopper owns, with the address lower-cased', async () => {
    const { handlers, context } = setup();
    expect(await handlers['page:create-invite']({ listId: 'MINE', role: 'editor', maxUses: 2, email: 'Ben@Example.com', ownerName: 'Ana' }, context)).toEqual({ code: 'ABCDE12345' });
    expect(calls.log[0]?.[1]).toMatchObject({ listId: 'MINE', ownerId: 'ana', email: 'ben@example.com', listName: 'List MINE' });
    expect(await failure(() => handlers['page:create-invite']({ listId: 'G', role: 'viewer', maxUses: 1, email: null, ownerName: 'Ana' }, context))).toBe('permission-denied');
  });

  it('refuses a 21st open invite on a list', async () => {
    const open = Array.from({ length: 20 }, (_, index) => ({ ...invite, code: `C${index}`, listId: 'MINE' }));
    const { handlers, context } = setup({ invites: { MINE: open } });
    expect(await failure(() => handlers['page:create-invite']({ listId: 'MINE', role: 'viewer', maxUses: 1, email: null, ownerName: 'Ana' }, context))).toBe('limit-reached');
  });

  it('previews an invite, or answers why not', async () => {
    const { handlers, context } = setup();
    calls.invites = [invite, { ...invite, revoked: true }, { ...invite, listId: 'G' }];
    expect(await handlers['page:preview-invite']({ code: 'abcde-12345' }, context)).toMatchObject({ listId: 'NEW', ownerName: 'Olga', role: 'viewer' });
    expect(calls.log[0]).toEqual(['readInvite', 'ABCDE12345']);
    expect(await failure(() => handlers['page:preview-invite']({ code: 'ABCDE12345' }, context))).toBe('invite-revoked');
    expect(await failure(() => handlers['page:preview-invite']({ code: 'ABCDE12345' }, context))).toBe('already-member');
  });

  it('joins with the invite’s role and list', async () => {
    const { handlers, context } = setup();
    calls.invites = [invite];
    expect(await handlers['page:join-list']({ code: 'ABCDE12345', name: 'Ana' }, context)).toEqual({ listId: 'NEW' });
    expect(calls.log[1]).toEqual(['joinList', { code: 'ABCDE12345', listId: 'NEW', uid: 'ana', role: 'viewer', name: 'Ana' }]);
  });

  it('explains a refused join from the invite read again: its reason, else a full list', async () => {
    const { handlers, context } = setup();
    calls.join = () => Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    calls.invites = [invite, { ...invite, uses: 2 }];
    expect(await failure(() => handlers['page:join-list']({ code: 'ABCDE12345', name: 'Ana' }, context))).toBe('invite-used-up');
    calls.invites = [invite, invite];
    expect(await failure(() => handlers['page:join-list']({ code: 'ABCDE12345', name: 'Ana' }, context))).toBe('list-full');
  });

  it('joins once more under a name told apart when the invite still lets them in (another member has the name)', async () => {
    const { handlers, context } = setup();
    let refused = false;
    calls.join = () => {
      if (refused) return Promise.resolve();
      refused = true;
      return Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    };
    calls.invites = [invite, invite];
    expect(await handlers['page:join-list']({ code: 'ABCDE12345', name: 'Ana' }, context)).toEqual({ listId: 'NEW' });
    const joins = calls.log.filter(([call]) => call === 'joinList').map(([, joining]) => (joining as { name: string }).name);
    expect(joins).toEqual(['Ana', 'Ana (ana)']);
  });

  it('does not try another name when the invite itself refuses', async () => {
    const { handlers, context } = setup();
    calls.join = () => Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    calls.invites = [invite, { ...invite, revoked: true }];
    expect(await failure(() => handlers['page:join-list']({ code: 'ABCDE12345', name: 'Ana' }, context))).toBe('invite-revoked');
    expect(calls.log.filter(([call]) => call === 'joinList')).toHaveLength(1);
  });

  it('needs a connection to join', async () => {
    const { handlers, context, store } = setup();
    store.update((state) => ({ ...state, network: 'offline' }));
    expect(await failure(() => handlers['page:join-list']({ code: 'ABCDE12345', name: 'Ana' }, context))).toBe('offline');
  });
});

describe('members', () => {
  it('lets the owner change a member’s role or remove them, never their own entry', async () => {
    const { handlers, context } = setup();
    await handlers['page:set-member-role']({ listId: 'MINE', uid: 'ben', role: 'viewer' }, context);
    await handlers['page:remove-member']({ listId: 'MINE', uid: 'ben' }, context);
    expect(calls.log).toEqual([['setMemberRole', 'MINE', 'ben', 'viewer'], ['removeMember', 'MINE', 'ben']]);
    expect(await failure(() => handlers['page:remove-member']({ listId: 'MINE', uid: 'ana' }, context))).toBe('permission-denied');
    expect(await failure(() => handlers['page:remove-member']({ listId: 'G', uid: 'ben' }, context))).toBe('permission-denied');
  });

  it('leaves a list the shopper does not own, expecting it to go, with its alert rules', async () => {
    const { handlers, context, control } = setup();
    await handlers['page:leave-list']({ listId: 'G' }, context);
    expect(control.expectDeparture).toHaveBeenCalledWith('G');
    expect(calls.log).toEqual([['leaveList', 'G', 'ana'], ['deleteAlertRulesOfList', 'ana', 'G', ['I1']]]);
    expect(await failure(() => handlers['page:leave-list']({ listId: 'MINE' }, context))).toBe('permission-denied');
  });
});

describe('claims', () => {
  it('claims in the shopper’s name in the list, and changes their own claim', async () => {
    const { handlers, context } = setup();
    await handlers['page:set-claim']({ listId: 'G', itemId: 'I1', status: 'claimed' }, context);
    expect(calls.log[0]).toEqual(['setClaim', { listId: 'G', itemId: 'I1', uid: 'ana', claimerName: 'Ana', status: 'claimed', holdsClaim: false }]);
    const mine = setup({ claims: { G: { I1: claim('ana', 'Ana') } } });
    await mine.handlers['page:set-claim']({ listId: 'G', itemId: 'I1', status: 'bought' }, context);
    expect(calls.log[1]).toMatchObject(['setClaim', { status: 'bought', holdsClaim: true }]);
  });

  it('never takes over someone else’s claim, and names who holds it', async () => {
    const { handlers, context } = setup({ claims: { G: { I1: claim('cy', 'Cy') } } });
    await expect(handlers['page:set-claim']({ listId: 'G', itemId: 'I1', status: 'claimed' }, context)).rejects.toThrow('Cy has claimed this already.');
    expect(calls.log).toEqual([]);
  });

  it('refuses a claim on the shopper’s own list', async () => {
    const { handlers, context } = setup();
    expect(await failure(() => handlers['page:set-claim']({ listId: 'MINE', itemId: 'I1', status: 'claimed' }, context))).toBe('permission-denied');
  });
});

describe('activity and notices', () => {
  it('switches a list’s activity and dismisses a notice', async () => {
    const { handlers, context, control } = setup();
    await handlers['page:set-list-activity']({ listId: 'G', enabled: false }, context);
    await handlers['page:dismiss-list-notice']({ id: 'n1' }, context);
    expect(calls.log).toEqual([['setListActivity', 'ana', 'G', false]]);
    expect(control.dismissNotice).toHaveBeenCalledWith('n1');
  });
});
