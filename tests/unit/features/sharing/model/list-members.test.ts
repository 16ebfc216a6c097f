import { describe, expect, it } from 'vitest';
import { memberName, membersOf, sharedListMembers } from '../../../../../src/features/sharing/model/list-members';
import { claimListIds, invitesByList, openEmailInvites } from '../../../../../src/features/sharing/worker/sharing-sync';
import type { StoredInvite } from '../../../../../src/features/sharing/model/classify-invite';
import type { ListSummary } from '../../../../../src/features/lists/model/lists';

describe('members from the lists snapshot', () => {
  it('list the owner first, then the others as they joined, with their names (null when unknown)', () => {
    expect(membersOf({ ownerId: 'ana', memberIds: ['ben', 'ana', 'cy'], roles: { ana: 'owner', ben: 'viewer', cy: 'editor' }, names: { ana: 'Ana', cy: 'Cy' } })).toEqual([
      { uid: 'ana', name: 'Ana', role: 'owner' },
      { uid: 'ben', name: null, role: 'viewer' },
      { uid: 'cy', name: 'Cy', role: 'editor' },
    ]);
  });

  it('leave out a member without a known role, and read damaged fields as nothing', () => {
    expect(membersOf({ ownerId: 'ana', memberIds: ['ana', 'ben', 7], roles: { ana: 'owner', ben: 'admin' }, names: 'x' })).toEqual([{ uid: 'ana', name: null, role: 'owner' }]);
    expect(membersOf({ ownerId: 'ana', memberIds: null, roles: null, names: null })).toEqual([]);
  });

  it('are kept only for lists with more than one member', () => {
    const shared = sharedListMembers([
      { id: 'solo', fields: { ownerId: 'ana', memberIds: ['ana'], roles: { ana: 'owner' }, names: {} } },
      { id: 'duo', fields: { ownerId: 'ana', memberIds: ['ana', 'ben'], roles: { ana: 'owner', ben: 'editor' }, names: { ben: 'Ben' } } },
    ]);
    expect(Object.keys(shared)).toEqual(['duo']);
    expect(memberName(shared, 'duo', 'ben')).toBe('Ben');
    expect(memberName(shared, 'solo', 'ana')).toBeNull();
  });
});

const invite = (code: string, changes: Partial<StoredInvite> = {}): StoredInvite => ({
  code, listId: 'L1', listName: 'Gifts', ownerId: 'ana', ownerName: 'Ana', role: 'viewer', email: 'ben@example.com', maxUses: 1, uses: 0, revoked: false, createdAt: 0, expiresAt: 100, ...changes,
});

describe('the sharing listeners’ views', () => {
  it('group the owner’s invites by list, newest first', () => {
    const grouped = invitesByList([invite('A', { createdAt: 1 }), invite('B', { createdAt: 2 }), invite('C', { listId: 'L2' })]);
    expect(grouped.L1?.map((entry) => entry.code)).toEqual(['B', 'A']);
    expect(grouped.L2?.map((entry) => entry.code)).toEqual(['C']);
  });

  it('offer only email invites that can still be accepted, for lists the shopper is not in', () => {
    const open = openEmailInvites([invite('A'), invite('B', { revoked: true }), invite('C', { expiresAt: 50 }), invite('D', { uses: 1 }), invite('E', { listId: 'mine' })], 50, new Set(['mine']));
    expect(open.map((entry) => entry.code)).toEqual(['A']);
  });

  it('follow claims of gift lists the shopper does not own, never of their own', () => {
    const list = (id: string, role: ListSummary['role'], gift: boolean): ListSummary => ({ id, name: id, role, ownerId: 'x', memberCount: 2, gift, pendingWrites: false });
    expect(claimListIds([list('own', 'owner', true), list('gift', 'viewer', true), list('plain', 'editor', false)])).toEqual(['gift']);
    expect(claimListIds(null)).toEqual([]);
  });
});
