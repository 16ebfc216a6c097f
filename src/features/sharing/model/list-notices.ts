import type { ListSummary } from '../../lists';
import type { ListNotice, ListNoticeKind } from './sharing';

/** What changed in the shopper's lists between two snapshots, that a notice may be about. */
export interface MembershipChanges {
  /** Lists that left the query and were not the shopper's own doing: each is read to say why. */
  departed: ListSummary[];
  /** Lists where the shopper's role changed, with the new role. */
  roleChanged: ListSummary[];
}

/**
 * Compares the lists before and after a snapshot. Nothing while either is unknown (signed out,
 * not loaded); a list the shopper owned (they deleted it, here or elsewhere) or is leaving or
 * deleting in this browser (`ownDepartures`) makes no notice.
 */
export function membershipChanges(
  previous: readonly ListSummary[] | null,
  next: readonly ListSummary[] | null,
  ownDepartures: ReadonlySet<string>,
): MembershipChanges {
  if (previous === null || next === null) return { departed: [], roleChanged: [] };
  const nextById = new Map(next.map((list) => [list.id, list]));
  const departed: ListSummary[] = [];
  const roleChanged: ListSummary[] = [];
  for (const before of previous) {
    const after = nextById.get(before.id);
    if (after === undefined) {
      if (before.role !== 'owner' && !ownDepartures.has(before.id)) departed.push(before);
    } else if (after.role !== before.role && before.role !== 'owner' && after.role !== 'owner') {
      roleChanged.push(after);
    }
  }
  return { departed, roleChanged };
}

/** How a read of a departed list answered. */
export type DepartedListRead = 'missing' | 'refused' | 'readable';

/** Missing: the owner deleted it; refused: it exists and the shopper is no longer in it. */
export function departureNoticeKind(read: DepartedListRead): ListNoticeKind | null {
  if (read === 'missing') return 'deleted-by-owner';
  if (read === 'refused') return 'removed';
  return null;
}

export function newNotice(list: Pick<ListSummary, 'id' | 'name'>, kind: ListNoticeKind, role: ListNotice['role'], at: number, id: string): ListNotice {
  return { id, listId: list.id, listName: list.name, kind, role, at };
}

/** How many notices are kept (newest first); older ones fall off. */
export const NOTICES_KEPT = 20;

/** Adds notices, replacing an older notice of the same list (its newest news is what matters). */
export function withNotices(notices: readonly ListNotice[], added: readonly ListNotice[]): ListNotice[] {
  if (added.length === 0) return [...notices];
  const listIds = new Set(added.map((notice) => notice.listId));
  return [...added, ...notices.filter((notice) => !listIds.has(notice.listId))].slice(0, NOTICES_KEPT);
}
