/** The saving feature's face for worker: what src/worker.ts wires and other features’ worker code calls. Re-exports only. */
export { SAVE_COMMAND, SAVE_MENU_ID, createSaveMenu, notifyQuickSave } from './quick-save-browser';
export { whenQuickSaveReady } from './quick-save-readiness';
export { saveCurrentPage } from './save-current-page';
