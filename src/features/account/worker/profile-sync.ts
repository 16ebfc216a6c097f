import type { Firestore } from 'firebase/firestore';
import type { ProfileState } from '../../../app/state';
import { createProfile, subscribeProfile } from './firestore/users';
import type { WriteTracker } from '../../../app/worker/write-tracker';
import { followSignedInUser } from './follow-signed-in-user';

/**
 * Keeps one listener on the signed-in user's profile and creates the profile (with the default
 * list) the first time the server reports it missing. A creation the server refuses is shown to
 * the shopper, unless the profile arrived meanwhile: another browser of the same account created
 * the same documents first, so this browser's batch was refused and nothing is missing.
 */
export function createProfileSync(
  db: Firestore,
  onProfile: (profile: ProfileState) => void,
  defaultListName: string,
  writes: Pick<WriteTracker, 'track' | 'settle'>,
  reportError: (error: unknown) => void = console.error,
) {
  const created = new Set<string>();
  const arrived = new Set<string>();
  return followSignedInUser(
    (uid) =>
      subscribeProfile(
        db,
        uid,
        (profile) => {
          if (profile !== null) {
            arrived.add(uid);
            writes.settle('background:create-profile');
            onProfile(profile);
          } else if (!created.has(uid)) {
            created.add(uid);
            writes.track(
              createProfile(db, uid, defaultListName),
              { kind: 'background:create-profile', payload: null },
              '',
              () => !arrived.has(uid),
            );
          }
        },
        reportError,
      ),
    () => onProfile(null),
  );
}

export type ProfileSync = ReturnType<typeof createProfileSync>;
