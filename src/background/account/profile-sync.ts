import type { Firestore } from 'firebase/firestore';
import type { ProfileState } from '../../shared/state';
import { createProfile, subscribeProfile } from '../data/users';
import { followSignedInUser } from './follow-signed-in-user';

/**
 * Keeps one listener on the signed-in user's profile and creates the profile (with the default
 * list) the first time the server reports it missing.
 */
export function createProfileSync(
  db: Firestore,
  onProfile: (profile: ProfileState) => void,
  defaultListName: string,
  reportError: (error: unknown) => void = console.error,
) {
  const created = new Set<string>();
  return followSignedInUser(
    (uid) =>
      subscribeProfile(
        db,
        uid,
        (profile) => {
          if (profile !== null) {
            onProfile(profile);
          } else if (!created.has(uid)) {
            created.add(uid);
            createProfile(db, uid, defaultListName).catch(reportError);
          }
        },
        reportError,
      ),
    () => onProfile(null),
  );
}

export type ProfileSync = ReturnType<typeof createProfileSync>;
