/** The lists feature's face for worker: what src/worker.ts wires and other features’ worker code calls. Re-exports only. */
export { createItemWriter } from './items-handlers';
export type { ItemWriter } from './items-handlers';
export { createItemsSync, itemsOfLists } from './items-sync';
export { subscribeItemsSince } from './firestore/changed-items';
export { itemRangeCountsOf } from './firestore/item-range-counts';
export { seenMarksOf } from './items-seen-storage';
export { listsHandlers } from './lists-handlers';
export { createListsSync } from './lists-sync';
