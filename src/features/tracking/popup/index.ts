/** The tracking feature's face for popup: the React parts other features and the popup page use. Re-exports only. */
export { CheckLine } from './check-line';
export { ItemHistory } from './item-history';
export { NotWatched } from './not-watched';
export { shownPriceChange } from './shown-price-change';
export { StockSince, StockState } from './stock-state';
export { stockSinceText } from './stock-text';
export { requestStoreAccess } from './store-permission';
export { TrendLine } from './trend-line';
