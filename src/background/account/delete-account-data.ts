import type { Firestore } from 'firebase/firestore';
import { deleteAlertData } from '../data/delete-alert-data';
import { deleteListsOwnedBy } from '../data/lists';
import { deleteProfile } from '../data/users';

/**
 * Deletes what an account owns, in the order that leaves nothing behind: stop following the user
 * first (a profile listener would create the profile again), then the lists (with their items),
 * then the alert feed and rules, then the profile, whose rules none of these need. The Auth account goes last,
 * after this resolves.
 */
export async function deleteAccountData(db: Firestore, following: readonly { stop(): void }[], uid: string): Promise<void> {
  for (const sync of following) sync.stop();
  await deleteListsOwnedBy(db, uid);
  await deleteAlertData(db, uid);
  await deleteProfile(db, uid);
}
