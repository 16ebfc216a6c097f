import { describe, expect, it } from 'vitest';
import { departureNoticeKind, membershipChanges, newNotice, withNotices, NOTICES_KEPT } from '../../../../../src/features/sharing/model/list-notices';
import type { ListSummary } from '../../../../../src/features/lists/model/lists';

const list = (id: string, role: ListSummary['role']): ListSummary => ({ id, name: `List ${id}`, role, ownerId: role === 'owner' ? 'me' : 'ana', memberCount: 2, gift: false, pendingWrites: false });
const none = new Set<string>();

describe('membership changes between two lists snapshots', () => {
  it('finds a shared list that left the query, to be read for the reason', () => {
    expect(membershipChanges([list('A', 'editor'), list('B', 'viewer')], [list('B', 'viewer')], none)).toEqual({ departed: [list('A', 'editor')], roleChanged: [] });
  });

  it('says nothing of the shopper’s own list going (they deleted it, here or in another browser)', () => {
    expect(membershipChanges([list('A', 'owner')], [], none).departed).toEqual([]);
  });

  it('says nothing of a list the shopper is leaving in this browser', () => {
    expect(membershipChanges([list('A', 'editor')], [], new Set(['A'])).departed).toEqual([]);
  });

  it('says nothing while either snapshot is unknown (signing in or out, loading)', () => {
    expect(membershipChanges(null, [list('A', 'editor')], none)).toEqual({ departed: [], roleChanged: [] });
    expect(membershipChanges([list('A', 'editor')], null, none)).toEqual({ departed: [], roleChanged: [] });
  });

  it('finds a role change with the new role, and nothing when the role stays', () => {
    expect(membershipChanges([list('A', 'editor')], [list('A', 'viewer')], none).roleChanged).toEqual([list('A', 'viewer')]);
    expect(membershipChanges([list('A', 'editor')], [list('A', 'editor')], none)).toEqual({ departed: [], roleChanged: [] });
  });
});

describe('why a list left', () => {
  it('is deleted by its owner when it is missing, removed when the read is refused, nothing when readable', () => {
    expect(departureNoticeKind('missing')).toBe('deleted-by-owner');
    expect(departureNoticeKind('refused')).toBe('removed');
    expect(departureNoticeKind('readable')).toBeNull();
  });
});

describe('the notices kept', () => {
  it('keep the newest per list first, and at most NOTICES_KEPT', () => {
    const roleChanged = newNotice(list('A', 'viewer'), 'role-changed', 'viewer', 1, 'n1');
    const removed = newNotice(list('A', 'viewer'), 'removed', null, 2, 'n2');
    const other = newNotice(list('B', 'viewer'), 'deleted-by-owner', null, 3, 'n3');
    expect(withNotices([roleChanged, other], [removed])).toEqual([removed, other]);
    const many = Array.from({ length: NOTICES_KEPT + 5 }, (_, index) => newNotice(list(`L${index}`, 'viewer'), 'removed', null, index, `n${index}`));
    expect(withNotices([], many)).toHaveLength(NOTICES_KEPT);
  });
});
