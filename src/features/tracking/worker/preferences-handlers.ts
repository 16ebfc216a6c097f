import type { Firestore } from 'firebase/firestore';
import { updatePreferences } from '../../account/worker/firestore';
import type { Handlers } from '../../../app/protocol';
import type { WriteTracker } from '../../../app/worker/write-tracker';

export function preferencesHandlers(db: Firestore, writes: WriteTracker): Pick<Handlers, 'page:update-preferences'> {
  return {
    'page:update-preferences': (preferences, { uid }) => {
      // Answer once the change is in the local cache: offline, the server acknowledges it later,
      // and the profile listener shows it as waiting to sync until then.
      writes.track(updatePreferences(db, uid, preferences), { kind: 'page:update-preferences', payload: preferences }, '');
      return null;
    },
  };
}
