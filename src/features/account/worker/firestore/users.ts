import { deleteDoc, doc, onSnapshot, serverTimestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { LIMITS } from '../../../../platform/limits';
import type { AlertPreferences } from '../../../alerts';
import { DEFAULT_PREFERENCES, type Preferences } from '../../model/preferences';
import { alertPreferencesOf } from '../../../alerts/worker/firestore';
import { createListIn, firstListRef } from '../../../lists/worker/firestore';

/** A user's profile as the rest of the worker sees it: plain values, no Firestore types. */
export interface Profile {
  preferences: Preferences;
  listOrder: string[];
  /** Some of this profile's changes have not reached the server yet. */
  pendingWrites: boolean;
}

const userRef = (db: Firestore, uid: string) => doc(db, 'users', uid);

/** The stored preferences, each field checked on its own: one out of bounds takes its default. */
export function readPreferences(raw: unknown): Preferences {
  const stored = typeof raw === 'object' && raw !== null ? (raw as Partial<Record<keyof Preferences, unknown>>) : {};
  const hours = stored.recheckHours;
  const valid = typeof hours === 'number' && Number.isInteger(hours) && hours >= LIMITS.recheckHours.min && hours <= LIMITS.recheckHours.max;
  return { recheckHours: valid ? hours : DEFAULT_PREFERENCES.recheckHours, alerts: alertPreferencesOf(stored.alerts) };
}

function readListOrder(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Follows the user's profile document. `null` means the server says it does not exist yet
 * (a cache miss while offline is not reported as missing).
 */
export function subscribeProfile(
  db: Firestore,
  uid: string,
  onProfile: (profile: Profile | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    userRef(db, uid),
    { includeMetadataChanges: true },
    (snapshot) => {
      if (!snapshot.exists()) {
        if (!snapshot.metadata.fromCache) onProfile(null);
        return;
      }
      onProfile({
        preferences: readPreferences(snapshot.get('preferences')),
        listOrder: readListOrder(snapshot.get('listOrder')),
        pendingWrites: snapshot.metadata.hasPendingWrites,
      });
    },
    onError,
  );
}

/**
 * Creates the profile with default preferences and the account's first list, in one batch; the
 * returned promise settles when the server has both.
 */
export function createProfile(db: Firestore, uid: string, firstListName: string): Promise<void> {
  const batch = writeBatch(db);
  batch.set(userRef(db, uid), { createdAt: serverTimestamp(), preferences: DEFAULT_PREFERENCES });
  createListIn(batch, firstListRef(db, uid), uid, firstListName);
  return batch.commit();
}

/** Changes preferences; applied to the local cache at once, settled when the server has it. */
export function updatePreferences(db: Firestore, uid: string, preferences: Pick<Preferences, 'recheckHours'>): Promise<void> {
  return updateDoc(userRef(db, uid), { 'preferences.recheckHours': preferences.recheckHours, updatedAt: serverTimestamp() });
}

/** Replaces the alert preferences (only them: another browser may be changing the interval). */
export function updateAlertPreferences(db: Firestore, uid: string, alerts: AlertPreferences): Promise<void> {
  return updateDoc(userRef(db, uid), { 'preferences.alerts': alerts, updatedAt: serverTimestamp() });
}

/** Sets the shopper's order of their lists; applied to the local cache at once. */
export function updateListOrder(db: Firestore, uid: string, listOrder: string[]): Promise<void> {
  return updateDoc(userRef(db, uid), { listOrder, updatedAt: serverTimestamp() });
}

/** Deletes the profile; settles when the server has it. */
export function deleteProfile(db: Firestore, uid: string): Promise<void> {
  return deleteDoc(userRef(db, uid));
}
