/** The detection feature's face for model: its types and pure logic. Re-exports only. */
export { extensionSettleCurrency } from './model/currency/settle-currency';
export type { SettleCurrency } from './model/currency/settle-currency';
export { extractFromHtml } from './model/extract/from-html';
export type { Availability, ExtractedProduct, ExtractionMethod } from './model/extract/types';
export { productKeyOf, storeOf } from './model/product-key';
export type { DetectedProduct, PageDetection } from './model/product';
