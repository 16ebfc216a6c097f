import type { Firestore } from 'firebase/firestore';
import type { ListSummary } from '../../shared/lists';
import type { ListMember } from '../../shared/sharing';
import { subscribeMemberLists } from '../data/lists';
import { followSignedInUser } from './follow-signed-in-user';

/** Keeps one listener on the lists the signed-in user belongs to. */
export function createListsSync(
  db: Firestore,
  onLists: (lists: ListSummary[] | null, members: Record<string, ListMember[]>) => void,
  reportError: (error: unknown) => void = console.error,
) {
  return followSignedInUser(
    (uid) => subscribeMemberLists(db, uid, onLists, reportError),
    () => onLists(null, {}),
  );
}

export type ListsSync = ReturnType<typeof createListsSync>;
