/** The saving feature's face for model: its types and pure logic. Re-exports only. */
export { itemToSave } from './model/product-to-save';
export type { ProductToSave } from './model/product-to-save';
