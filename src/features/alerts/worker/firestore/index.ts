/** The alerts feature's face for worker/firestore: the Firestore collection functions other features’ worker code calls. Re-exports only. */
export { alertEntryOf, alertPreferencesOf } from './alert-fields';
export { deleteAlertRulesOfList, setListActivity } from './alert-rules';
export type { NewAlert } from './alerts';
export { deleteAlertData } from './delete-alert-data';
