import type { ListActivity } from '../../alerts';
import type { ListItem } from '../../lists';
import type { ListSummary } from '../../lists';
import type { GiftClaim, ListMember } from '../model/sharing';
import { alertIdOfKey } from '../../alerts';
import type { NewAlert } from '../../alerts/worker/firestore';
import { memberName } from '../model/list-members';

/** Another member's change to a shared list, as it becomes a feed entry. */
export interface ActivityEvent {
  listId: string;
  itemId: string;
  itemName: string;
  url: string;
  actorId: string;
  activity: ListActivity;
}

/**
 * Items another member added, between two snapshots of a list's items. Nothing from a list's first
 * snapshot in this run of the worker (`previous` undefined): what arrives then may have happened
 * long ago, and the feed is for changes seen while running.
 */
export function addedItemActivity(
  previous: readonly ListItem[] | undefined,
  next: readonly ListItem[],
  list: Pick<ListSummary, 'id' | 'name'>,
  uid: string,
  members: Record<string, ListMember[]>,
): ActivityEvent[] {
  if (previous === undefined) return [];
  const known = new Set(previous.map((item) => item.id));
  return next
    .filter((item) => !known.has(item.id) && item.addedBy !== '' && item.addedBy !== uid)
    .map((item) => ({
      listId: list.id,
      itemId: item.id,
      itemName: item.name,
      url: item.url,
      actorId: item.addedBy,
      activity: { verb: 'added', actorName: memberName(members, list.id, item.addedBy), listName: list.name },
    }));
}

/**
 * Claims another member made or marked bought, between two snapshots of a gift list's claims.
 * Never for the shopper's own list (they must not learn of claims), never from the first snapshot.
 */
export function claimActivity(
  previous: Readonly<Record<string, GiftClaim>> | undefined,
  next: Readonly<Record<string, GiftClaim>>,
  list: Pick<ListSummary, 'id' | 'name' | 'role'>,
  uid: string,
  items: readonly ListItem[],
): ActivityEvent[] {
  if (previous === undefined || list.role === 'owner') return [];
  const events: ActivityEvent[] = [];
  for (const claim of Object.values(next)) {
    if (claim.claimedBy === uid) continue;
    const before = previous[claim.itemId];
    const isNews = before === undefined || before.claimedBy !== claim.claimedBy || (before.status === 'claimed' && claim.status === 'bought');
    if (!isNews) continue;
    const item = items.find((candidate) => candidate.id === claim.itemId);
    events.push({
      listId: list.id,
      itemId: claim.itemId,
      itemName: item?.name ?? '',
      url: item?.url ?? '',
      actorId: claim.claimedBy,
      activity: { verb: claim.status, actorName: claim.claimerName, listName: list.name },
    });
  }
  return events;
}

/** The feed entry of an activity: its id from the list, item, verb and member, so it is written once. */
export function activityAlert(event: ActivityEvent, now: number): NewAlert {
  return {
    id: alertIdOfKey(`activity\n${event.listId}/${event.itemId}\n${event.activity.verb}\n${event.actorId}`),
    listId: event.listId,
    itemId: event.itemId,
    name: event.itemName,
    url: event.url,
    kind: 'list-activity',
    rule: null,
    previousPrice: null,
    price: null,
    currency: null,
    availability: 'unknown',
    source: null,
    method: null,
    confidence: null,
    observedAt: now,
    observerId: event.actorId,
    activity: event.activity,
  };
}
