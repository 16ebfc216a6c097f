/** The account feature's face for worker/firestore: the Firestore collection functions other features’ worker code calls. Re-exports only. */
export { deleteProfile, updateAlertPreferences, updateListOrder, updatePreferences } from './users';
