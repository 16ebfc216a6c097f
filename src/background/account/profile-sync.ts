import type { Firestore } from 'firebase/firestore';
import type { AccountState, ProfileState } from '../../shared/state';
import { createProfile, subscribeProfile } from '../data/users';

/**
 * Keeps one listener on the signed-in user's profile, moving it when the account changes, and
 * creates the profile the first time the server reports it missing.
 */
export function createProfileSync(
  db: Firestore,
  onProfile: (profile: ProfileState) => void,
  reportError: (error: unknown) => void = console.error,
) {
  let followedUid: string | null = null;
  let unsubscribe: (() => void) | null = null;
  const created = new Set<string>();

  return {
    follow(account: AccountState): void {
      const uid = account.status === 'signed-in' ? account.uid : null;
      if (uid === followedUid) return;
      unsubscribe?.();
      unsubscribe = null;
      followedUid = uid;
      onProfile(null);
      if (uid === null) return;
      unsubscribe = subscribeProfile(
        db,
        uid,
        (profile) => {
          if (profile !== null) {
            onProfile(profile);
          } else if (!created.has(uid)) {
            created.add(uid);
            createProfile(db, uid).catch(reportError);
          }
        },
        reportError,
      );
    },
    uid: () => followedUid,
    /** Stops following, so that deleting the profile is not answered by creating it again. */
    stop(): void {
      unsubscribe?.();
      unsubscribe = null;
      followedUid = null;
      onProfile(null);
    },
  };
}

export type ProfileSync = ReturnType<typeof createProfileSync>;
