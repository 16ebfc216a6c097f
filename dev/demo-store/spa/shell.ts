import { renderLayout } from '../pages/layout';
import type { StoreProfile } from '../stores';

export const spaScriptPath = '/app/app.js';

/** The same HTML for every single-page route: no product until the script has run. */
export function renderSpaShell(store: StoreProfile): string {
  return renderLayout({
    store,
    lang: 'en-US',
    title: store.name,
    main: `<div id="app" aria-live="polite"><p class="loading">Loading…</p></div>
<noscript>This shop needs JavaScript.</noscript>`,
    bodyEnd: `<script src="${spaScriptPath}" defer></script>`,
  });
}
