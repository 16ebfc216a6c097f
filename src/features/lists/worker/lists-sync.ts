import type { Firestore } from 'firebase/firestore';
import type { ListSummary } from '../model/lists';
import type { ListMember } from '../../sharing';
import { subscribeMemberLists } from './firestore/lists';
import { followSignedInUser } from '../../account/worker';

/** Keeps one listener on the lists the signed-in user belongs to. */
export function createListsSync(
  db: Firestore,
  onLists: (lists: ListSummary[] | null, members: Record<string, ListMember[]>, onServer: ReadonlySet<string>) => void,
  reportError: (error: unknown) => void = console.error,
) {
  return followSignedInUser(
    (uid) => subscribeMemberLists(db, uid, onLists, reportError),
    () => onLists(null, {}, new Set()),
  );
}

export type ListsSync = ReturnType<typeof createListsSync>;
