/** The lists feature's face for model: its types and pure logic. Re-exports only. */
export { isItemIndex, itemIndexOf, listIdsHolding } from './model/item-index';
export type { ItemIndex } from './model/item-index';
export { AVAILABILITIES, EXTRACTION_METHODS, ITEM_STATUSES, SAVE_METHODS } from './model/items';
export type { ItemStatus, ListItem, SaveMethod } from './model/items';
export { defaultList, orderLists } from './model/lists';
export type { ListRole, ListSummary } from './model/lists';
