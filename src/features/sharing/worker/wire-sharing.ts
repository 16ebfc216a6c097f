import { doc, getDocFromServer, type Firestore } from 'firebase/firestore';
import type { ListItem } from '../../lists';
import type { ListSummary } from '../../lists';
import type { GiftClaim, ListMember, ListNotice, SharingState } from '../model/sharing';
import type { AccountState } from '../../../app/state';
import { createSharingSync } from './sharing-sync';
import type { NewAlert } from '../../alerts/worker/firestore';
import type { StateStore } from '../../../app/worker/store';
import { activityAlert, addedItemActivity, claimActivity, type ActivityEvent } from './list-activity';
import { departureNoticeKind, membershipChanges, newNotice, withNotices, type DepartedListRead } from '../model/list-notices';

export interface SharingDeps {
  db: Firestore;
  store: StateStore;
  uid(): string | null;
  /** Delivers activity entries to the shopper's feed and notifications (the alert engine's `raise`). */
  raiseActivity(uid: string, alerts: NewAlert[]): void;
  now?: () => number;
  newId?: () => string;
  reportError?: (error: unknown) => void;
}

const isPermissionDenied = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';

/**
 * How a get of a list the shopper lost answers: missing, refused, or still readable. Under the
 * rules a former member's get is refused; a server without them (the local dev server) answers,
 * and a list that no longer names the shopper counts as refused there too.
 */
export async function readDepartedList(db: Firestore, listId: string, uid: string): Promise<DepartedListRead> {
  try {
    const list = await getDocFromServer(doc(db, 'lists', listId));
    if (!list.exists()) return 'missing';
    const memberIds: unknown = list.get('memberIds');
    return Array.isArray(memberIds) && memberIds.includes(uid) ? 'readable' : 'refused';
  } catch (error) {
    if (isPermissionDenied(error)) return 'refused';
    throw error;
  }
}

/**
 * Sharing as the worker runs it: the members from the lists snapshot, the sharing listeners, the
 * notices about lists that changed under the shopper, and other members' activity seen while running.
 */
export function createSharing(deps: SharingDeps) {
  const { db, store } = deps;
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const reportError = deps.reportError ?? console.error;
  const state = () => store.snapshot().state;
  const updateSharing = (change: (sharing: SharingState) => SharingState) =>
    store.update((current) => ({ ...current, sharing: change(current.sharing) }));

  /** Lists the shopper is leaving in this browser: their departure makes no notice. */
  const ownDepartures = new Set<string>();
  /** What this run of the worker has seen of each list's items and claims (nothing after a wake). */
  let seenItems = new Map<string, readonly ListItem[]>();
  let seenClaims = new Map<string, Readonly<Record<string, GiftClaim>>>();
  let followedUid: string | null = null;

  const sync = createSharingSync(
    db,
    {
      onInvites: (invites) => updateSharing((sharing) => ({ ...sharing, invites })),
      onEmailInvites: (emailInvites) => updateSharing((sharing) => ({ ...sharing, emailInvites })),
      onClaims: (listId, claims) => onClaims(listId, claims),
    },
    () => new Set(state().lists?.map((list) => list.id)),
    reportError,
  );

  function addNotices(notices: ListNotice[]): void {
    if (notices.length > 0) updateSharing((sharing) => ({ ...sharing, notices: withNotices(sharing.notices, notices) }));
  }

  function raise(uid: string, events: ActivityEvent[]): void {
    const off = new Set(state().sharing.activityOff ?? []);
    const wanted = events.filter((event) => !off.has(event.listId));
    if (wanted.length > 0) deps.raiseActivity(uid, wanted.map((event) => activityAlert(event, now())));
  }

  function onClaims(listId: string, claims: Record<string, GiftClaim> | null): void {
    const previous = seenClaims.get(listId);
    if (claims === null) seenClaims.delete(listId);
    else seenClaims.set(listId, claims);
    const uid = deps.uid();
    const list = state().lists?.find((candidate) => candidate.id === listId);
    if (claims !== null && uid !== null && list !== undefined) raise(uid, claimActivity(previous, claims, list, uid, state().items[listId] ?? []));
    updateSharing((sharing) => {
      const next = { ...sharing.claims };
      if (claims === null) delete next[listId];
      else next[listId] = claims;
      return { ...sharing, claims: next };
    });
  }

  async function explainDeparture(list: ListSummary, uid: string): Promise<void> {
    const kind = departureNoticeKind(await readDepartedList(db, list.id, uid));
    if (kind !== null) addNotices([newNotice(list, kind, null, now(), newId())]);
  }

  return {
    follow(account: AccountState): void {
      const uid = account.status === 'signed-in' ? account.uid : null;
      if (uid !== followedUid) {
        followedUid = uid;
        seenItems = new Map();
        seenClaims = new Map();
        ownDepartures.clear();
      }
      sync.follow(account);
    },
    /** The lists snapshot, before it is in the state: members, notices, the claims to follow. */
    onLists(next: ListSummary[] | null, members: Record<string, ListMember[]>): void {
      const previous = state().lists;
      const changes = membershipChanges(previous, next, ownDepartures);
      const uid = followedUid;
      if (uid !== null) for (const list of changes.departed) void explainDeparture(list, uid).catch(reportError);
      addNotices(changes.roleChanged.map((list) => newNotice(list, 'role-changed', list.role, now(), newId())));
      const listIds = new Set(next?.map((list) => list.id));
      for (const listId of [...ownDepartures]) if (!listIds.has(listId)) ownDepartures.delete(listId);
      for (const listId of [...seenItems.keys()]) if (!listIds.has(listId)) seenItems.delete(listId);
      updateSharing((sharing) => ({ ...sharing, members }));
      sync.followLists(next);
    },
    /** A list's items snapshot: other members' additions become activity. */
    onItems(listId: string, items: ListItem[]): void {
      const previous = seenItems.get(listId);
      seenItems.set(listId, items);
      const uid = deps.uid();
      const list = state().lists?.find((candidate) => candidate.id === listId);
      if (uid !== null && list !== undefined && list.memberCount > 1) {
        raise(uid, addedItemActivity(previous, items, list, uid, state().sharing.members));
      }
    },
    /** The shopper leaves (or is about to delete) this list here: no notice when it goes. */
    expectDeparture(listId: string): void {
      ownDepartures.add(listId);
    },
    dismissNotice(id: string): void {
      updateSharing((sharing) => ({ ...sharing, notices: sharing.notices.filter((notice) => notice.id !== id) }));
    },
    setActivityOff(activityOff: string[]): void {
      updateSharing((sharing) => ({ ...sharing, activityOff }));
    },
    stop(): void {
      sync.stop();
    },
  };
}

export type Sharing = ReturnType<typeof createSharing>;
