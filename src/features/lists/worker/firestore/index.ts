/** The lists feature's face for worker/firestore: the Firestore collection functions other features’ worker code calls. Re-exports only. */
export { importItem } from './items';
export { createListIn, deleteListsOwnedBy, firstListRef } from './lists';
