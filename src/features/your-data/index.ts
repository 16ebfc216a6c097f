/** The your-data feature's face for model: its types and pure logic. Re-exports only. */
export type { ImportItem } from './model/import-item';
